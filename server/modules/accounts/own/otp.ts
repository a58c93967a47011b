import type { StackDatabase } from '../../../db/database.js';
import { OTP_LENGTH, OTP_TTL_MS } from '../constants.js';
import { randomOtp, randomToken } from '../shared/crypto.js';

export type OtpPurpose = 'confirm-email' | 'reset-password';

interface OtpRow {
  id: number;
  user_id: number;
  code: string;
  expires_at: number;
  verified_at: number | null;
  used_at: number | null;
}

export interface IssuedOtp {
  code: string;
  /** Only for password resets: what `/auth/forgot-password` answers with. */
  resetToken: string | null;
}

/** A new code for the purpose; earlier unused codes of the same purpose stop working. */
export function issueOtp(db: StackDatabase, userId: number, purpose: OtpPurpose, now: number): IssuedOtp {
  const code = randomOtp();
  const resetToken = purpose === 'reset-password' ? randomToken(24) : null;
  db.transaction(() => {
    db.run('UPDATE own_otps SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL', [
      now,
      userId,
      purpose,
    ]);
    db.run(
      `INSERT INTO own_otps (user_id, purpose, code, reset_token, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      [userId, purpose, code, resetToken, now + OTP_TTL_MS, now],
    );
  });
  return { code, resetToken };
}

export type OtpCheck =
  | { ok: true; id: number; userId: number }
  | {
      ok: false;
      message: 'OTP must be 6 digits' | 'Invalid OTP' | 'OTP has expired' | 'Invalid or expired reset token';
    };

export const isOtpShape = (otp: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);

/** The latest live code for an e-mail confirmation. */
export function checkConfirmationOtp(db: StackDatabase, userId: number, otp: string, now: number): OtpCheck {
  if (!isOtpShape(otp)) return { ok: false, message: 'OTP must be 6 digits' };
  const row = db.get<OtpRow>(
    `SELECT * FROM own_otps WHERE user_id = ? AND purpose = 'confirm-email' AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return judge(row, otp, now);
}

/** The code behind a reset token from `/auth/forgot-password`. */
export function checkResetOtp(db: StackDatabase, token: string, otp: string, now: number): OtpCheck {
  if (!isOtpShape(otp)) return { ok: false, message: 'OTP must be 6 digits' };
  const row = db.get<OtpRow>(
    `SELECT * FROM own_otps WHERE reset_token = ? AND purpose = 'reset-password' AND used_at IS NULL`,
    [token],
  );
  if (!row) return { ok: false, message: 'Invalid or expired reset token' };
  return judge(row, otp, now);
}

function judge(row: OtpRow | undefined, otp: string, now: number): OtpCheck {
  if (!row || row.code !== otp) return { ok: false, message: 'Invalid OTP' };
  if (row.expires_at <= now) return { ok: false, message: 'OTP has expired' };
  return { ok: true, id: row.id, userId: row.user_id };
}

export const markOtpVerified = (db: StackDatabase, id: number, now: number) =>
  db.run('UPDATE own_otps SET verified_at = ? WHERE id = ?', [now, id]);

export const useOtp = (db: StackDatabase, id: number, now: number) =>
  db.run('UPDATE own_otps SET used_at = ? WHERE id = ?', [now, id]);
