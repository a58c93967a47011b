import { assertEvent, type EventObject, type ExtractEvent } from 'xstate';

/**
 * An invoke's input, read from the event that entered the state: the event is checked to be
 * `type` (a state entered otherwise is a bug and throws), then `pick` takes what the actor needs.
 */
export const fromEvent =
  <TEvent extends EventObject, const TType extends TEvent['type'], TInput>(
    type: TType,
    pick: (event: ExtractEvent<TEvent, TType>) => TInput,
  ) =>
  ({ event }: { event: TEvent }): TInput => {
    assertEvent(event, type);
    return pick(event);
  };
