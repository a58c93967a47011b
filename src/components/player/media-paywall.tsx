import { PaywallPanel } from '@/components/ui/paywall-panel';
import type { MediaAccessView } from '@/app/flows/media-access.flow';

/**
 * What stands where a player would be without entitlement (seed 002 §4): the media-access flow's
 * paywall, its links and its retry. Render it when `access.paywall` is not 'none'.
 */
export function MediaPaywall({
  access,
  title,
  mode,
  onBack,
}: {
  access: Pick<MediaAccessView, 'paywall' | 'hrefs' | 'recheck'>;
  title: string;
  mode: 'inline' | 'cinema';
  onBack?: () => void;
}) {
  if (access.paywall === 'none') return null;
  return (
    <PaywallPanel
      kind={access.paywall}
      title={title}
      mode={mode}
      onBack={onBack}
      signInHref={access.hrefs.signIn}
      signUpHref={access.hrefs.signUp}
      offersHref={access.paywall === 'subscribe' ? access.hrefs.payments : access.hrefs.offers}
      onRetry={access.recheck}
    />
  );
}
