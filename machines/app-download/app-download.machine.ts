import { setup } from 'xstate';
import { hasStoreLink, isEmbedPath } from './app-download.rules';
import {
  APP_DOWNLOAD_DELAY_MS,
  type AppDownloadContext,
  type AppDownloadEvent,
  type AppDownloadInput,
  type AppDownloadPlace,
} from './app-download.types';
import { placeOf } from '../shared/invoke-results';
import { promptEnds, readingPlace, shownUntil } from '../shared/place-prompt';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/**
 * The app-download dialog (seed 001 §2, §4, §9): shown 1 s after load unless the dismissed flag
 * is in local storage; closing it sets the flag. Never in China mode (the Chrome recommendation
 * is shown there instead) nor on /federation-embed pages; not at all when the config links no
 * store (docs/decisions.md "App prompts").
 */
export const appDownloadMachine = setup({
  types: {} as FlowTypes<AppDownloadContext, AppDownloadEvent, string, AppDownloadInput>,
  actors: {
    readPlace: unprovided<AppDownloadPlace>(),
  },
  delays: { APP_DOWNLOAD_DELAY: APP_DOWNLOAD_DELAY_MS },
  actions: {
    storeDismissed: () => {},
  },
  guards: {
    isChina: ({ context }) => context.isChina,
    linksNoStore: ({ context }) => !hasStoreLink(context.links),
    wasDismissed: (_, params: { place: AppDownloadPlace }) => params.place.dismissed,
    isEmbedded: (_, params: { place: AppDownloadPlace }) => isEmbedPath(params.place.path),
  },
}).createMachine({
  id: 'appDownload',
  context: ({ input }) => ({ isChina: input.isChina, links: input.links }),
  initial: 'reading',
  states: {
    reading: readingPlace([
      { guard: 'isChina', target: 'hidden' },
      { guard: 'linksNoStore', target: 'hidden' },
      { guard: { type: 'wasDismissed', params: placeOf }, target: 'dismissed' },
      { guard: { type: 'isEmbedded', params: placeOf }, target: 'hidden' },
      { target: 'waiting' },
    ]),
    waiting: {
      after: { APP_DOWNLOAD_DELAY: { target: 'open' } },
    },
    open: shownUntil('APP_DOWNLOAD.DISMISS'),
    ...promptEnds,
  },
});
