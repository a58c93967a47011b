/** A failed invoke's error, as the params of the action or guard that reads it. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A read place (what the browser says about itself), as the params of the guards that judge it. */
export const placeOf = <TPlace>({ event }: { event: { output: TPlace } }) => ({ place: event.output });
