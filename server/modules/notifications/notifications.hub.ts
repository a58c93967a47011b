/**
 * The realtime channel `notification` (seed 001 §7): who listens to which broadcast event. Kept in
 * memory (connections are not state worth persisting); a reset or a restart drops every listener,
 * which reconnects on its own.
 */

/** One open connection and the broadcast events it asked for. */
export interface Listener {
  readonly events: ReadonlySet<string>;
  /** Who is listening, for the `/__stack/notifications` control (null: a guest). */
  readonly userId: number | null;
  deliver(event: string, data: unknown): void;
  close(): void;
}

export class NotificationHub {
  private readonly listeners = new Set<Listener>();

  add(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends `{ message }` to every listener of `event`; answers how many got it. */
  broadcast(event: string, message: unknown): number {
    let delivered = 0;
    for (const listener of this.listeners) {
      if (!listener.events.has(event)) continue;
      listener.deliver(event, { message });
      delivered += 1;
    }
    return delivered;
  }

  list(): { userId: number | null; events: string[] }[] {
    return [...this.listeners].map((l) => ({ userId: l.userId, events: [...l.events].sort() }));
  }

  /** Ends every connection (a reset looks like a restart to the page). */
  closeAll(): void {
    for (const listener of [...this.listeners]) listener.close();
    this.listeners.clear();
  }
}
