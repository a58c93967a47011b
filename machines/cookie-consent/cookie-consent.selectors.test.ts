import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cookieConsentMachine } from './cookie-consent.machine';
import { selectConsentStatus, selectPreferencesView, selectShowsBanner } from './cookie-consent.selectors';
import type { ConsentChoice, CookieConsentEvent } from './cookie-consent.types';

const SETTINGS = {
  analytics: { id: 'SC-ANALYTICS-1', src: '/__tracking/analytics.js' },
  marketing: { id: 'SC-MARKETING-1', src: '/__tracking/marketing.js' },
};

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The real machine whose cookie read answers `stored` (or never answers, or fails). */
async function consent(
  stored: ConsentChoice | null | 'hang' | 'unreadable',
  ...events: CookieConsentEvent[]
) {
  const actor = createActor(
    cookieConsentMachine.provide({
      actors: {
        readConsent: fromPromise<ConsentChoice | null>(() =>
          stored === 'hang'
            ? new Promise<never>(() => {})
            : stored === 'unreadable'
              ? Promise.reject(new Error('Cookies are blocked'))
              : Promise.resolve(stored),
        ),
      },
      actions: {
        storeConsent: () => {},
        removeConsent: () => {},
        loadScripts: () => {},
        clearNonEssentialCookies: () => {},
        track: () => {},
      },
    }),
    { input: { settings: SETTINGS } },
  );
  actor.start();
  await flush();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('cookie consent selectors', () => {
  it('seed 001 §4: while the cookie is read (or without a machine) the choice is not known yet', async () => {
    expect(selectConsentStatus(undefined)).toBe('reading');
    expect(selectConsentStatus(await consent('hang'))).toBe('reading');
  });

  it('seed 001 §4: the stored choice is unset, accepted or declined', async () => {
    expect(selectConsentStatus(await consent(null))).toBe('unset');
    expect(selectConsentStatus(await consent('unreadable'))).toBe('unset');
    expect(selectConsentStatus(await consent('accepted'))).toBe('accepted');
    expect(selectConsentStatus(await consent('declined'))).toBe('declined');
    expect(selectConsentStatus(await consent(null, { type: 'CONSENT.ACCEPT' }))).toBe('accepted');
    expect(selectConsentStatus(await consent(null, { type: 'CONSENT.DECLINE' }))).toBe('declined');
    expect(selectConsentStatus(await consent('accepted', { type: 'CONSENT.RESET' }))).toBe('unset');
  });

  it('seed 001 §2, §4: the banner asks while consent is unset, never on /privacy-policy or /cookies-policy', async () => {
    const unset = await consent(null);
    expect(selectShowsBanner(unset, '/')).toBe(true);
    expect(selectShowsBanner(unset, '/account')).toBe(true);
    expect(selectShowsBanner(unset, '/privacy-policy')).toBe(false);
    expect(selectShowsBanner(unset, '/cookies-policy')).toBe(false);
    expect(selectShowsBanner(await consent('accepted'), '/')).toBe(false);
    expect(selectShowsBanner(await consent('declined'), '/')).toBe(false);
    expect(selectShowsBanner(await consent('hang'), '/')).toBe(false);
    expect(selectShowsBanner(undefined, '/')).toBe(false);
    expect(selectShowsBanner(await consent('declined', { type: 'CONSENT.RESET' }), '/')).toBe(true);
  });

  it('seed 001 §4, docs/decisions.md "Cookie consent, tracking and app prompts": the preferences dialog changes the choice or resets it', async () => {
    expect(selectPreferencesView(await consent(null))).toEqual({
      status: 'unset',
      canAccept: true,
      canDecline: true,
      canReset: false,
    });
    expect(selectPreferencesView(await consent('accepted'))).toEqual({
      status: 'accepted',
      canAccept: false,
      canDecline: true,
      canReset: true,
    });
    expect(selectPreferencesView(await consent('declined'))).toEqual({
      status: 'declined',
      canAccept: true,
      canDecline: false,
      canReset: true,
    });
    const nothing = { status: 'reading', canAccept: false, canDecline: false, canReset: false };
    expect(selectPreferencesView(await consent('hang'))).toEqual(nothing);
    expect(selectPreferencesView(undefined)).toEqual(nothing);
  });
});
