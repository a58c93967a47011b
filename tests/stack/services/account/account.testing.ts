/**
 * Test support for the stack tests of the account services and their flows: the local stack in
 * process, reached through a fetch that records every call. No app code imports this file.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { createTestStack, type TestStack } from '../../../../server/testing/test-stack';
import type { FetchLike } from '@/services/http/http';
import { createMemoryStorage } from '@/services/account/token-store';
import {
  AccountError,
  type AccountService,
  type LoginInput,
  type RegisterInput,
} from '@/services/account/account.types';
import type { AccountBackendBundle } from '@/services/account/session-driver';
import {
  createCommerceAccount,
  type CommerceAccountOptions,
} from '@/services/account/commerce/commerce-account';
import { createHostedAccount, type HostedAccountOptions } from '@/services/account/hosted/hosted-account';
import {
  createOwnBackendAccount,
  type OwnBackendAccountOptions,
} from '@/services/account/own-backend/own-backend-account';

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

/**
 * A fresh test bed for every test of the calling file: created before each test, closed after it.
 * The returned bed reads through to the current one, so helpers declared once at the top of a file
 * reach the stack of the test that runs them.
 */
export function useAccountTestBed(): AccountTestBed {
  let current: AccountTestBed | undefined;
  beforeEach(async () => {
    current = await createAccountTestBed();
  });
  afterEach(() => current?.close());
  const live = () => {
    if (!current) throw new Error('the account test bed exists only while a test runs');
    return current;
  };
  return new Proxy({} as AccountTestBed, { get: (_, key) => Reflect.get(live(), key) });
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

/** The stand-ins' ids: the commerce platform's publisher and the hosted platform's client. */
export const STAND_IN = { publisherId: '105000001', clientId: 'sc-hosted-client' } as const;

/**
 * Each back end's client on the test bed, at the paths the app uses, with the bed's storage,
 * fetch and clock; `options` replace any of them (a gate, no storage, another clock).
 */
export const accountsOn = (bed: AccountTestBed) => {
  const base = { storage: bed.storage, fetch: bed.fetch, now: bed.now };
  return {
    commerce: (options: Partial<CommerceAccountOptions> = {}) =>
      createCommerceAccount({ baseUrl: '/commerce', publisherId: STAND_IN.publisherId, ...base, ...options }),
    hosted: (options: Partial<HostedAccountOptions> = {}) =>
      createHostedAccount({ baseUrl: '/hosted', clientId: STAND_IN.clientId, ...base, ...options }),
    ownBackend: (options: Partial<OwnBackendAccountOptions> = {}) =>
      createOwnBackendAccount({ baseUrl: '', ...base, ...options }),
  };
};

/** The stand-in viewer every back end knows, with the demo password. */
export const VIEWER = 'viewer@statecast.test';

/**
 * The stack tests of one back end's client: a fresh bed for each test, `make` for a client on it,
 * and `signedIn` for a client the viewer (or `email`) signed in with; `login` adds what this back
 * end's login takes besides the e-mail and password.
 */
export function accountTests(backend: keyof ReturnType<typeof accountsOn>, login: Partial<LoginInput> = {}) {
  const bed = useAccountTestBed();
  const make = (options: { now?: () => number } = {}) => accountsOn(bed)[backend](options);
  const signedIn = (email = VIEWER, options: { now?: () => number } = {}) =>
    signInWith(make(options), { email, password: DEMO_PASSWORD, ...login });
  return { bed, make, signedIn };
}

/** A minute and an hour of the bed's clock. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Registers this e-mail with the test password and no consents; `more` adds or replaces fields. */
export const registerAs = (service: AccountService, email: string, more: Partial<RegisterInput> = {}) =>
  service.register({ email, password: 'Secret123', consents: [], ...more });

/** What register fails with for this e-mail (and password), with no consents. */
export const registerFailure = (service: AccountService, email: string, password = 'Secret123') =>
  failure(registerAs(service, email, { password }));

/** What login fails with for this e-mail and password. */
export const loginFailure = (service: AccountService, email: string, password: string) =>
  failure(service.login({ email, password }));

/** The new password of the reset tests, as resetPassword takes it (the token or code added). */
export const NEW_PASSWORD = { email: VIEWER, password: 'Another123', passwordConfirmation: 'Another123' };

/** The viewer can sign in with the new password. */
export const expectNewPasswordWorks = (service: AccountService) =>
  expect(service.login({ email: VIEWER, password: NEW_PASSWORD.password })).resolves.toBeTruthy();

/** The stand-in viewer's favorites, in order. */
export const VIEWER_FAVORITES = ['MvAct001', 'SrHarb01', 'EvLive01'];

/** Signs in through the service and keeps the session in its store, as the app does after a login. */
export async function signInWith(account: AccountBackendBundle, input: LoginInput) {
  const result = await account.service.login(input);
  account.session.store.write(result.session);
  return { ...account, result };
}

/** The account error a call fails with; fails the test when the call succeeds or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<AccountError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AccountError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
