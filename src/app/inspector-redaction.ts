/**
 * What the Stately inspector may see. Everything that leaves the page goes through
 * {@link redactOutgoing}, the inspector's serializer: events, snapshots (the inspector also reads
 * `actorRef.getSnapshot()` itself for new actors), input, output and errors. Secrets are found by
 * key (tokens, passwords, card data, codes) and by value (JWT-shaped strings, URLs and hashes
 * carrying token parameters), at any depth.
 */

/** Keys containing one of these words hold a secret. */
const SECRET_KEY_PART =
  /token|passport|password|passwd|secret|jwt|otp|cvc|cvv|card.?number|security.?code|authorization|captcha|cookie|api.?key|credential|redirect.?result|session.?data|payment.?intent/i;
/** Keys that are a secret on their own (`code` of an OTP form, `number` of a card, `hash` of a URL). */
const SECRET_KEY_EXACT = /^(code|pwd|pass|pin|auth|number|hash|expiry|exp(iry)?(month|year)|encrypted\w*)$/i;
/** Snapshot internals with functions and cycles; nothing a developer reads in the inspector. */
const INTERNAL_KEYS = new Set(['machine', '_nodes', 'historyValue', 'logic', '_parent', 'system']);

const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
/** `token=…`, `refresh_token=…`, `code=…` and the like in a query string or a hash. */
const SECRET_PARAM =
  /([?#&;](?:[\w-]*token|code|password|pwd|redirectResult|payment_intent[\w-]*|sessionData|state)=)[^&#\s"']*/gi;

export const REDACTED = '[redacted]';
const MAX_DEPTH = 16;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY_PART.test(key) || SECRET_KEY_EXACT.test(key);
}

/** A string with JWT-shaped parts and secret URL parameters replaced. */
export function redactString(value: string): string {
  return value.replace(JWT, REDACTED).replace(SECRET_PARAM, `$1${REDACTED}`);
}

function isActorRef(value: object): value is { id: string; sessionId: string } {
  return 'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';
}

/**
 * A plain copy of `value` with secret fields and secret-looking strings replaced, actor refs
 * reduced to their id, functions and snapshot internals left out, cycles cut: safe to post.
 */
export function redact(value: unknown, seen = new WeakSet<object>(), depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[deep]';
  seen.add(value);
  if (isActorRef(value)) return { actor: value.id };
  if (typeof Element !== 'undefined' && value instanceof Element)
    return `[element ${value.tagName.toLowerCase()}]`;
  if (value instanceof Error) return { name: value.name, message: redactString(value.message) };
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Map) return redact(Object.fromEntries(value), seen, depth + 1);
  if (value instanceof Set) return redact([...value], seen, depth + 1);
  if (Array.isArray(value)) return value.map((item) => redact(item, seen, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (INTERNAL_KEYS.has(key)) continue;
    const copy =
      isSecretKey(key) && item !== null && item !== undefined ? REDACTED : redact(item, seen, depth + 1);
    if (copy !== undefined) out[key] = copy;
  }
  return out;
}

/** The inspector's serializer: the whole outgoing message, redacted. */
export function redactOutgoing<T>(event: T): T {
  return redact(event) as T;
}
