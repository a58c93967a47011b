/**
 * What the app's prompts (the app-download dialog and the Chrome recommendation, seed 001 §4)
 * have in common: each starts by reading the place (what the browser says about itself), shows
 * until the viewer dismisses it, stores the dismissal, and then stays dismissed or hidden.
 */

/**
 * Reads the place; `onDone` decides from it. A failed read hides the prompt: without storage a
 * dismissal could not be kept, so it is better not to ask at all.
 */
export const readingPlace = <const OnDone>(onDone: OnDone) =>
  ({
    invoke: { id: 'readPlace', src: 'readPlace', onDone, onError: { target: 'hidden' } },
  }) as const;

/** Shown until `dismiss` arrives, which stores the dismissal. */
export const shownUntil = <const TDismiss extends string>(dismiss: TDismiss) => ({
  on: { [dismiss]: { target: 'dismissed', actions: 'storeDismissed' } } as Record<
    TDismiss,
    { readonly target: 'dismissed'; readonly actions: 'storeDismissed' }
  >,
});

/** Where a prompt rests: dismissed by the viewer, or never to be shown here. */
export const promptEnds = { dismissed: {}, hidden: {} } as const;
