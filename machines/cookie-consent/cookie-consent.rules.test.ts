import { describe, expect, it } from 'vitest';
import { isConsentExemptPath, loadableScripts, trackingSettingsFrom } from './cookie-consent.rules';
import {
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_NAME,
  NON_ESSENTIAL_COOKIE_MAX_DAYS,
} from './cookie-consent.types';

const NONE = { id: null, src: null };

describe('cookie consent rules', () => {
  it('seed 001 §4, §9: the choice is kept in the cookie cookies.consent for 365 days; non-essential cookies within 6 months', () => {
    expect(CONSENT_COOKIE_NAME).toBe('cookies.consent');
    expect(CONSENT_COOKIE_DAYS).toBe(365);
    expect(NON_ESSENTIAL_COOKIE_MAX_DAYS).toBe(182);
  });

  it.each([
    ['/privacy-policy', true],
    ['/cookies-policy', true],
    ['/privacy-policy/', true],
    ['/cookies-policy//', true],
    ['/', false],
    ['', false],
    ['/account', false],
    ['/privacy-policy-old', false],
    ['/en/cookies-policy', false],
  ])(
    'seed 001 §2: the banner is not shown on /privacy-policy and /cookies-policy (%j → exempt %s)',
    (path, exempt) => {
      expect(isConsentExemptPath(path)).toBe(exempt);
    },
  );

  it('docs/decisions.md "Cookie consent, tracking and app prompts": the scripts are custom.analyticsId + analyticsScript and custom.marketingId + marketingScript', () => {
    expect(
      trackingSettingsFrom({
        analyticsId: 'SC-ANALYTICS-1',
        analyticsScript: '/__tracking/analytics.js',
        marketingId: 'SC-MARKETING-1',
        marketingScript: '/__tracking/marketing.js',
        googlePlayUrl: 'https://play.example/app',
      }),
    ).toEqual({
      analytics: { id: 'SC-ANALYTICS-1', src: '/__tracking/analytics.js' },
      marketing: { id: 'SC-MARKETING-1', src: '/__tracking/marketing.js' },
    });
  });

  it('seed 001 §4: a blank, padded or non-text value is no value (a script loads only when its id and script exist)', () => {
    expect(
      trackingSettingsFrom({
        analyticsId: '  SC-A  ',
        analyticsScript: ' /a.js ',
        marketingId: '   ',
        marketingScript: 42,
      }),
    ).toEqual({ analytics: { id: 'SC-A', src: '/a.js' }, marketing: NONE });
    expect(trackingSettingsFrom({ marketingId: '', marketingScript: '/m.js' })).toEqual({
      analytics: NONE,
      marketing: { id: null, src: '/m.js' },
    });
    expect(trackingSettingsFrom(null)).toEqual({ analytics: NONE, marketing: NONE });
    expect(trackingSettingsFrom(undefined)).toEqual({ analytics: NONE, marketing: NONE });
  });

  it('seed 001 §4: accepting loads the marketing and analytics scripts, only those whose id and script both exist', () => {
    const analytics = { id: 'SC-A', src: '/a.js' };
    const marketing = { id: 'SC-M', src: '/m.js' };
    expect(loadableScripts({ analytics, marketing })).toEqual([
      { kind: 'analytics', id: 'SC-A', src: '/a.js' },
      { kind: 'marketing', id: 'SC-M', src: '/m.js' },
    ]);
    expect(loadableScripts({ analytics: { id: 'SC-A', src: null }, marketing })).toEqual([
      { kind: 'marketing', id: 'SC-M', src: '/m.js' },
    ]);
    expect(loadableScripts({ analytics, marketing: { id: null, src: '/m.js' } })).toEqual([
      { kind: 'analytics', id: 'SC-A', src: '/a.js' },
    ]);
    expect(loadableScripts({ analytics: NONE, marketing: NONE })).toEqual([]);
  });
});
