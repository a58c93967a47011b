import type { LoadableScript, TrackedViewer, TrackingEvent } from '@/domain/tracking.types';

export type { LoadableScript, TrackedViewer, TrackingEvent };

/** seed 001 §4, §9: the choice is kept in the cookie `cookies.consent` for 365 days. */
export const CONSENT_COOKIE_NAME = 'cookies.consent';
export const CONSENT_COOKIE_DAYS = 365;
/** seed 001 §4, seed 002 §9: non-essential cookies expire within 6 months (182 days). */
export const NON_ESSENTIAL_COOKIE_MAX_DAYS = 182;

/** What the viewer decided; `unset` until the banner has been answered (seed 001 §4). */
export type ConsentChoice = 'accepted' | 'declined';

/** One third-party script the config names: its account id and the script to load. */
export type ScriptSetting = { id: string | null; src: string | null };

/** The marketing and analytics scripts of the config (seed 002 §7: their ids are not shown). */
export type TrackingSettings = { analytics: ScriptSetting; marketing: ScriptSetting };

export type CookieConsentInput = { settings: TrackingSettings };

export type CookieConsentContext = { settings: TrackingSettings };

export type CookieConsentEvent =
  | { type: 'CONSENT.ACCEPT' }
  | { type: 'CONSENT.DECLINE' }
  /** From the footer's cookie preferences dialog: forget the choice, ask again. */
  | { type: 'CONSENT.RESET' }
  | { type: 'TRACK.PAGE_VIEW'; path: string; viewer: TrackedViewer | null }
  | { type: 'TRACK.CLICK'; path: string; target: string; viewer: TrackedViewer | null };
