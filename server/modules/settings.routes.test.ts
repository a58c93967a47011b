import { describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-stack.js';
import { DEFAULT_SETTINGS } from './settings.routes.js';

const stack = useTestStack();

describe('settings file (seed 000 §3)', () => {
  it('serves the default settings as plain text', async () => {
    const res = await stack.request('/.webapp.ini');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toBe(DEFAULT_SETTINGS);
    expect(text.split('\n')[0]).toBe('; Statecast settings (seed 000 §3)');
    expect(text).toContain('defaultConfigSource = freeavod');
    for (const id of ['authvod1', 'svodhost', 'svodcomm', 'eventweb', 'invalid0', 'conflict']) {
      expect(text).toContain(`additionalAllowedConfigSources[] = ${id}`);
    }
    expect(text).toContain('UNSAFE_allowAnyConfigSource = false');
    expect(text).toContain('playerLicenseKey = local-stack-licence');
  });

  it('serves what a test put, byte for byte, until it is deleted', async () => {
    const broken = 'this is [not an ini\n';
    expect((await stack.request('/__stack/settings', { method: 'PUT', body: broken })).status).toBe(204);
    expect(await (await stack.request('/.webapp.ini')).text()).toBe(broken);

    expect((await stack.request('/__stack/settings', { method: 'DELETE' })).status).toBe(204);
    expect(await (await stack.request('/.webapp.ini')).text()).toBe(DEFAULT_SETTINGS);
  });
});
