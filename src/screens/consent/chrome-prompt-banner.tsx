import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { chromePromptMachine } from '@machines/chrome-prompt/chrome-prompt.machine';
import { chromeIntentUrl } from '@machines/chrome-prompt/chrome-prompt.rules';
import { TitledSection } from '@/components/ui/titled-section';
import { ActionButton } from '@/components/ui/action-button';

/** China mode on Android (seed 001 §1, §4): recommends Chrome or Edge; dismissal is stored. */
export default function ChromePromptBanner({ actor }: { actor: ActorRefFrom<typeof chromePromptMachine> }) {
  const { t } = useTranslation('common');
  return (
    <TitledSection
      className="chrome-prompt"
      title={t('chrome_prompt.title')}
      titleClassName="visually-hidden"
    >
      <p className="chrome-prompt__text">{t('chrome_prompt.message')}</p>
      <div className="consent-banner__actions">
        <a className="button button--accent" href={chromeIntentUrl(window.location.href)}>
          {t('chrome_prompt.open_in_chrome')}
        </a>
        <ActionButton
          label={t('chrome_prompt.dismiss')}
          onClick={() => actor.send({ type: 'CHROME_PROMPT.DISMISS' })}
        />
      </div>
    </TitledSection>
  );
}
