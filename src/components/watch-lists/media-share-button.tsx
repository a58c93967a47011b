import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCopied, selectSharing } from '@machines/share/share.selectors';
import { browserShareDeps, provideShare } from '@/app/flows/share.actors';
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
  const [share] = useState(() => provideShare(browserShareDeps()));
  const actor = useActorRef(share.logic, { input: share.input });
  const copied = useSelector(actor, selectCopied);
  const busy = useSelector(actor, selectSharing);
  return (
    <ShareButton
      label={t('video:share')}
      copiedLabel={t('video:copied_url')}
      copied={copied}
      busy={busy}
      onShare={() => actor.send({ type: 'SHARE', url: window.location.href, title })}
    />
  );
}
