import type * as VastClientModule from '@dailymotion/vast-client';
import type { AdTrackingEvent, PrerollAd } from '@/domain/playback.types';
import { getAdSchedule } from '../content/ad-schedules';
import type { ContentClient } from '../content/content-client';

type VastModule = typeof VastClientModule;
type Tracker = InstanceType<VastModule['VASTTracker']>;

/** What the player reads of a parsed VAST ad (the client's own types are untyped). */
type VastMediaFile = { fileURL?: unknown; mimeType?: unknown; deliveryType?: unknown };
type VastCreative = { type?: unknown; duration?: unknown; mediaFiles?: unknown };
type VastAd = { id?: unknown; title?: unknown; creatives?: unknown };

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The first linear creative with a progressive MP4 the `<video>` can play. */
function pickLinear(ads: unknown[]): { ad: VastAd; creative: VastCreative; file: string } | null {
  for (const ad of ads as VastAd[]) {
    for (const creative of asArray(ad?.creatives) as VastCreative[]) {
      if (creative?.type !== 'linear') continue;
      const file = (asArray(creative.mediaFiles) as VastMediaFile[]).find(
        (media) => asText(media?.mimeType) === 'video/mp4' && asText(media?.fileURL) !== '',
      );
      if (file) return { ad, creative, file: asText(file.fileURL) };
    }
  }
  return null;
}

/** The pre-roll of a schedule: its break at offset 'pre'. */
export function prerollTag(breaks: readonly { offset: string; tags: string[] }[]): string | null {
  const preroll = breaks.find((entry) => entry.offset === 'pre');
  return preroll?.tags.find((tag) => tag.trim() !== '') ?? null;
}

export type PrerollSession = {
  /** The schedule's pre-roll, ready to play, or null when the schedule has none. */
  load: (adScheduleId: string) => Promise<PrerollAd | null>;
  /** Fires the VAST trackers of the loaded advert (impressions are fired once by the tracker). */
  track: (event: AdTrackingEvent, position?: number) => void;
};

export type PrerollDeps = {
  client: ContentClient;
  /** The VAST client, loaded on demand: only players with an ad schedule pay for it. */
  loadVast?: () => Promise<VastModule>;
};

/**
 * Client-side adverts (seed 000 §7 ad schedules): fetch the schedule (without credentials), take
 * its pre-roll tag, fetch and parse the VAST document, and keep its tracker for the machine's
 * tracking moments. One session per player.
 */
export function createPrerollSession({
  client,
  loadVast = () => import('@dailymotion/vast-client'),
}: PrerollDeps): PrerollSession {
  let tracker: Tracker | null = null;
  return {
    async load(adScheduleId) {
      tracker = null;
      const schedule = await getAdSchedule(client, adScheduleId);
      const tag = prerollTag(schedule.breaks);
      if (!tag) return null;
      const vast = await loadVast();
      const vastClient = new vast.VASTClient();
      const response = (await vastClient.get(tag)) as { ads?: unknown };
      const picked = pickLinear(asArray(response?.ads));
      if (!picked) return null;
      tracker = new vast.VASTTracker(vastClient, picked.ad as never, picked.creative as never);
      const duration = typeof picked.creative.duration === 'number' ? picked.creative.duration : 0;
      return {
        id: asText(picked.ad.id) || 'preroll',
        mediaFileUrl: picked.file,
        duration,
        title: asText(picked.ad.title),
      };
    },
    track(event, position) {
      if (!tracker) return;
      switch (event) {
        case 'impression':
          tracker.trackImpression();
          break;
        case 'progress':
          if (position !== undefined) tracker.setProgress(position);
          break;
        case 'complete':
          tracker.complete();
          break;
        case 'error':
          tracker.error();
          break;
      }
    },
  };
}
