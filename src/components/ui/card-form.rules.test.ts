import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseExpiry,
  validateCardForm,
  type CardFormValues,
} from './card-form.rules';

const valid: CardFormValues = {
  holderName: 'Sam Viewer',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
};

describe('card number (seed 001 §5)', () => {
  it('keeps digits only', () => {
    expect(formatCardNumber('4a2-4.2 x')).toBe('4242');
  });
  it('groups 4-4-4-4 and stops at 16 digits', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('55555555555')).toBe('5555 5555 555');
  });
  it('groups amex 4-6-5 and stops at 15 digits', () => {
    expect(cardBrand('3782')).toBe('american-express');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
    expect(formatCardNumber('378282')).toBe('3782 82');
  });
  it('groups diners 4-6-4 and stops at 14 digits', () => {
    expect(cardBrand('3056')).toBe('diners-club');
    expect(formatCardNumber('305693090259041')).toBe('3056 930902 5904');
  });
  it('leaves an empty value empty', () => {
    expect(formatCardNumber('')).toBe('');
  });
});

describe('expiry (seed 001 §5)', () => {
  it('pads a first digit above 1 with 0', () => {
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('2')).toBe('02');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('0')).toBe('0');
  });
  it('clamps a month over 12 to 12', () => {
    expect(formatExpiry('13')).toBe('12');
    expect(formatExpiry('1930')).toBe('12/30');
  });
  it('shows MM/YY, digits only, at most 4 digits', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('083')).toBe('08/3');
    expect(formatExpiry('08/30')).toBe('08/30');
    expect(formatExpiry('08-3099')).toBe('08/30');
    expect(formatExpiry('530')).toBe('05/30');
  });
  it('reads month and year back', () => {
    expect(parseExpiry('08/30')).toEqual({ month: 8, year: 2030 });
    expect(parseExpiry('08/3')).toBeNull();
  });
});

describe('CVC (seed 001 §5)', () => {
  it('keeps digits only, at most 4', () => {
    expect(formatCvc('1a2b3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });
});

describe('card form messages (seed 001 §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a complete, valid card', () => {
    expect(validateCardForm(valid)).toEqual({});
  });
  it('asks for every empty field', () => {
    expect(validateCardForm({ holderName: ' ', cardNumber: '', expiry: '', cvc: '' })).toEqual({
      holderName: 'checkout.field_required',
      cardNumber: 'checkout.field_required',
      expiry: 'checkout.field_required',
      cvc: 'checkout.field_required',
    });
  });
  it('refuses a number that fails Luhn or is too short', () => {
    expect(validateCardForm({ ...valid, cardNumber: '4242 4242 4242 4241' }).cardNumber).toBe(
      'checkout.invalid_card_number',
    );
    expect(validateCardForm({ ...valid, cardNumber: '4242' }).cardNumber).toBe(
      'checkout.invalid_card_number',
    );
  });
  it('refuses an expired or incomplete expiry', () => {
    expect(validateCardForm({ ...valid, expiry: '10/26' }).expiry).toBe('checkout.invalid_card_expiry');
    expect(validateCardForm({ ...valid, expiry: '11/26' }).expiry).toBeUndefined();
    expect(validateCardForm({ ...valid, expiry: '08/3' }).expiry).toBe('checkout.invalid_card_expiry');
  });
  it('checks the CVC against the card type', () => {
    expect(validateCardForm({ ...valid, cvc: '1234' }).cvc).toBe('checkout.invalid_cvc_number');
    const amex = { ...valid, cardNumber: '3782 822463 10005' };
    expect(validateCardForm({ ...amex, cvc: '1234' }).cvc).toBeUndefined();
    expect(validateCardForm({ ...amex, cvc: '123' }).cvc).toBe('checkout.invalid_cvc_number');
  });
});
