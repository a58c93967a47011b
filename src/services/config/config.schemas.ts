import type { AccessModel } from '@/domain/media-lock';
import * as z from 'zod/mini';

/**
 * App config as served at /apps/configs/{id}.json (seed 000 §3), with the rules of seed 000 §5.
 * "Strict" in the seed means every listed rule is enforced; keys the seed does not list (the
 * reference config carries `player`, for instance) are dropped rather than refused.
 */
const nullableString = z.nullish(z.string());

export const contentTypes = ['playlist', 'continue_watching', 'favorites', 'content_list'] as const;
export const menuTypes = ['playlist', 'content_list', 'media'] as const;
export const accessModelValues = ['free', 'freeauth', 'authvod', 'svod'] as const;

const contentEntrySchema = z.object({
  contentId: z.optional(z.string()),
  title: z.optional(z.string()),
  featured: z._default(z.boolean(), false),
  backgroundColor: nullableString,
  type: z.enum(contentTypes),
  custom: z.optional(z.record(z.string(), z.unknown())),
  enableText: z.optional(z.boolean()),
  filterTags: z.optional(z.string()),
});

const menuEntrySchema = z.object({
  label: z.string(),
  contentId: z.string(),
  filterTags: z.optional(z.string()),
  type: z.optional(z.enum(menuTypes)),
  custom: z.optional(z.record(z.string(), z.unknown())),
});

const stylingSchema = z.object({
  backgroundColor: nullableString,
  highlightColor: nullableString,
  headerBackground: nullableString,
  footerText: nullableString,
  dynamicBlur: z.optional(z.boolean()),
  posterFading: z.optional(z.boolean()),
  shelfTitles: z.optional(z.boolean()),
});

const featuresSchema = z.object({
  recommendationsPlaylist: nullableString,
  searchPlaylist: nullableString,
  continueWatchingList: nullableString,
  favoritesList: nullableString,
  enableCasting: z.optional(z.boolean()),
  enableSharing: z.optional(z.boolean()),
});

/** Commerce-platform block (seed 000 §3): useSandbox defaults to true. */
const commerceIntegrationSchema = z.object({
  id: nullableString,
  monthlyOffer: nullableString,
  yearlyOffer: nullableString,
  useSandbox: z._default(z.boolean(), true),
});

/** Hosted-platform block (seed 000 §3): assetId is a number, useSandbox defaults to true. */
const hostedIntegrationSchema = z.object({
  clientId: nullableString,
  assetId: z.nullish(z.number()),
  useSandbox: z._default(z.boolean(), true),
});

const contentProtectionSchema = z.object({
  accessModel: z.enum(accessModelValues),
  // seed 000 §5: drm.defaultPolicyId is required whenever drm is present.
  drm: z.nullish(z.object({ defaultPolicyId: z.string() })),
});

export const configDocumentSchema = z.object({
  id: z.optional(z.string()),
  siteId: z.string(),
  siteName: z.optional(z.string()),
  description: z.string(),
  assets: z._default(z.object({ banner: nullableString }), {}),
  content: z.array(contentEntrySchema),
  menu: z.array(menuEntrySchema),
  styling: z._default(stylingSchema, {}),
  features: z._default(featuresSchema, {}),
  integrations: z._default(
    z.object({
      cleeng: z.nullish(commerceIntegrationSchema),
      jwp: z.nullish(hostedIntegrationSchema),
    }),
    {},
  ),
  custom: z._default(z.record(z.string(), z.unknown()), {}),
  contentProtection: z.nullish(contentProtectionSchema),
  adConfig: nullableString,
  adSchedule: nullableString,
  adScheduleUrls: z.nullish(z.object({ json: nullableString, xml: nullableString })),
  adDeliveryMethod: z.nullish(z.enum(['csai', 'ssai'])),
  analyticsToken: nullableString,
  version: z.optional(z.string()),
});

export type ConfigDocument = z.infer<typeof configDocumentSchema>;
export type ContentEntry = z.infer<typeof contentEntrySchema>;
export type MenuEntry = z.infer<typeof menuEntrySchema>;
export type Styling = z.infer<typeof stylingSchema>;

/** Access models as the app reasons about them (seed 000 §1: default AVOD). */

/** The validated config the app runs on: the document plus what is derived from it. */
export type Config = ConfigDocument & {
  accessModel: AccessModel;
  /** The event site of seed 002 (`custom.eventSite`): own back end for sign-in. */
  isEventSite: boolean;
};

/** One line per broken rule, `path: message`, for the config-invalid screen. */
export type ConfigIssue = { path: string; message: string };

/**
 * Settings file /.webapp.ini (seed 000 §3). `allowInspector` is Statecast's own: it lets a
 * production build attach the Stately inspector behind `?inspect`.
 */
export const settingsSchema = z.object({
  defaultConfigSource: z.optional(z.string()),
  additionalAllowedConfigSources: z._default(z.array(z.string()), []),
  UNSAFE_allowAnyConfigSource: z._default(z.boolean(), false),
  playerId: z.optional(z.string()),
  playerLicenseKey: z.optional(z.string()),
  apiAccessBridgeUrl: z.optional(z.string()),
  allowInspector: z._default(z.boolean(), false),
});

export type Settings = z.infer<typeof settingsSchema>;
