/**
 * The browser's cross-tab primitives, simulated for tests of machines that share work between
 * the tabs of one browser (seed 000 §4: a refresh is shared across tabs by broadcast). Delivery
 * is synchronous and in order, so a test is deterministic; what each tab posted and received is
 * kept for assertions.
 */

/** A BroadcastChannel shared by several tabs: a post reaches every other tab, never the sender. */
export class SimulatedChannel<TMessage> {
  private readonly listeners = new Map<string, (message: TMessage) => void>();
  /** Every post, in order, with the tab that sent it. */
  readonly posts: { from: string; message: TMessage }[] = [];
  /** Every delivery, in order. */
  readonly deliveries: { from: string; to: string; message: TMessage }[] = [];

  /** A tab starts listening; returns the function that stops it. */
  listen(tab: string, listener: (message: TMessage) => void): () => void {
    this.listeners.set(tab, listener);
    return () => {
      if (this.listeners.get(tab) === listener) this.listeners.delete(tab);
    };
  }

  post(from: string, message: TMessage): void {
    this.posts.push({ from, message });
    for (const [tab, listener] of [...this.listeners]) {
      if (tab === from) continue;
      this.deliveries.push({ from, to: tab, message });
      listener(message);
    }
  }

  postsBy(tab: string): TMessage[] {
    return this.posts.filter((p) => p.from === tab).map((p) => p.message);
  }

  receivedBy(tab: string): TMessage[] {
    return this.deliveries.filter((d) => d.to === tab).map((d) => d.message);
  }
}

/**
 * A Web Lock (`navigator.locks.request(name, …)`) shared by several tabs: one holder at a time,
 * the others granted in the order they asked once it is released.
 */
export class SimulatedLock {
  private holder: string | null = null;
  private readonly waiting: { tab: string; granted: () => void }[] = [];
  /** Every grant, in order. */
  readonly grants: string[] = [];

  /** Asks for the lock; `granted` runs now or when the lock comes free. Returns the release. */
  request(tab: string, granted: () => void): () => void {
    const entry = { tab, granted };
    if (this.holder === null) this.grant(entry);
    else this.waiting.push(entry);
    return () => this.release(tab, entry);
  }

  get heldBy(): string | null {
    return this.holder;
  }

  private grant(entry: { tab: string; granted: () => void }) {
    this.holder = entry.tab;
    this.grants.push(entry.tab);
    entry.granted();
  }

  private release(tab: string, entry: { tab: string; granted: () => void }) {
    const queued = this.waiting.indexOf(entry);
    if (queued >= 0) {
      this.waiting.splice(queued, 1);
      return;
    }
    if (this.holder !== tab) return;
    this.holder = null;
    const next = this.waiting.shift();
    if (next) this.grant(next);
  }
}
