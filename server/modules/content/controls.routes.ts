import type { StackApp, StackContext } from '../../context.js';
import { catalogue, getItem } from './catalogue.js';
import { fail } from './http.js';
import { contentState, eventTiming, geoBlockedIds, setGeoBlocked } from './state.js';

/**
 * Test controls of the content stand-in, under `/__stack` so they are never faulted or logged:
 *
 *   GET    /__stack/content                     the catalogue's ids, event states, geo blocks
 *   GET    /__stack/content/geo-block           { mediaIds }
 *   PUT    /__stack/content/geo-block/:mediaId  block the item's media files (403 on HEAD/GET)
 *   DELETE /__stack/content/geo-block/:mediaId  unblock it (a reset unblocks everything)
 */
export function registerControlRoutes(app: StackApp, ctx: StackContext): void {
  app.get('/__stack/content', (c) => {
    const now = ctx.clock.now();
    const { anchor } = contentState(ctx);
    const byKind = (kind: string) =>
      [...catalogue.items.values()].filter((i) => i.kind === kind).map((i) => i.id);
    return c.json({
      anchor: new Date(anchor).toISOString(),
      playlists: [...catalogue.playlists.keys()],
      contentLists: [...catalogue.contentLists.keys()],
      series: [...catalogue.series.keys()],
      channels: byKind('livechannel'),
      events: byKind('liveevent').map((id) => {
        const item = getItem(id);
        const timing = item ? eventTiming(item, anchor, now) : undefined;
        return { id, state: timing?.state };
      }),
      pages: byKind('page'),
      hubs: byKind('hub'),
      protected: [...catalogue.items.values()].filter((i) => i.protected).map((i) => i.id),
      geoBlockingMessages: [...catalogue.items.values()]
        .filter((i) => i.custom.geoBlockingMessage)
        .map((i) => i.id),
      geoBlocked: geoBlockedIds(ctx),
      mediaCount: catalogue.items.size,
    });
  });

  app.get('/__stack/content/geo-block', (c) => c.json({ mediaIds: geoBlockedIds(ctx) }));

  app.put('/__stack/content/geo-block/:mediaId', (c) => {
    const mediaId = c.req.param('mediaId');
    if (!getItem(mediaId)) return fail(c, 404, 'MediaItem not found');
    setGeoBlocked(ctx, mediaId, true);
    return c.json({ mediaId, blocked: true });
  });

  app.delete('/__stack/content/geo-block/:mediaId', (c) => {
    const mediaId = c.req.param('mediaId');
    if (!getItem(mediaId)) return fail(c, 404, 'MediaItem not found');
    setGeoBlocked(ctx, mediaId, false);
    return c.json({ mediaId, blocked: false });
  });
}
