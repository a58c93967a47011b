import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { toMediaItem } from '@/services/content/media.mappers';
import { mediaItemSchema } from '@/services/content/media.schemas';
import { isMediaLocked, type ViewerAccess } from './media-lock';

const item = (raw: Record<string, unknown> = {}) =>
  toMediaItem(z.parse(mediaItemSchema, { mediaid: 'm1', title: 'Title', ...raw }), {
    host: '',
    now: new Date('2026-01-01T00:00:00Z'),
  });

const viewer = (
  accessModel: ViewerAccess['accessModel'],
  rest: Partial<ViewerAccess> = {},
): ViewerAccess => ({
  accessModel,
  isSignedIn: false,
  hasSubscription: false,
  ...rest,
});

const subscriptionOffers = { productIds: 'cleeng:S100000001_NL,jwp:S1001_4001' };
const premierOffers = { productIds: '!cleeng:C100000101_NL' };

describe('the card lock (seed 000 §6)', () => {
  it('never locks free media: free, requiresSubscription false, or a hub', () => {
    for (const access of [viewer('AVOD'), viewer('AUTHVOD'), viewer('SVOD')]) {
      expect(isMediaLocked(item({ free: 'true', ...premierOffers }), access)).toBe(false);
      expect(isMediaLocked(item({ requiresSubscription: 'false', ...premierOffers }), access)).toBe(false);
      expect(isMediaLocked(item({ contentType: 'hub', ...subscriptionOffers }), access)).toBe(false);
    }
  });

  it('AVOD: media with no offers is free; media with offers is locked', () => {
    expect(isMediaLocked(item(), viewer('AVOD'))).toBe(false);
    expect(isMediaLocked(item(subscriptionOffers), viewer('AVOD'))).toBe(true);
    expect(isMediaLocked(item(premierOffers), viewer('AVOD'))).toBe(true);
  });

  it('AUTHVOD: a signed-in viewer may play media without offers', () => {
    expect(isMediaLocked(item(), viewer('AUTHVOD'))).toBe(true);
    expect(isMediaLocked(item(), viewer('AUTHVOD', { isSignedIn: true }))).toBe(false);
    expect(isMediaLocked(item(subscriptionOffers), viewer('AUTHVOD', { isSignedIn: true }))).toBe(true);
  });

  it('SVOD: a subscriber may play media no premier offer restricts', () => {
    const subscriber = viewer('SVOD', { isSignedIn: true, hasSubscription: true });
    expect(isMediaLocked(item(), subscriber)).toBe(false);
    expect(isMediaLocked(item(subscriptionOffers), subscriber)).toBe(false);
    expect(isMediaLocked(item(premierOffers), subscriber)).toBe(true);
  });

  it('SVOD: without a subscription, or signed out, everything not free is locked', () => {
    expect(isMediaLocked(item(), viewer('SVOD'))).toBe(true);
    expect(isMediaLocked(item(), viewer('SVOD', { isSignedIn: true }))).toBe(true);
    expect(isMediaLocked(item(subscriptionOffers), viewer('SVOD', { hasSubscription: true }))).toBe(true);
  });
});
