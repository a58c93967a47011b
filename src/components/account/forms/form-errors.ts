import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { FailureMessages, Message } from '@/components/account/failure-messages';

/**
 * The error a field shows: what the form found wrong first, else what the back end said about it
 * (through the machine). Both are messages the page translates.
 */
export function fieldMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  server: FailureMessages,
  name: keyof T & string,
): Message | string | null {
  const own = errors[name]?.message;
  if (typeof own === 'string' && own) return own;
  return server.fields[name] ?? null;
}
