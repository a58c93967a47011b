import { describe, expect, it } from 'vitest';
import { compileGlob, matchesRoute, parseRoutePattern } from './glob.js';

describe('path globs', () => {
  it('keeps * within one segment', () => {
    const glob = compileGlob('/apps/configs/*.json');
    expect(glob.test('/apps/configs/freeavod.json')).toBe(true);
    expect(glob.test('/apps/configs/a/b.json')).toBe(false);
    expect(glob.test('/apps/configs/freeavod.jsonx')).toBe(false);
  });

  it('lets ** span segments, including none after a slash', () => {
    const glob = compileGlob('/ip-api/**');
    expect(glob.test('/ip-api/json')).toBe(true);
    expect(glob.test('/ip-api/a/b/c')).toBe(true);
    expect(glob.test('/ip-api')).toBe(true);
    expect(glob.test('/ip-apix/json')).toBe(false);
    expect(compileGlob('/v2/**/images').test('/v2/images')).toBe(true);
    expect(compileGlob('/v2/**/images').test('/v2/media/abc/images')).toBe(true);
    expect(compileGlob('/v2/media/**.webp').test('/v2/media/a/images/poster.webp')).toBe(true);
  });

  it('treats other characters literally', () => {
    expect(compileGlob('/.webapp.ini').test('/.webapp.ini')).toBe(true);
    expect(compileGlob('/.webapp.ini').test('/xwebapp.ini')).toBe(false);
    expect(compileGlob('/a+(b)').test('/a+(b)')).toBe(true);
  });

  it('reads an optional method in front of the glob', () => {
    const get = parseRoutePattern('GET /apps/configs/*.json');
    expect(get.method).toBe('GET');
    expect(matchesRoute(get, 'get', '/apps/configs/freeavod.json')).toBe(true);
    expect(matchesRoute(get, 'POST', '/apps/configs/freeavod.json')).toBe(false);

    const any = parseRoutePattern('/.webapp.ini');
    expect(any.method).toBeNull();
    expect(matchesRoute(any, 'PUT', '/.webapp.ini')).toBe(true);
    expect(parseRoutePattern('* /x').method).toBeNull();
  });
});
