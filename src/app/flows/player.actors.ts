import { fromCallback, fromPromise } from 'xstate';
import { codeForFailure } from '@machines/player/player-errors';
import { playerMachine } from '@machines/player/player.machine';
import type {
  CheckAccessInput,
  LoadPrerollInput,
  MediaAdapterInput,
  MediaCommand,
  PrerollAd,
} from '@machines/player/player.types';
import type { FetchLike } from '@/services/http/http';
import {
  createMediaAdapter,
  type MediaAdapterDeps,
  type MediaElements,
} from '@/services/player/media-adapter';
import { checkPlaybackAccess } from '@/services/player/playback-access';
import type { PrerollSession } from '@/services/player/preroll';

/** What the page hears from the player (watch progress hooks in here, seed 002 §4). */
export type PlayerCallbacks = {
  onTimeUpdate?: (position: number, duration: number) => void;
  onPlay?: () => void;
  onPause?: () => void;
  onEnded?: () => void;
  /** The player hands over to the next item (it is not scheduled, seed 002 §4). */
  onNext?: (mediaId: string) => void;
};

export type PlayerDeps = {
  /** The player's `<video>` elements; read when playback starts, never stored in the machine. */
  getElements: () => MediaElements | null;
  fetch: FetchLike;
  preroll: PrerollSession;
  /** The newest callbacks (the page may pass new ones on every render). */
  callbacks: () => PlayerCallbacks;
  adapter?: Omit<MediaAdapterDeps, 'codeFor'>;
};

/** The player machine with its real side effects: the media adapter, the access check, adverts. */
export function providePlayer(deps: PlayerDeps) {
  return playerMachine.provide({
    actors: {
      mediaElement: fromCallback<MediaCommand, MediaAdapterInput>(({ input, receive, sendBack }) => {
        const elements = deps.getElements();
        if (!elements) {
          // The player was taken off the page before playback started: nothing to drive.
          return () => {};
        }
        const adapter = createMediaAdapter(elements, input, sendBack, {
          ...deps.adapter,
          codeFor: codeForFailure,
        });
        receive((command) => adapter.send(command));
        return () => adapter.destroy();
      }),
      checkAccess: fromPromise<void, CheckAccessInput>(({ input }) => checkPlaybackAccess(deps.fetch, input)),
      loadPreroll: fromPromise<PrerollAd | null, LoadPrerollInput>(({ input }) =>
        deps.preroll.load(input.adScheduleId),
      ),
    },
    actions: {
      notifyTimeUpdate: (_, { position, duration }) => deps.callbacks().onTimeUpdate?.(position, duration),
      notifyPlay: () => deps.callbacks().onPlay?.(),
      notifyPause: () => deps.callbacks().onPause?.(),
      notifyEnded: () => deps.callbacks().onEnded?.(),
      trackAd: (_, { event, position }) => deps.preroll.track(event, position),
      announceNext: (_, { mediaId }) => deps.callbacks().onNext?.(mediaId),
    },
  });
}
