import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDurationTag, formatScheduledDate } from './media-format';

/** seed 002 §9: the motion thumbnail starts after the pointer has rested on a card for 500 ms. */
export const MOTION_THUMBNAIL_DELAY_MS = 500;

/** What the tag in a card's corner says (seed 002 §2 "Media card"). */
export type MediaCardTag =
  | { kind: 'series'; episodeCount?: number }
  | { kind: 'episode'; seasonNumber?: number; episodeNumber: number }
  | { kind: 'live' }
  | { kind: 'scheduled'; start?: Date }
  | { kind: 'duration'; seconds: number };

export type MediaCardProps = {
  title: string;
  href: string;
  /** The poster, already sized for the card (320 px, 640 px when featured). */
  imageSrc: string;
  tag: MediaCardTag | null;
  /** The viewer cannot play it yet (seed 000 §6); decided by the caller, never here. */
  locked: boolean;
  /** A video/mp4 shown in place of the poster while the pointer rests on the card. */
  motionThumbnailSrc?: string;
  /** Wide card with the title over the poster. */
  featured?: boolean;
  /** The progress bar, when there is watch progress to show. */
  progress?: ReactNode;
  /** The card of the item the page shows (an episode of the series being viewed). */
  current?: boolean;
  /** Shrinks the motion-thumbnail delay in tests. */
  motionDelayMs?: number;
  /** The poster is among the first the page shows: fetched at once, ahead of others (issue 17). */
  priorityImage?: boolean;
};

/** 'S1:E2', or 'E2' without a season. */
export function episodeLabel(seasonNumber: number | undefined, episodeNumber: number): string {
  return seasonNumber === undefined ? `E${episodeNumber}` : `S${seasonNumber}:E${episodeNumber}`;
}

/** The tag's text; null when the card carries none. */
export function useMediaCardTagText(tag: MediaCardTag | null): string | null {
  const { t } = useTranslation(['video']);
  if (!tag) return null;
  switch (tag.kind) {
    case 'series':
      return tag.episodeCount ? t('video:total_episodes', { count: tag.episodeCount }) : t('video:series');
    case 'episode':
      return episodeLabel(tag.seasonNumber, tag.episodeNumber);
    case 'live':
      return t('video:live');
    case 'scheduled':
      return tag.start
        ? t('video:scheduled_at', { date: formatScheduledDate(tag.start) })
        : t('video:scheduled');
    case 'duration':
      return formatDurationTag(tag.seconds);
  }
}

/**
 * A poster card that links to its item. The link is named by the title alone; the tag and the
 * lock describe it, so a screen reader hears "Breakwater, link, 1:44, locked".
 */
export function MediaCard({
  title,
  href,
  imageSrc,
  tag,
  locked,
  motionThumbnailSrc,
  featured = false,
  progress,
  current = false,
  motionDelayMs = MOTION_THUMBNAIL_DELAY_MS,
  priorityImage = false,
}: MediaCardProps) {
  const { t } = useTranslation(['video']);
  const id = useId();
  const tagText = useMediaCardTagText(tag);
  const [showMotion, setShowMotion] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);

  const onPointerEnter = motionThumbnailSrc
    ? () => {
        stopTimer();
        timer.current = setTimeout(() => setShowMotion(true), motionDelayMs);
      }
    : undefined;
  const onPointerLeave = motionThumbnailSrc
    ? () => {
        stopTimer();
        setShowMotion(false);
      }
    : undefined;

  const describedBy = [tagText ? `${id}-tag` : null, locked ? `${id}-lock` : null].filter(Boolean).join(' ');

  return (
    <Link
      className={`media-card${featured ? ' media-card--featured' : ''}${current ? ' media-card--current' : ''}`}
      to={href}
      aria-current={current ? 'true' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy || undefined}
      onMouseEnter={onPointerEnter}
      onMouseLeave={onPointerLeave}
      onFocus={onPointerEnter}
      onBlur={onPointerLeave}
    >
      <span className="media-card__poster">
        <img
          className="media-card__image"
          src={imageSrc}
          alt=""
          loading={priorityImage ? 'eager' : 'lazy'}
          fetchPriority={priorityImage ? 'high' : undefined}
          decoding="async"
        />
        {showMotion && motionThumbnailSrc ? (
          <video
            className="media-card__motion"
            src={motionThumbnailSrc}
            autoPlay
            muted
            loop
            playsInline
            aria-hidden="true"
            data-testid="motion-thumbnail"
          />
        ) : null}
        {tagText ? (
          <span
            id={`${id}-tag`}
            className={`media-card__tag${tag?.kind === 'live' ? ' media-card__tag--live' : ''}`}
          >
            {tagText}
          </span>
        ) : null}
        {locked ? (
          <span id={`${id}-lock`} className="media-card__lock">
            <LockIcon />
            <span className="visually-hidden">{t('video:locked')}</span>
          </span>
        ) : null}
        {progress ? <span className="media-card__progress">{progress}</span> : null}
      </span>
      <span id={`${id}-title`} className="media-card__title">
        {title}
      </span>
    </Link>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}
