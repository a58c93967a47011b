import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StartWatchingButton } from '@/components/ui/start-watching-button';
import { useProgress } from '@/components/watch-lists/use-watch-history';
import { TrailerModal } from '@/components/player/trailer-modal';
import type { MediaAccessView } from '@/app/flows/media-access.flow';

/**
 * The start button of a media screen (seed 002 §4): 'continue watching' when the item has
 * progress, else what the media-access flow allows.
 */
export function MediaStartButton({
  mediaId,
  access,
  playHref,
}: {
  mediaId: string;
  access: MediaAccessView;
  /** The media page with `play=1`. */
  playHref: string;
}) {
  const progress = useProgress(mediaId);
  const action = access.startAction(progress !== null);
  return (
    <StartWatchingButton
      action={action}
      href={access.startHref(action, playHref)}
      onRetry={access.recheck}
      progress={progress}
    />
  );
}

/** The trailer button and its modal (seed 002 §2: "trailer modal"). */
export function TrailerButton({ trailerId, title }: { trailerId: string; title: string }) {
  const { t } = useTranslation('video');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Back where the viewer was, once the modal has left the page (while it is open, the rest of the
  // page is inert and cannot take focus).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('player.trailer')}
      </button>
      {open ? <TrailerModal trailerId={trailerId} title={title} onClose={close} /> : null}
    </>
  );
}
