/** seed 002 §9: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1_000;

export type CountdownInput = {
  /** The clock when the card appears (ms since the epoch). */
  now: number;
  /** `countDownDateAndTime` of the home content, or null when the CMS has none. */
  target: number | null;
  /** `endDateAndTime`, or null: then the event never counts as completed. */
  end: number | null;
  /** Shown while the event is ongoing (seed 002 §3 `watchLiveText`), if any. */
  watchLiveText: string | null;
};

export type CountdownContext = CountdownInput;

/** The home content was fetched again with other dates. */
export type CountdownEvent = { type: 'DATES.CHANGE'; target: number | null; end: number | null };
