import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { chromePromptMachine } from '@machines/chrome-prompt/chrome-prompt.machine';
import { chromeIntentUrl } from '@machines/chrome-prompt/chrome-prompt.rules';

/** China mode on Android (seed 001 §1, §4): recommends Chrome or Edge; dismissal is stored. */
export default function ChromePromptBanner({ actor }: { actor: ActorRefFrom<typeof chromePromptMachine> }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <section className="chrome-prompt" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('chrome_prompt.title')}
      </h2>
      <p className="chrome-prompt__text">{t('chrome_prompt.message')}</p>
      <div className="consent-banner__actions">
        <a className="button button--accent" href={chromeIntentUrl(window.location.href)}>
          {t('chrome_prompt.open_in_chrome')}
        </a>
        <button type="button" className="button" onClick={() => actor.send({ type: 'CHROME_PROMPT.DISMISS' })}>
          {t('chrome_prompt.dismiss')}
        </button>
      </div>
    </section>
  );
}
