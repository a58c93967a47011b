import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseExpiry,
  validateCardForm,
  type CardFormValues,
} from './card-form.rules';
import { fixDate } from './fixed-date.testing';

const valid: CardFormValues = {
  holderName: 'Sam Viewer',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
};

const FORMAT = { 'card number': formatCardNumber, expiry: formatExpiry, CVC: formatCvc };

describe('what each field keeps while typing (seed 001 §5)', () => {
  it.each<[keyof typeof FORMAT, string, string, string]>([
    ['card number', 'keeps digits only', '4a2-4.2 x', '4242'],
    ['card number', 'groups 4-4-4-4 and stops at 16 digits', '4242424242424242999', '4242 4242 4242 4242'],
    ['card number', 'groups 4-4-4-4 and stops at 16 digits', '55555555555', '5555 5555 555'],
    ['card number', 'groups amex 4-6-5 and stops at 15 digits', '3782822463100059', '3782 822463 10005'],
    ['card number', 'groups amex 4-6-5 and stops at 15 digits', '378282', '3782 82'],
    ['card number', 'groups diners 4-6-4 and stops at 14 digits', '305693090259041', '3056 930902 5904'],
    ['card number', 'leaves an empty value empty', '', ''],
    ['expiry', 'pads a first digit above 1 with 0', '5', '05'],
    ['expiry', 'pads a first digit above 1 with 0', '2', '02'],
    ['expiry', 'pads a first digit above 1 with 0', '1', '1'],
    ['expiry', 'pads a first digit above 1 with 0', '0', '0'],
    ['expiry', 'clamps a month over 12 to 12', '13', '12'],
    ['expiry', 'clamps a month over 12 to 12', '1930', '12/30'],
    ['expiry', 'shows MM/YY, digits only, at most 4 digits', '083', '08/3'],
    ['expiry', 'shows MM/YY, digits only, at most 4 digits', '08/30', '08/30'],
    ['expiry', 'shows MM/YY, digits only, at most 4 digits', '08-3099', '08/30'],
    ['expiry', 'shows MM/YY, digits only, at most 4 digits', '530', '05/30'],
    ['CVC', 'keeps digits only, at most 4', '1a2b3', '123'],
    ['CVC', 'keeps digits only, at most 4', '123456', '1234'],
  ])('%s %s: %j shows as %j', (field, _rule, typed, shown) => {
    expect(FORMAT[field](typed)).toBe(shown);
  });
  it('tells amex and diners by their first digits', () => {
    expect(cardBrand('3782')).toBe('american-express');
    expect(cardBrand('3056')).toBe('diners-club');
  });
  it('reads the expiry month and year back', () => {
    expect(parseExpiry('08/30')).toEqual({ month: 8, year: 2030 });
    expect(parseExpiry('08/3')).toBeNull();
  });
});

describe('card form messages (seed 001 §5)', () => {
  fixDate('2026-11-25T08:00:00Z');

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
