import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** What the start button does (mirrors the media-access flow's start action, seed 002 §4). */
export type StartButtonAction =
  'start' | 'continue' | 'buy' | 'complete-subscription' | 'sign-up' | 'hidden' | 'checking' | 'retry';

export type StartWatchingButtonProps = {
  action: StartButtonAction;
  /** Where the button leads: the playing page, choose-offer, the payments page or sign-up. */
  href: string;
  /** 'retry' only: asks again. */
  onRetry?: () => void;
  /** 'continue' only: how far the viewer got, 0..1, shown as a bar in the button. */
  progress?: number | null;
};

const labelKeys = {
  start: 'access.start_watching',
  continue: 'access.continue_watching',
  buy: 'access.buy',
  'complete-subscription': 'access.complete_subscription',
  'sign-up': 'access.sign_up_to_start_watching',
} as const;

/**
 * The start button of a media screen (seed 002 §4): 'start watching' / 'continue watching',
 * 'buy', 'complete your subscription' or 'sign up to start watching'; a waiting button while
 * access is checked; nothing under AVOD without entitlement.
 */
export function StartWatchingButton({ action, href, onRetry, progress }: StartWatchingButtonProps) {
  const { t } = useTranslation('video');
  if (action === 'hidden') return null;
  if (action === 'checking') {
    return (
      <button type="button" className="button button--primary start-button" disabled aria-busy="true">
        {t('access.checking')}
      </button>
    );
  }
  if (action === 'retry') {
    return (
      <span className="start-button__failed">
        <span role="alert">{t('access.check_failed')}</span>
        <button type="button" className="button button--primary start-button" onClick={onRetry}>
          {t('access.try_again')}
        </button>
      </span>
    );
  }
  const played = action === 'continue' && progress ? Math.round(progress * 100) : null;
  return (
    <Link className="button button--primary start-button" to={href}>
      <span aria-hidden="true" className="start-button__icon">
        {action === 'start' || action === 'continue' ? '▶' : null}
      </span>
      {t(labelKeys[action])}
      {played !== null ? (
        <span className="start-button__progress" aria-hidden="true">
          <span style={{ width: `${played}%` }} />
        </span>
      ) : null}
    </Link>
  );
}
