import type { Config, ConfigIssue, Settings } from '@/services/config/config.schemas';
import type { SocialLoginTokens, SocialStateCheck } from './config-source';

export type { SocialLoginTokens };

/** The account and payment back end a config enables (seed 000 §1); more than one fails the start. */
export type Integration = 'hosted' | 'commerce';

/** Which back end signs viewers in: the event site has its own (seed 002 §7). */
export type AccountBackend = Integration | 'own-backend' | null;

/** What the page gives the machine when the app starts. */
export type AppStartInput = {
  /** `app-config` from the query string; null when absent. */
  requestedSource: string | null;
  /** A source chosen earlier through `app-config` and remembered in storage. */
  storedSource: string | null;
  /** The URL hash, read for social sign-in tokens (seed 000 §2). */
  hash: string;
  /** The social sign-in state returned and stored; tokens without a match are refused. */
  socialState?: SocialStateCheck;
};

/** Each failure is its own state; this is what its screen shows. */
export type StartFailure =
  | { code: 'settings-unavailable'; message: 'Unable to load .webapp.ini'; detail: string }
  | { code: 'settings-invalid'; message: 'No usable config sources' }
  | { code: 'config-missing'; message: 'No config location found' }
  | { code: 'config-load-failed'; message: 'Failed to load the config'; detail: string }
  | { code: 'config-invalid'; message: 'Failed to load the config'; detail: string; issues: ConfigIssue[] }
  | { code: 'integration-conflict'; message: 'More than one integration is enabled'; integrations: Integration[] }
  | { code: 'services-failed'; message: 'Failed to initialise services'; detail: string };

export type StartFailureCode = StartFailure['code'];

export type LocationResult = { countryCode: string; isChina: boolean };

/** The error an actor rejects with, as the machine reads it (plain data or an Error subclass). */
export type ActorFailure = { message?: string; kind?: string; issues?: ConfigIssue[]; detail?: string };

export type AppStartContext = {
  requestedSource: string | null;
  storedSource: string | null;
  socialLogin: SocialLoginTokens | null;
  /** Tokens came back in the hash for a sign-in this tab did not start: dropped (issue 16). */
  socialLoginRefused: boolean;
  countryCode: string | null;
  isChina: boolean;
  /** 'Failed to detect user location': reported, not fatal (seed 000 §8). */
  locationError: string | null;
  settings: Settings | null;
  configSource: string | null;
  /** Set when an `app-config` value was refused and the default was used instead. */
  refusedSource: string | null;
  config: Config | null;
  integration: Integration | null;
  accountBackend: AccountBackend;
  failure: StartFailure | null;
  /** How many times the viewer pressed Try again. */
  attempts: number;
};

export type AppStartEvent = { type: 'RETRY' };

/** What a successful start hands to the rest of the app. */
export type AppStartOutput = {
  config: Config;
  settings: Settings;
  integration: Integration | null;
  accountBackend: AccountBackend;
  countryCode: string | null;
  isChina: boolean;
  configSource: string;
  socialLogin: SocialLoginTokens | null;
  socialLoginRefused: boolean;
};

export type LoadConfigInput = { source: string };

export type InitialiseServicesInput = {
  config: Config;
  settings: Settings;
  integration: Integration | null;
  accountBackend: AccountBackend;
  socialLogin: SocialLoginTokens | null;
};
