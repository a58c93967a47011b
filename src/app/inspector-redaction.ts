import type { InspectionEvent } from 'xstate';

/** Keys whose values never leave the page unredacted: tokens, passwords, card data, OTP codes. */
const SECRET_KEY =
  /token|passport|password|secret|jwt|otp|cvc|cvv|card.?number|cardnumber|pan$|expiry|exp(month|year)|authorization|captcha/i;
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
  if (typeof Element !== 'undefined' && value instanceof Element)
    return `[element ${value.tagName.toLowerCase()}]`;
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
