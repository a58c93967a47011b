import { describe, expect, it } from 'vitest';
import { decodeReceiptHtml, readReceipt, ReceiptParseError } from './receipts';
import { inAppProviderOf, statusOfCommerce, statusOfHosted } from './subscription-status';
import { assertFeature, FeatureNotEnabledError } from './subscriptions.types';

describe('subscription statuses (seed 000 §4)', () => {
  const statusOf = { hosted: statusOfHosted, commerce: statusOfCommerce };

  // The hosted platform's action types; the commerce statuses of the seed, anything else terminated.
  it.each([
    ['hosted', 'free-trial', 'active_trial'],
    ['hosted', 'recurrent', 'active'],
    ['hosted', 'canceled', 'cancelled'],
    ['hosted', 'incomplete_expired', 'expired'],
    ['hosted', 'ended', 'expired'],
    ['hosted', 'paused', 'terminated'],
    ['commerce', 'cancelled', 'cancelled'],
    ['commerce', 'active_trial', 'active_trial'],
    ['commerce', 'suspended', 'terminated'],
  ] as const)('maps the %s status %s to %s', (platform, raw, status) => {
    expect(statusOf[platform](raw)).toBe(status);
  });

  it('tells in-app stores by gateway or method (seed 001 §2)', () => {
    expect(inAppProviderOf('apple', 'in-app')).toBe('apple');
    expect(inAppProviderOf(null, 'Google Play')).toBe('google');
    expect(inAppProviderOf('roku')).toBe('roku');
    expect(inAppProviderOf('adyen', 'card')).toBeNull();
  });
});

describe('receipts (seed 001 §2)', () => {
  it('a PDF answer is a blob; a JSON string or envelope is base64 HTML', async () => {
    const pdf = await readReceipt(
      new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    expect(pdf.kind).toBe('pdf');
    const html = btoa('<h1>Receipt T1</h1>');
    expect(await readReceipt(new Response(JSON.stringify(html)))).toEqual({
      kind: 'html-base64',
      data: html,
    });
    expect(await readReceipt(new Response(JSON.stringify({ responseData: html, errors: [] })))).toEqual({
      kind: 'html-base64',
      data: html,
    });
    expect(decodeReceiptHtml(html)).toBe('<h1>Receipt T1</h1>');
  });

  it('anything else is a parse failure carrying its detail', async () => {
    await expect(readReceipt(new Response('{not json'))).rejects.toBeInstanceOf(ReceiptParseError);
    await expect(readReceipt(new Response('{"a":1}'))).rejects.toThrow(/Unexpected receipt/);
    expect(() => decodeReceiptHtml('%%%')).toThrow(ReceiptParseError);
  });
});

describe('feature flags (seed 000 §6)', () => {
  it("fails with '{feature} is not enabled'", () => {
    const flags = { canRenewSubscription: false, canUpdatePaymentMethod: true, canShowReceipts: false };
    expect(() => assertFeature(flags, 'canRenewSubscription')).toThrow(
      new FeatureNotEnabledError('Renew subscription'),
    );
    expect(() => assertFeature(flags, 'canRenewSubscription')).toThrow('Renew subscription is not enabled');
    expect(() => assertFeature(flags, 'canUpdatePaymentMethod')).not.toThrow();
  });
});
