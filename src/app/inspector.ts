import type { InspectionEvent, Observer } from 'xstate';

/** Keys whose values never leave the page unredacted: tokens, passwords, card data, OTP codes. */
const SECRET_KEY = /token|passport|password|secret|jwt|otp|cvc|cvv|card.?number|cardnumber|pan$|expiry|exp(month|year)|authorization|captcha/i;
export const REDACTED = '[redacted]';

function isActorRef(value: object): value is { id: string; sessionId: string } {
  return 'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';
}

/** A copy of `value` with secret fields replaced, actor refs reduced to their id, cycles cut. */
export function redact(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (isActorRef(value)) return { actor: value.id };
  if (typeof Element !== 'undefined' && value instanceof Element) return `[element ${value.tagName.toLowerCase()}]`;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((item) => redact(item, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && item !== null && item !== undefined ? REDACTED : redact(item, seen);
  }
  return out;
}

/** Redacts what the inspector would display: the event and the snapshot's context. */
export function redactInspectionEvent(event: InspectionEvent): InspectionEvent {
  const copy = { ...event } as InspectionEvent & { event?: unknown; snapshot?: unknown };
  if ('event' in event && event.event) copy.event = redact(event.event) as typeof copy.event;
  if ('snapshot' in event && event.snapshot && typeof event.snapshot === 'object') {
    const snapshot = event.snapshot as unknown as Record<string, unknown>;
    copy.snapshot = { ...snapshot, context: redact(snapshot.context), children: undefined };
  }
  return copy;
}

type Loader = () => Promise<Observer<InspectionEvent>>;

/**
 * Buffers inspection events from the moment the root actor is created until the inspector is
 * either attached (its code is loaded lazily, so it never weighs on the home bundle) or refused.
 */
export class InspectionRelay {
  private buffer: InspectionEvent[] = [];
  private target: Observer<InspectionEvent> | null = null;
  private closed = false;
  private static readonly MAX_BUFFER = 5000;

  constructor(private readonly load: Loader) {}

  readonly inspect = (event: InspectionEvent): void => {
    if (this.closed) return;
    const safe = redactInspectionEvent(event);
    if (this.target) this.target.next?.(safe);
    else if (this.buffer.length < InspectionRelay.MAX_BUFFER) this.buffer.push(safe);
  };

  async attach(): Promise<void> {
    if (this.closed || this.target) return;
    const target = await this.load();
    this.target = target;
    for (const event of this.buffer) target.next?.(event);
    this.buffer = [];
  }

  close(): void {
    this.closed = true;
    this.buffer = [];
  }
}

/** The Stately inspector, loaded only when asked for. */
export const loadStatelyInspector: Loader = async () => {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
};
