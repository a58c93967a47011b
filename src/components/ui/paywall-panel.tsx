import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlayerFrame } from './player-frame';
import { PlayerMessagePanel } from './player-message-panel';

/** Mirrors the media-access flow's paywall kinds (seed 002 §4, §6). */
export type PaywallPanelKind = 'checking' | 'failed' | 'sign-in' | 'offers' | 'subscribe' | 'unavailable';

export type PaywallPanelProps = {
  kind: PaywallPanelKind;
  title: string;
  mode: 'inline' | 'cinema';
  onBack?: () => void;
  signInHref: string;
  signUpHref: string;
  /** choose-offer ('offers') or the payments page ('subscribe'). */
  offersHref: string;
  onRetry: () => void;
};

/**
 * What stands where the player would be without entitlement (seed 002 §4: "Without entitlement
 * the player does not open and offers are shown; a visitor sees a paywall with sign-in or
 * sign-up").
 */
export function PaywallPanel({
  kind,
  title,
  mode,
  onBack,
  signInHref,
  signUpHref,
  offersHref,
  onRetry,
}: PaywallPanelProps) {
  const { t } = useTranslation('video');
  const label = t('player.region', { title });
  if (kind === 'checking') {
    return (
      <PlayerFrame mode={mode} label={label} onBack={onBack}>
        <PlayerMessagePanel role="status" message={t('access.checking')} />
      </PlayerFrame>
    );
  }
  return (
    <PlayerFrame mode={mode} label={label} onBack={onBack}>
      <div className="paywall">
        {kind === 'failed' ? (
          <PlayerMessagePanel role="alert" message={t('access.check_failed')}>
            <button type="button" className="player-message__button" onClick={onRetry}>
              {t('access.try_again')}
            </button>
          </PlayerMessagePanel>
        ) : kind === 'sign-in' ? (
          <PlayerMessagePanel role="status" message={t('access.paywall_visitor')}>
            <div className="paywall__actions">
              <Link className="player-message__button" to={signInHref}>
                {t('access.sign_in')}
              </Link>
              <Link className="player-message__button" to={signUpHref}>
                {t('access.sign_up')}
              </Link>
            </div>
          </PlayerMessagePanel>
        ) : kind === 'offers' ? (
          <PlayerMessagePanel role="status" message={t('access.paywall_offers')}>
            <Link className="player-message__button" to={offersHref}>
              {t('access.buy')}
            </Link>
          </PlayerMessagePanel>
        ) : kind === 'subscribe' ? (
          <PlayerMessagePanel role="status" message={t('access.paywall_subscribe')}>
            <Link className="player-message__button" to={offersHref}>
              {t('access.complete_subscription')}
            </Link>
          </PlayerMessagePanel>
        ) : (
          <PlayerMessagePanel role="status" message={t('access.paywall_unavailable')} />
        )}
      </div>
    </PlayerFrame>
  );
}
