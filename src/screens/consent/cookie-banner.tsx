import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { cookieConsentMachine } from '@machines/cookie-consent/cookie-consent.machine';

/**
 * The cookie consent banner (seed 001 §2, §4): a labelled region at the foot of the page, not a
 * modal, so the page stays usable; it goes once the viewer accepts or declines.
 */
export default function CookieBanner({ actor }: { actor: ActorRefFrom<typeof cookieConsentMachine> }) {
  const { t } = useTranslation('cookiebanner');
  const titleId = useId();
  return (
    <section className="consent-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-banner__title">
        {t('title')}
      </h2>
      <p className="consent-banner__text">
        {t('message')} <Link to="/cookies-policy">{t('cookies_policy')}</Link>
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={() => actor.send({ type: 'CONSENT.DECLINE' })}>
          {t('decline')}
        </button>
        <button type="button" className="button button--accent" onClick={() => actor.send({ type: 'CONSENT.ACCEPT' })}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
