import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ErrorPageProps = {
  /** Defaults to `generic_error_heading` (seed 001 §8). */
  title?: string;
  /** Defaults to `generic_error_description` (seed 001 §8). */
  message?: string;
  /** Where "Learn more" leads; no link when left out. */
  learnMoreHref?: string;
  /** The one button under the message (Try again, Reload). */
  action?: { label: string; onClick: () => void; variant: 'primary' | 'accent' };
  /** Actions and extra detail, shown under the message. */
  children?: ReactNode;
};

/**
 * The generic error page (seed 001 §8): heading, message and a learn-more link. The English
 * fallbacks are bundled so that it renders before any translation has loaded.
 */
export function ErrorPage({ title, message, learnMoreHref, action, children }: ErrorPageProps) {
  const { t } = useTranslation(['error']);
  const headingId = useId();
  return (
    <section className="error-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="error-page__title">
        {title ?? t('error:generic_error_heading', 'An error occurred')}
      </h1>
      <p className="error-page__message">
        {message ?? t('error:generic_error_description', 'Try refreshing this page or come back later.')}
      </p>
      {action ? (
        <p className="error-page__actions">
          <button type="button" className={`button button--${action.variant}`} onClick={action.onClick}>
            {action.label}
          </button>
        </p>
      ) : null}
      {children}
      {learnMoreHref ? (
        <p>
          <a className="error-page__link" href={learnMoreHref}>
            {t('error:learn_more', 'Learn more')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** A page shown without the app's layout (start-up, crash): the document's main landmark. */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <main id="content" className="standalone-page" tabIndex={-1}>
      {children}
    </main>
  );
}
