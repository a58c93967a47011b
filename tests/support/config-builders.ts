import type { Config, Settings } from '@/services/config/config.schemas';

/** A validated config as the config service returns it: ad-supported, no integration. */
export function buildConfig(overrides: Partial<Config> = {}): Config {
  return {
    id: 'freeavod',
    siteId: 'sc-free',
    siteName: 'Statecast Free',
    description: 'Statecast, ad-supported',
    assets: {},
    content: [],
    menu: [
      { label: 'Movies', contentId: 'movies01' },
      { label: 'Series', contentId: 'series01' },
      { label: 'Live', contentId: 'live0001' },
    ],
    styling: {},
    features: {},
    integrations: {},
    custom: {},
    contentProtection: { accessModel: 'free' },
    accessModel: 'AVOD',
    isEventSite: false,
    ...overrides,
  };
}

/** Settings as the settings service returns them: the local stack's default file. */
export function buildSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    defaultConfigSource: 'freeavod',
    additionalAllowedConfigSources: ['authvod1', 'svodhost', 'svodcomm', 'eventweb', 'invalid0', 'conflict'],
    UNSAFE_allowAnyConfigSource: false,
    allowInspector: true,
    ...overrides,
  };
}
