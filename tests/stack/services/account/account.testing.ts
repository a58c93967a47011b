/**
 * Test support for the stack tests of the account services and their flows: the local stack in
 * process, reached through a fetch that records every call. No app code imports this file.
 */
import { createTestStack, type TestStack } from '../../../../server/testing/test-stack';
import type { FetchLike } from '@/services/http/http';
import { createMemoryStorage } from '@/services/account/token-store';

export const TEST_BASE_TIME = Date.UTC(2026, 5, 1, 12, 0, 0);
export const DEMO_PASSWORD = 'Viewer123!';

export type RecordedCall = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
};

export type AccountTestBed = {
  stack: TestStack;
  fetch: FetchLike;
  calls: RecordedCall[];
  storage: ReturnType<typeof createMemoryStorage>;
  now: () => number;
  /** Moves the stack's clock (and so `now`) by `ms`. */
  advance(ms: number): void;
  /** Calls to `METHOD /path` (query left out). */
  callsTo(route: string): RecordedCall[];
  close(): void;
};

export async function createAccountTestBed(): Promise<AccountTestBed> {
  // The clients under test play the app at https://app.test (the social page sends tokens only there).
  const stack = await createTestStack({ now: () => TEST_BASE_TIME, allowedOrigins: ['https://app.test'] });
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (input, init = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    calls.push({
      method: (init.method ?? 'GET').toUpperCase(),
      path: input.split('?')[0] ?? input,
      headers,
      body: typeof init.body === 'string' ? init.body : null,
    });
    return stack.request(input, init);
  };
  return {
    stack,
    fetch,
    calls,
    storage: createMemoryStorage(),
    now: () => stack.ctx.clock.now(),
    advance: (ms) => stack.ctx.clock.setOffset(stack.ctx.clock.offsetMs + ms),
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    close: () => stack.close(),
  };
}

/** Injects a fault on the stack (`POST /__stack/faults`). */
export async function fault(
  stack: TestStack,
  spec: { route: string; status?: number; body?: string; times?: number },
): Promise<void> {
  const response = await stack.send('POST', '/__stack/faults', spec);
  if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
}

export async function latestMail(
  stack: TestStack,
  to: string,
): Promise<{ token?: string; otp?: string; link?: string }> {
  const response = await stack.request(`/__stack/mailbox?to=${encodeURIComponent(to)}`);
  const { mails } = (await response.json()) as { mails: { token?: string; otp?: string; link?: string }[] };
  const mail = mails[0];
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}
