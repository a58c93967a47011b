import type { SnapshotFrom } from 'xstate';
import type { playerMachine } from './player.machine';
import type { NextItem, PlayerErrorKind } from './player.types';

export type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

/** Where the player is, as the view tells its states apart. */
export type PlayerPhase =
  | 'loading'
  | 'scheduled'
  | 'blocked'
  | 'error'
  | 'ad'
  | 'ready'
  | 'playing'
  | 'paused'
  | 'buffering'
  | 'ended'
  | 'next';

/** The panel shown over the player instead of the picture. */
export type PlayerMessage =
  | { kind: 'scheduled'; startsAt: number | null }
  | { kind: 'geo'; customMessage: string | null }
  | { kind: 'unauthorized' }
  | { kind: 'error'; error: PlayerErrorKind; code: number | null };

/** Everything the player view renders, derived from one snapshot. */
export type PlayerView = {
  phase: PlayerPhase;
  message: PlayerMessage | null;
  /** Retry is offered (seed 002 §4: on player errors, never for scheduled media). */
  canRetry: boolean;
  /** The content controls (play, pause, seek) are offered. */
  showControls: boolean;
  /** A spinner: loading, checking or buffering. */
  isLoading: boolean;
  /** Playing or about to play (the button shows Pause). */
  isPlaying: boolean;
  /** The big play button over the picture before the first start. */
  showStartButton: boolean;
  inAd: boolean;
  /** Seconds left of the advert. */
  adRemaining: number;
  position: number;
  duration: number;
  live: boolean;
  muted: boolean;
  /** The next item a Next button leads to: only when it plays (seed 002 §4). */
  next: NextItem | null;
};

const contentPhases = ['ready', 'playing', 'paused', 'buffering', 'ended'] as const;

function phaseOf(snapshot: PlayerSnapshot): PlayerPhase {
  if (snapshot.matches('next')) return 'next';
  if (snapshot.matches('scheduled')) return 'scheduled';
  if (snapshot.matches('blocked')) return 'blocked';
  if (snapshot.matches('error')) return 'error';
  if (snapshot.matches({ session: 'ad' })) return 'ad';
  for (const phase of contentPhases) {
    if (snapshot.matches({ session: { content: phase } })) return phase;
  }
  return 'loading';
}

function messageOf(snapshot: PlayerSnapshot): PlayerMessage | null {
  const { context } = snapshot;
  if (snapshot.matches('scheduled')) return { kind: 'scheduled', startsAt: context.item.scheduledStart };
  if (snapshot.matches({ blocked: 'geo' })) return { kind: 'geo', customMessage: context.blockedMessage };
  if (snapshot.matches({ blocked: 'unauthorized' })) return { kind: 'unauthorized' };
  if (snapshot.matches('error')) {
    return { kind: 'error', error: context.error?.kind ?? 'playback', code: context.error?.code ?? null };
  }
  return null;
}

/** The player view model of a snapshot. */
export function selectPlayerView(snapshot: PlayerSnapshot): PlayerView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const canNext = snapshot.can({ type: 'NEXT' });
  return {
    phase,
    message: messageOf(snapshot),
    canRetry: snapshot.can({ type: 'RETRY' }),
    showControls: snapshot.hasTag('controls'),
    isLoading: snapshot.hasTag('loading'),
    isPlaying: phase === 'playing' || phase === 'buffering',
    showStartButton: phase === 'ready',
    inAd: snapshot.hasTag('ad'),
    adRemaining: context.ad ? Math.max(0, Math.ceil(context.ad.duration - context.adPosition)) : 0,
    position: context.position,
    duration: context.duration,
    live: context.item.live,
    muted: context.muted,
    next: canNext ? context.next : null,
  };
}

/** Two views render the same: lets `useSelector` skip renders between time updates that change nothing shown. */
export function samePlayerView(a: PlayerView, b: PlayerView): boolean {
  return (
    a.phase === b.phase &&
    a.message?.kind === b.message?.kind &&
    JSON.stringify(a.message) === JSON.stringify(b.message) &&
    a.canRetry === b.canRetry &&
    a.showControls === b.showControls &&
    a.isLoading === b.isLoading &&
    a.inAd === b.inAd &&
    a.adRemaining === b.adRemaining &&
    Math.floor(a.position) === Math.floor(b.position) &&
    a.duration === b.duration &&
    a.live === b.live &&
    a.muted === b.muted &&
    a.next?.mediaId === b.next?.mediaId
  );
}
