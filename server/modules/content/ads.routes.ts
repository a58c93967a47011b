import type { StackApp, StackContext } from '../../context.js';
import { STUDIO } from './catalogue.data.js';
import { itemForFiles } from './files.routes.js';
import { fail } from './http.js';
import { HLS_TYPE, readMediaFile, ssaiPlaylist } from './media-files.js';

/**
 * Advertising (seed 000 §7 `/v2/advertising/schedules/{id}.json`, fetched without credentials):
 * ad schedules whose breaks point at one VAST document, whose only MediaFile is the committed
 * 5 s advert clip. Impressions and quartiles are reported to a tracking route that answers 204,
 * so browser tests can count them in the request log.
 *
 * Server-side insertion (seed 000 §3 `adDeliveryMethod: ssai`, seed 002 §7): the ad-inserted
 * manifest of an on-demand item, `/v2/sites/{siteId}/media/{id}/ssai.m3u8?ad_config_id=`, as
 * the platform names it, stitches the advert's HLS segments before the content's. The ad config
 * decides the breaks; the stand-in's one ad config has a pre-roll.
 */

export const AD_SCHEDULES: Record<string, { offset: string }[]> = {
  AdScHd01: [{ offset: 'pre' }],
  AdScHd02: [{ offset: 'pre' }, { offset: '50%' }],
};

/** Ad configs of server-side insertion (a config's `adConfig`), by id. */
export const SSAI_AD_CONFIGS: Record<string, { breaks: readonly 'pre'[] }> = {
  AdCnFg01: { breaks: ['pre'] },
};

export const VAST_PATH = '/v2/advertising/vast/preroll.xml';
export const AD_CLIP_SECONDS = 5;

function vastXml(origin: string): string {
  const track = (event: string) => `<![CDATA[${origin}/v2/advertising/vast/track?event=${event}]]>`;
  const size = readMediaFile('ads/preroll.mp4')?.length ?? 0;
  const bitrate = Math.round((size * 8) / AD_CLIP_SECONDS / 1000);
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">
  <Ad id="sc-preroll-1">
    <InLine>
      <AdSystem version="1">Statecast local stack</AdSystem>
      <AdTitle>${STUDIO}: coming soon</AdTitle>
      <Impression id="sc-impression">${track('impression')}</Impression>
      <Creatives>
        <Creative id="sc-creative-1" sequence="1">
          <Linear skipoffset="00:00:03">
            <Duration>00:00:0${AD_CLIP_SECONDS}</Duration>
            <TrackingEvents>
              <Tracking event="start">${track('start')}</Tracking>
              <Tracking event="firstQuartile">${track('firstQuartile')}</Tracking>
              <Tracking event="midpoint">${track('midpoint')}</Tracking>
              <Tracking event="thirdQuartile">${track('thirdQuartile')}</Tracking>
              <Tracking event="complete">${track('complete')}</Tracking>
              <Tracking event="skip">${track('skip')}</Tracking>
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough><![CDATA[${origin}/]]></ClickThrough>
            </VideoClicks>
            <MediaFiles>
              <MediaFile id="sc-preroll-360p" delivery="progressive" type="video/mp4" width="640" height="360" bitrate="${bitrate}" scalable="true" maintainAspectRatio="true"><![CDATA[${origin}/media/ads/preroll.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}

export function registerAdRoutes(app: StackApp, ctx: StackContext): void {
  app.get('/v2/advertising/schedules/:file', (c) => {
    const id = /^([A-Za-z0-9]{8})\.json$/.exec(c.req.param('file'))?.[1];
    const breaks = id ? AD_SCHEDULES[id] : undefined;
    if (!id || !breaks) return fail(c, 404, 'Ad schedule not found');
    const origin = new URL(c.req.url).origin;
    return c.json({
      adscheduleid: id,
      client: 'vast',
      schedule: breaks.map(({ offset }) => ({ offset, tag: `${origin}${VAST_PATH}`, type: 'linear' })),
      vpaidmode: 'disabled',
    });
  });

  app.get(VAST_PATH, (c) =>
    c.body(vastXml(new URL(c.req.url).origin), 200, { 'content-type': 'application/xml; charset=utf-8' }),
  );

  app.get('/v2/advertising/vast/track', (c) => c.body(null, 204));

  // The stream parameters (user_id, passport) ride along; the stand-in reads only the ad config.
  app.get('/v2/sites/:siteId/media/:id/ssai.m3u8', (c) => {
    const adConfigId = c.req.query('ad_config_id');
    if (!adConfigId) return fail(c, 400, 'ad_config_id is required');
    if (!SSAI_AD_CONFIGS[adConfigId]) return fail(c, 404, 'Ad config not found');
    const item = itemForFiles(c, ctx, false);
    if (item instanceof Response) return item;
    return c.body(ssaiPlaylist(item.stream ?? 'testsrc', item.id), 200, {
      'content-type': HLS_TYPE,
      'cache-control': 'no-cache',
    });
  });
}
