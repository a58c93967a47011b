import { describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-stack.js';

const stack = useTestStack();

describe('images', () => {
  it.each(['logo.svg', 'logo-games.svg'])('serves %s with a title', async (name) => {
    const res = await stack.request(`/images/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toMatch(/<title[^>]*>Statecast( Games)?<\/title>/);
  });

  it('answers 404 for a missing image', async () => {
    expect((await stack.request('/images/none.png')).status).toBe(404);
  });
});
