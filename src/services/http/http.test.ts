import { describe, expect, it } from 'vitest';
import { ApiError, fetchJson, loadFailureCategory, MalformedResponseError, NetworkError } from './http';

describe('fetchJson errors (seed 000 §8)', () => {
  it("carries the server message, or 'Request failed with {status}', with the status as code", async () => {
    const withMessage = () =>
      Promise.resolve(new Response('{"message":"MediaItem not found"}', { status: 404 }));
    await expect(fetchJson('/x', withMessage)).rejects.toEqual(new ApiError('MediaItem not found', 404));
    const withoutMessage = () => Promise.resolve(new Response('<html>', { status: 502 }));
    const error = await fetchJson('/x', withoutMessage).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'api', code: 502, message: 'Request failed with 502' });
  });

  it('takes the first entry of an errors array as the message', async () => {
    const errors = () =>
      Promise.resolve(new Response('{"errors":["Email already used","x"]}', { status: 400 }));
    await expect(fetchJson('/x', errors)).rejects.toMatchObject({ message: 'Email already used', code: 400 });
  });

  it('reports a dropped connection as a network error and a broken body as malformed', async () => {
    await expect(
      fetchJson('/x', () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toBeInstanceOf(NetworkError);
    await expect(fetchJson('/x', () => Promise.resolve(new Response('{"a":')))).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});

describe('loadFailureCategory (seed 002 §8)', () => {
  it.each([
    [new ApiError('MediaItem not found', 404), 'not-found'],
    [new ApiError('Request failed with 401', 401), 'authentication'],
    [new ApiError('Request failed with 403', 403), 'permission'],
    [new ApiError('Request failed with 500', 500), 'server'],
    [new ApiError('Request failed with 400', 400), 'server'],
    [new NetworkError(), 'network'],
    [new MalformedResponseError('bad body'), 'server'],
    [new Error('anything else'), 'server'],
  ] as const)('%s is %s', (error, category) => {
    expect(loadFailureCategory(error)).toBe(category);
  });
});
