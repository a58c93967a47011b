import { useTranslation } from 'react-i18next';
import { useShareFlow } from '@/app/flows/share.flow';
import { useStartedApp } from '@/app/providers';
import { ShareButton } from '@/components/ui/share-button';

export type MediaShareButtonProps = {
  /** The title the native share dialog shows. */
  title: string;
};

/**
 * Share for a media page (seed 002 §4): the native share dialog when the browser has one, else the
 * page address is copied and 'copied' shows for 2 s. Only when the config enables sharing
 * (seed 000 §3 features.enableSharing).
 */
export function MediaShareButton({ title }: MediaShareButtonProps) {
  const { config } = useStartedApp();
  if (!config.features.enableSharing) return null;
  return <ConnectedShareButton title={title} />;
}

function ConnectedShareButton({ title }: MediaShareButtonProps) {
  const { t } = useTranslation(['video']);
  const { copied, busy, share } = useShareFlow();
  return (
    <ShareButton
      label={t('video:share')}
      copiedLabel={t('video:copied_url')}
      copied={copied}
      busy={busy}
      onShare={() => share(window.location.href, title)}
    />
  );
}
