import { fromPromise } from 'xstate';
import { liveGuideMachine } from '@machines/live-guide/live-guide.machine';
import type { GuideSchedules, LoadSchedulesInput, WatchQuery } from '@machines/live-guide/live-guide.types';
import type { ContentClient } from '@/services/content/content-client';
import { getChannelSchedule, toEpgChannel, type EpgChannel } from '@/services/content/epg';
import type { MediaItem } from '@/domain/media.types';
import { getPlaylist } from '@/services/content/playlists';

/** Every channel's guide failed: there is nothing to show but the error and Try again. */
export class GuideUnavailableError extends Error {
  override name = 'GuideUnavailableError';
  constructor(readonly reasons: unknown[]) {
    super('No programme guide could be loaded');
  }
}

export type LiveGuideDeps = {
  client: ContentClient;
  /** Titles and descriptions in this language where the guide has them. */
  language?: string;
  /** The live playlist's channels when the page already has them; else the playlist is fetched. */
  channels?: readonly MediaItem[];
  /** Puts a watch request into the URL (seed 002 §2). */
  navigate: (query: WatchQuery) => void;
};

/**
 * The schedules of a live playlist's channels (seed 000 §7: each channel's scheduleUrl, with
 * API-KEY when it has a schedule token). One failing guide leaves its channel empty and marked
 * unavailable; only when every guide fails does loading fail.
 */
export async function loadGuideSchedules(
  deps: Pick<LiveGuideDeps, 'client' | 'language' | 'channels'>,
  playlistId: string,
): Promise<GuideSchedules> {
  const options = { language: deps.language };
  const items = deps.channels ?? (await getPlaylist(deps.client, playlistId, options)).playlist;
  const results = await Promise.allSettled(
    items.map((item) => getChannelSchedule(deps.client, item, options)),
  );
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (items.length > 0 && failures.length === items.length) throw new GuideUnavailableError(failures);
  const channels: EpgChannel[] = [];
  const unavailableChannelIds: string[] = [];
  results.forEach((result, index) => {
    const item = items[index] as MediaItem;
    if (result.status === 'fulfilled') {
      channels.push(result.value);
    } else {
      channels.push(toEpgChannel(item));
      unavailableChannelIds.push(item.mediaid);
    }
  });
  return { channels, unavailableChannelIds };
}

/** The clock the guide reads (the machine never reads the system clock in a guard). */
export const systemNow = (): number => Date.now();

/** The live guide with its real side effects. */
export function provideLiveGuide(deps: LiveGuideDeps) {
  return liveGuideMachine.provide({
    actors: {
      loadSchedules: fromPromise<GuideSchedules, LoadSchedulesInput>(({ input }) =>
        loadGuideSchedules(deps, input.playlistId),
      ),
    },
    actions: {
      navigate: (_, { query }) => {
        if (query) deps.navigate(query);
      },
    },
  });
}
