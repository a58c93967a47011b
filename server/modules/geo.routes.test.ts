import { describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-stack.js';

const stack = useTestStack();

const lookup = async () => (await stack.request('/ip-api/json')).json();

describe('IP lookup (seed 000 §7)', () => {
  it('places the viewer in the Netherlands by default', async () => {
    expect(await lookup()).toEqual({
      status: 'success',
      countryCode: 'NL',
      country: 'Netherlands',
      query: '127.0.0.1',
    });
  });

  it('switches country on request and back on delete', async () => {
    const put = await stack.send('PUT', '/__stack/geo', { countryCode: 'cn' });
    expect(await put.json()).toEqual({ countryCode: 'CN', country: 'China' });
    expect(await lookup()).toMatchObject({ countryCode: 'CN', country: 'China' });

    await stack.send('PUT', '/__stack/geo', { countryCode: 'US' });
    expect(await lookup()).toMatchObject({ countryCode: 'US', country: 'United States' });

    await stack.send('DELETE', '/__stack/geo');
    expect(await lookup()).toMatchObject({ countryCode: 'NL', country: 'Netherlands' });
  });

  it('refuses a country code that is not two letters', async () => {
    expect((await stack.send('PUT', '/__stack/geo', { countryCode: 'NLD' })).status).toBe(400);
    expect((await stack.send('PUT', '/__stack/geo', {})).status).toBe(400);
  });
});
