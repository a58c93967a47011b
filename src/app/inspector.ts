import type { InspectionEvent, Observer } from 'xstate';

/** The inspector's observer; it redacts what it sends (inspector-redaction.ts). */
type Inspector = { observer: Observer<InspectionEvent> };
type Loader = () => Promise<Inspector>;

/**
 * Buffers inspection events from the moment the root actor is created until the inspector is
 * either attached or refused. The inspector and the redaction are loaded together, lazily, so
 * neither weighs on the home bundle; nothing leaves the page before it is redacted.
 */
export class InspectionRelay {
  private buffer: InspectionEvent[] = [];
  private target: Inspector | null = null;
  private closed = false;
  private static readonly MAX_BUFFER = 5000;

  constructor(private readonly load: Loader) {}

  readonly inspect = (event: InspectionEvent): void => {
    if (this.closed) return;
    if (this.target) this.target.observer.next?.(event);
    else if (this.buffer.length < InspectionRelay.MAX_BUFFER) this.buffer.push(event);
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
 * reads from actor refs on its own.
 */
export const loadStatelyInspector: Loader = async () => {
  const [{ createBrowserInspector }, { redactOutgoing }] = await Promise.all([
    import('@statelyai/inspect'),
    import('./inspector-redaction'),
  ]);
  return { observer: createBrowserInspector({ serialize: redactOutgoing }).inspect };
};
