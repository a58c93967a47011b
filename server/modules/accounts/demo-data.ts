/**
 * Demo identities seeded on every back end (listed in README.md). Media ids name items of the
 * content stand-in's catalogue (server/modules/content/catalogue.data.ts); the account
 * stand-ins store any id, so a renamed item only leaves a dangling favorite.
 */

export const DEMO_PASSWORD = 'Viewer123!';

export const DEMO_MEDIA_IDS = {
  favorites: ['MvAct001', 'SrHarb01', 'EvLive01'],
  /** Two inside the continue-watching window (0.05..0.95, seed 000 §4) and one past it. */
  history: [
    { mediaid: 'MvCom002', progress: 0.42 },
    { mediaid: 'EpHL1E02', progress: 0.75 },
    { mediaid: 'MvThr003', progress: 0.98 },
  ],
} as const;

/** The person behind each social provider's "Continue as ..." button. */
export const SOCIAL_DEMO_USERS = {
  google: { email: 'gemma.google@statecast.test', firstName: 'Gemma', lastName: 'Google' },
  apple: { email: 'adam.apple@statecast.test', firstName: 'Adam', lastName: 'Apple' },
} as const;

export type SocialProvider = keyof typeof SOCIAL_DEMO_USERS;
export const SOCIAL_PROVIDERS = Object.keys(SOCIAL_DEMO_USERS) as SocialProvider[];
export const isSocialProvider = (value: string): value is SocialProvider => value in SOCIAL_DEMO_USERS;

/**
 * Sports offered on the preferences page (`GET /auth/media-preferences`); preferences store
 * their titles (seed 002 §3 "preferences (sports list of titles)").
 */
export const PREFERENCE_SPORTS = [
  'Archery',
  'Beach Handball',
  'Canoe Polo',
  'Climbing',
  'Flying Disc',
  'Ju-Jitsu',
  'Korfball',
  'Orienteering',
  'Powerlifting',
  'Tug of War',
] as const;
