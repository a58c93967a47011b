import { setup } from 'xstate';
import { isAndroid, isChromeOrEdge } from './chrome-prompt.rules';
import type {
  ChromePromptContext,
  ChromePromptEvent,
  ChromePromptInput,
  ChromePromptPlace,
} from './chrome-prompt.types';
import { placeOf } from '../shared/invoke-results';
import { promptEnds, readingPlace, shownUntil } from '../shared/place-prompt';
import type { FlowTypes } from '../shared/flow-types';
import { unprovided } from '../shared/unprovided';

/**
 * The Chrome recommendation (seed 001 §1, §4): only in China mode, on Android, when not dismissed
 * before and the browser is not already Chrome or Edge. Dismissal is stored.
 */
export const chromePromptMachine = setup({
  types: {} as FlowTypes<ChromePromptContext, ChromePromptEvent, string, ChromePromptInput>,
  actors: {
    readPlace: unprovided<ChromePromptPlace>(),
  },
  actions: {
    storeDismissed: () => {},
  },
  guards: {
    notChina: ({ context }) => !context.isChina,
    wasDismissed: (_, params: { place: ChromePromptPlace }) => params.place.dismissed,
    needsChrome: (_, params: { place: ChromePromptPlace }) =>
      isAndroid(params.place.userAgent) && !isChromeOrEdge(params.place.userAgent),
  },
}).createMachine({
  id: 'chromePrompt',
  context: ({ input }) => ({ isChina: input.isChina }),
  initial: 'reading',
  states: {
    reading: readingPlace([
      { guard: 'notChina', target: 'hidden' },
      { guard: { type: 'wasDismissed', params: placeOf }, target: 'dismissed' },
      { guard: { type: 'needsChrome', params: placeOf }, target: 'shown' },
      { target: 'hidden' },
    ]),
    shown: shownUntil('CHROME_PROMPT.DISMISS'),
    ...promptEnds,
  },
});
