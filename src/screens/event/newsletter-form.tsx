import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSettings } from '@/app/data/event-client';
import { TitledSection } from '@/components/ui/titled-section';

export type NewsletterTarget = NonNullable<EventSettings['newsletter']>;

/** seed 002 §1, §7: the e-mail field's name when the CMS names none. */
export const DEFAULT_EMAIL_FIELD = 'EMAIL';

/**
 * The footer's newsletter sign-up (seed 002 §1, §5, §7): the e-mail is required, then the form
 * posts it to the mailing-list service the CMS settings name, in a new tab, as an ordinary
 * HTML form does (the service answers with its own confirmation page).
 */
export function NewsletterForm({ target }: { target: NewsletterTarget }) {
  const { t } = useTranslation(['event']);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if ((input.current?.value ?? '').trim() === '') {
      event.preventDefault();
      setError(true);
      setSent(false);
      input.current?.focus();
      return;
    }
    // Not prevented: the browser posts the form to the service.
    setError(false);
    setSent(true);
  };

  return (
    <TitledSection
      className="newsletter"
      title={t('event:newsletter.title')}
      titleClassName="site-footer__heading"
      titleId={headingId}
    >
      <p className="newsletter__intro">{t('event:newsletter.intro')}</p>
      <form
        className="newsletter__form"
        method="post"
        action={target.actionUrl}
        target="_blank"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
      >
        <label htmlFor={inputId}>{t('event:newsletter.email_label')}</label>
        <div className="newsletter__row">
          <input
            ref={input}
            id={inputId}
            name={target.emailField || DEFAULT_EMAIL_FIELD}
            type="email"
            autoComplete="email"
            required
            aria-invalid={error || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => setError(false)}
          />
          <button type="submit" className="button button--accent">
            {t('event:newsletter.submit')}
          </button>
        </div>
        {error ? (
          <p id={errorId} className="newsletter__error" role="alert">
            {t('event:newsletter.required')}
          </p>
        ) : null}
        {sent ? (
          <p className="newsletter__sent" role="status">
            {t('event:newsletter.sent')}
          </p>
        ) : null}
      </form>
    </TitledSection>
  );
}
