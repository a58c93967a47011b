import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/app/page-meta';
import { pageQueryOptions, useEventClient, type EventSettings } from '@/app/data/event-client';
import { QueryFallback } from './event-parts';
import { withEventTexts } from '@/components/event/event-translations';
import './event-pages.css';

function Mailboxes({ emails }: { emails: NonNullable<EventSettings['contactEmails']> }) {
  const { t } = useTranslation(['event']);
  const listId = useId();
  // seed 002 §2: two contact mailbox links, general inquiries and athletes.
  const boxes = [
    { key: 'general', label: t('event:contact.general'), email: emails.general },
    { key: 'athletes', label: t('event:contact.athletes'), email: emails.athletes },
  ].filter((box): box is { key: string; label: string; email: string } => Boolean(box.email));
  return (
    <>
      <h2 id={listId} className="visually-hidden">
        {t('event:contact.mailboxes')}
      </h2>
      <ul className="contact-mailboxes" aria-labelledby={listId}>
        {boxes.map((box) => (
          <li key={box.key} className="contact-mailbox">
            <h3 className="contact-mailbox__title">{box.label}</h3>
            <a href={`mailto:${box.email}`}>{box.email}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /contact-us (seed 002 §2): the mailboxes for general inquiries and for athletes, from the CMS settings. */
function ContactScreen() {
  const { t } = useTranslation(['event']);
  const client = useEventClient();
  const settings = useQuery(pageQueryOptions.settings(client));
  const title = t('event:contact.title');
  usePageMeta({ title });
  const emails = settings.data?.contactEmails;
  return (
    <div className="event-page contact-page">
      <h1 className="event-page__title">{title}</h1>
      <p className="event-page__intro">{t('event:contact.intro')}</p>
      {settings.isSuccess ? (
        emails ? (
          <Mailboxes emails={emails} />
        ) : (
          <p>{t('event:pages.not_found')}</p>
        )
      ) : (
        <QueryFallback error={settings.error} notFound={t('event:pages.not_found')} />
      )}
    </div>
  );
}

export default withEventTexts(ContactScreen);
