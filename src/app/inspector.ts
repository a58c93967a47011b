import type { InspectionEvent, Observer } from 'xstate';

/** The inspector's observer; it redacts what it sends (inspector-redaction.ts). */
type Inspector = { observer: Observer<InspectionEvent> };
type Loader = () => Promise<Inspector>;

/**
 * How many inspection events are kept for the inspector until it is attached and its window has
 * said it is connected. A page that starts is a few hundred events before the window has loaded
 * (app start, the language, the layout's flows, a player): the actors' own `@xstate.actor`
 * registrations come first, and a window that misses them draws no tree.
 */
export const INSPECTION_BUFFER = 5000;

/**
 * Buffers inspection events from the moment the root actor is created until the inspector is
 * either attached or refused. The inspector and the redaction are loaded together, lazily, so
 * neither weighs on the home bundle; nothing leaves the page before it is redacted.
 */
export class InspectionRelay {
  private buffer: InspectionEvent[] = [];
  private target: Inspector | null = null;
  private closed = false;

  constructor(private readonly load: Loader) {}

  readonly inspect = (event: InspectionEvent): void => {
    if (this.closed) return;
    if (this.target) this.target.observer.next?.(event);
    else if (this.buffer.length < INSPECTION_BUFFER) this.buffer.push(event);
  };

  async attach(): Promise<void> {
    if (this.closed || this.target) return;
    const target = await this.load();
    this.target = target;
    for (const event of this.buffer) target.observer.next?.(event);
    this.buffer = [];
  }

  close(): void {
    this.closed = true;
    this.buffer = [];
  }
}

/**
 * The Stately inspector, loaded only when asked for. Redaction is its serializer, so it applies
 * to the very message posted to the inspector window, including the snapshots the inspector
 * reads from actor refs on its own. Until its window says it is connected the inspector holds
 * events back, by default only the last 200: it keeps as many as the relay does, so a window
 * that loads slowly still hears every actor from the first.
 */
export const loadStatelyInspector = async (page: Window = window): Promise<Inspector> => {
  const [{ createBrowserInspector }, { redactOutgoing }] = await Promise.all([
    import('@statelyai/inspect'),
    import('./inspector-redaction'),
  ]);
  return {
    observer: createBrowserInspector({
      window: page,
      serialize: redactOutgoing,
      maxDeferredEvents: INSPECTION_BUFFER,
    }).inspect,
  };
};
