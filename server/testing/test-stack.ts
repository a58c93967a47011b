import { afterEach, beforeEach } from 'vitest';
import { createStackApp, type CreateStackAppOptions, type StackAppHandle } from '../app.js';

export interface TestStack extends StackAppHandle {
  /** In-process request; a path such as `/ip-api/json` is resolved against a dummy origin. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Sends `body` as JSON with the given method. */
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

/**
 * An in-memory stack driven without a socket, for stand-in unit tests. Use `startStack` instead
 * when the test needs a real connection (dropped sockets, compression seen by fetch).
 */
export async function createTestStack(options: CreateStackAppOptions = {}): Promise<TestStack> {
  const handle = await createStackApp({ dataDir: null, ...options });
  const request = async (path: string, init?: RequestInit) => handle.app.request(path, init);
  return {
    ...handle,
    request,
    send: (method, path, body) =>
      request(path, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      }),
  };
}

/**
 * A fresh in-memory stack for each test of the file or `describe` block it is called in, closed
 * after the test. The value it returns stands for the stack of the test that is running.
 */
export function useTestStack(options: CreateStackAppOptions = {}): TestStack {
  let current: TestStack | undefined;
  beforeEach(async () => {
    current = await createTestStack(options);
  });
  afterEach(() => current?.close());
  return new Proxy({} as TestStack, {
    get(_target, key) {
      if (!current) throw new Error('The test stack exists only while a test runs.');
      return Reflect.get(current, key) as unknown;
    },
  });
}
