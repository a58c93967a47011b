import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { accountDialogHref, menuEntryHref, paths, toQueryString } from './paths';
import { appRoutes } from './router';

type PathEntry = { path: string; getHref: (...args: never[]) => string };

function entriesOf(node: object): PathEntry[] {
  return Object.values(node).flatMap((value: unknown) => {
    if (value && typeof value === 'object' && 'path' in value && 'getHref' in value)
      return [value as PathEntry];
    return value && typeof value === 'object' ? entriesOf(value) : [];
  });
}

function routePatterns(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePatterns(route.children ?? []),
  ]);
}

describe('paths', () => {
  it('declares each route pattern once', () => {
    const patterns = entriesOf(paths).map((entry) => entry.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('holds every route pattern of seed 000 §2 and seed 002 §2', () => {
    const patterns = entriesOf(paths).map((entry) => entry.path);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/m/:id/*',
        '/p/:id/*',
        '/n/:id/*',
        '/s/:id/*',
        '/q',
        '/q/:term',
        '/o/about',
        '/u',
        '/u/my-account',
        '/u/favorites',
        '/u/payments',
        '/u/*',
        '/federation-embed/:cmsId',
        '/live',
        '/sports',
        '/sports/:slug',
        '/federations',
        '/federations/:slug',
        '/results',
        '/podcasts',
        '/podcasts/:slug',
        '/athletes',
        '/athletes/:slug',
        '/privacy-policy',
        '/terms-of-service',
        '/cookies-policy',
        '/about-twg',
        '/about-iwga',
        '/contact-us',
        '/favorites',
        '/continue-watching',
        '/create-account',
        '/login',
        '/forgot-password',
        '/verify-otp',
        '/reset-password',
        '/preferences',
        '/schedule',
        '/notifications',
        '/profile',
        '*',
      ]),
    );
  });

  it('routes every declared pattern, and nothing else', () => {
    const declared = entriesOf(paths)
      .map((entry) => entry.path)
      .filter((path) => path !== '/');
    expect(routePatterns(appRoutes).sort()).toEqual(declared.sort());
  });

  it('builds media links with the slug and the query of seed 000 §2', () => {
    expect(paths.media.getHref('abc123')).toBe('/m/abc123');
    expect(paths.media.getHref('abc123', { title: 'The Big Match: Part 2!' })).toBe(
      '/m/abc123/the-big-match-part-2',
    );
    expect(paths.media.getHref('abc123', { playlistId: 'MoViEs01', play: true, episodeId: 'ep1' })).toBe(
      '/m/abc123?r=MoViEs01&play=1&e=ep1',
    );
    expect(paths.series.getHref('s1', { episodeId: 'e2' })).toBe('/s/s1?e=e2');
    expect(paths.playlist.getHref('LiVeTv01', { channel: 'ch1', play: true })).toBe(
      '/p/LiVeTv01?channel=ch1&play=1',
    );
  });

  it('leaves "all" out of the athlete filters (seed 002 §2)', () => {
    expect(paths.athletes.getHref({ sport: 'all', country: 'NL' })).toBe('/athletes?country=NL');
    expect(paths.athletes.getHref()).toBe('/athletes');
  });

  it('encodes the e-mail of the reset link (seed 002 §2)', () => {
    expect(paths.resetPassword.getHref({ token: 't1', email: 'a+b@example.com' })).toBe(
      '/reset-password?token=t1&email=a%2Bb%40example.com',
    );
    expect(paths.searchTerm.getHref('rock & roll')).toBe('/q/rock%20%26%20roll');
  });

  it('opens the account dialog on the current page, keeping the rest of the query', () => {
    expect(accountDialogHref({ pathname: '/', search: '' }, 'login')).toBe('/?u=login');
    expect(
      accountDialogHref({ pathname: '/m/x', search: '?r=p1&u=login', hash: '#top' }, 'create-account'),
    ).toBe('/m/x?r=p1&u=create-account#top');
  });

  it('links menu entries by type (seed 000 §3)', () => {
    expect(menuEntryHref({ contentId: 'a', type: 'playlist' })).toBe('/p/a');
    expect(menuEntryHref({ contentId: 'a' })).toBe('/p/a');
    expect(menuEntryHref({ contentId: 'b', type: 'content_list' })).toBe('/n/b');
    expect(menuEntryHref({ contentId: 'c', type: 'media' })).toBe('/m/c');
  });

  it('writes no query string when nothing is set', () => {
    expect(toQueryString({ a: undefined, b: null, c: false, d: '' })).toBe('');
  });
});
