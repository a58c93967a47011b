import { Hono } from 'hono';
import type { StackContext, StackEnv } from '../../../context.js';
import type { StackDatabase } from '../../../db/database.js';
import type { AccountPlatform } from '../constants.js';

/** A mail as `GET /__stack/mailbox` lists it; `otp`, `token` and `link` only when the mail has one. */
export interface Mail {
  id: number;
  platform: AccountPlatform;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  otp?: string;
  token?: string;
  link?: string;
}

export interface OutgoingMail {
  platform: AccountPlatform;
  to: string;
  subject: string;
  text: string;
  otp?: string;
  token?: string;
  link?: string;
}

interface MailRow {
  id: number;
  platform: AccountPlatform;
  to_email: string;
  subject: string;
  text: string;
  otp: string | null;
  token: string | null;
  link: string | null;
  created_at: number;
}

/**
 * Stores a mail instead of sending it. Kept in the database, so `POST /__stack/reset` (which
 * wipes the database) empties the mailbox too.
 */
export function sendMail(db: StackDatabase, mail: OutgoingMail, now: number): void {
  db.run(
    `INSERT INTO stack_mailbox (platform, to_email, subject, text, otp, token, link, created_at)
     VALUES (:platform, :to, :subject, :text, :otp, :token, :link, :now)`,
    {
      platform: mail.platform,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      otp: mail.otp ?? null,
      token: mail.token ?? null,
      link: mail.link ?? null,
      now,
    },
  );
}

export function listMails(db: StackDatabase, to?: string): Mail[] {
  const rows = to
    ? db.all<MailRow>('SELECT * FROM stack_mailbox WHERE to_email = ? ORDER BY id DESC', [to.trim()])
    : db.all<MailRow>('SELECT * FROM stack_mailbox ORDER BY id DESC');
  return rows.map((row) => ({
    id: row.id,
    platform: row.platform,
    to: row.to_email,
    subject: row.subject,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.otp === null ? {} : { otp: row.otp }),
    ...(row.token === null ? {} : { token: row.token }),
    ...(row.link === null ? {} : { link: row.link }),
  }));
}

/** `GET /__stack/mailbox?to=` (newest first) and `DELETE /__stack/mailbox`. */
export function mailboxRoutes(ctx: StackContext): Hono<StackEnv> {
  const app = new Hono<StackEnv>();
  app.get('/__stack/mailbox', (c) => c.json({ mails: listMails(ctx.db, c.req.query('to') || undefined) }));
  app.delete('/__stack/mailbox', (c) => {
    ctx.db.run('DELETE FROM stack_mailbox');
    return c.body(null, 204);
  });
  return app;
}
