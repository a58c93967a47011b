import type { AccountErrorCode, AccountErrorField } from '@/services/account/account.types';

/**
 * A failed account call as the sign-in flows keep it: plain data (the inspector and the model
 * tests see it as JSON), with the seed's mapping already made by the account service.
 */
export type FlowFailure = {
  code: AccountErrorCode;
  field: AccountErrorField | null;
  /** What to show when no translation applies: the server's text or the seed's message. */
  message: string;
  /** The raw server answer, for the rules that match on it. */
  serverMessage: string | null;
  /** Own back end field errors (seed 001 §8: shown per field, joined by commas). */
  fieldErrors: string[];
};

type FailureLike = {
  kind?: unknown;
  code?: unknown;
  field?: unknown;
  message?: unknown;
  serverMessage?: unknown;
  fieldErrors?: unknown;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * Reads what an account actor rejected with: an `AccountError` (or its plain copy), a network
 * failure, or anything else, which becomes a `server` failure carrying its message.
 */
export function toFlowFailure(error: unknown): FlowFailure {
  const e = (error && typeof error === 'object' ? error : { message: String(error) }) as FailureLike;
  const message = text(e.message) ?? 'Unknown error';
  if (e.kind === 'account' && typeof e.code === 'string') {
    return {
      code: e.code as AccountErrorCode,
      field: (text(e.field) as AccountErrorField | null) ?? null,
      message,
      serverMessage: text(e.serverMessage),
      fieldErrors: Array.isArray(e.fieldErrors)
        ? e.fieldErrors.filter((x): x is string => typeof x === 'string')
        : [],
    };
  }
  return {
    code: e.kind === 'network' ? 'network' : 'server',
    field: null,
    message,
    serverMessage: null,
    fieldErrors: [],
  };
}

/** The text a toast or form shows for a failure the seed gives no translation for. */
export function failureText(failure: FlowFailure): string {
  if (failure.fieldErrors.length) return failure.fieldErrors.join(', ');
  return failure.serverMessage ?? failure.message;
}

type FailedCall = { event: { error: unknown } };

/** The failure a rejected account call leaves, as the form keeps it. */
export const failureOf = ({ event }: FailedCall): FlowFailure => toFlowFailure(event.error);

/** seed 002 §8: an error toast in the failure's own words. */
export const failureToast = ({ event }: FailedCall): ToastRequest => ({
  kind: 'error',
  text: failureText(toFlowFailure(event.error)),
});

/** A toast the flows ask for: a translated message of the `account` namespace, or server text. */
export type ToastRequest =
  | { kind: 'success' | 'error' | 'info'; key: ToastKey; values?: Record<string, string> }
  | { kind: 'error'; text: string };

/** seed 002 §8 toasts, by key. */
export type ToastKey =
  | 'otp_sent'
  | 'otp_request_failed'
  | 'registration_successful'
  | 'login_error'
  | 'social_state_mismatch'
  | 'otp_verified'
  | 'email_verified'
  | 'password_updated'
  | 'password_set'
  | 'preferences_updated'
  | 'user_updated'
  | 'account_deleted'
  | 'missing_email';
