import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { cookieConsentMachine } from '@machines/cookie-consent/cookie-consent.machine';
import { TitledSection } from '@/components/ui/titled-section';
import { ActionButton } from '@/components/ui/action-button';

/**
 * The cookie consent banner (seed 001 §2, §4): a labelled region at the foot of the page, not a
 * modal, so the page stays usable; it goes once the viewer accepts or declines.
 */
export default function CookieBanner({ actor }: { actor: ActorRefFrom<typeof cookieConsentMachine> }) {
  const { t } = useTranslation('cookiebanner');
  return (
    <TitledSection className="consent-banner" title={t('title')} titleClassName="consent-banner__title">
      <p className="consent-banner__text">
        {t('message')} <Link to="/cookies-policy">{t('cookies_policy')}</Link>
      </p>
      <div className="consent-banner__actions">
        <ActionButton label={t('decline')} onClick={() => actor.send({ type: 'CONSENT.DECLINE' })} />
        <ActionButton
          variant="accent"
          label={t('accept')}
          onClick={() => actor.send({ type: 'CONSENT.ACCEPT' })}
        />
      </div>
    </TitledSection>
  );
}
