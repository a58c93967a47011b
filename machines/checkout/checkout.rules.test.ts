import { describe, expect, it } from 'vitest';
import type { Offer, PaymentMethod } from '@/services/checkout/checkout.types';
import {
  canSwitchOfferType,
  defaultOfferType,
  hasOneTimeOffer,
  isAllowedRedirect,
  isOneTimeOfferId,
  paymentErrorMessageOf,
  paymentPathOf,
  preselectOfferId,
  readCheckoutReturn,
  updateOrderFailureOf,
} from './checkout.rules';
import { checkoutOffer } from '../../tests/model/checkout.builders';

const offer = (offerId: string, kind: Offer['kind']) => checkoutOffer(offerId, kind, { period: null });
const monthly = offer('S1', 'svod');
const yearly = offer('S2', 'svod');
const pass = offer('C3', 'tvod');

describe('offer selection (seed 001 §4)', () => {
  it('shows the switch only when both kinds exist', () => {
    expect(canSwitchOfferType([monthly, pass])).toBe(true);
    expect(canSwitchOfferType([monthly, yearly])).toBe(false);
    expect(canSwitchOfferType([])).toBe(false);
  });
  it('defaults to one-time for premier media or without subscription offers', () => {
    expect(defaultOfferType([monthly, pass], false)).toBe('svod');
    expect(defaultOfferType([monthly, pass], true)).toBe('tvod');
    expect(defaultOfferType([pass], false)).toBe('tvod');
  });
  it('preselects the last offer of the kind', () => {
    expect(preselectOfferId([monthly, yearly, pass], 'svod')).toBe('S2');
    expect(preselectOfferId([monthly, yearly, pass], 'tvod')).toBe('C3');
    expect(preselectOfferId([monthly], 'tvod')).toBeNull();
  });
  it('reads C and P offers as one-time (seed 001 §3)', () => {
    expect(isOneTimeOfferId('C3')).toBe(true);
    expect(isOneTimeOfferId('P4')).toBe(true);
    expect(isOneTimeOfferId('S1')).toBe(false);
    // Only the first letter counts: a subscription offer may hold a C or P further on.
    expect(isOneTimeOfferId('S345569153_PL')).toBe(false);
    expect(isOneTimeOfferId('S100000001_CH')).toBe(false);
  });
  it('counts a start with any one-time offer as one with one-time offers (seed 001 §4 personal details)', () => {
    // seed 001 §4: after personal details, AUTHVOD goes to choose-offer only with one-time offers.
    expect(hasOneTimeOffer(['S1', 'C3'])).toBe(true);
    expect(hasOneTimeOffer(['P4'])).toBe(true);
    expect(hasOneTimeOffer(['S1', 'S2'])).toBe(false);
    expect(hasOneTimeOffer([])).toBe(false);
  });
});

describe('payment paths and errors (seed 001 §4, seed 000 §8)', () => {
  it('picks the path of a method', () => {
    const method = (m: Partial<PaymentMethod>): PaymentMethod => ({
      id: '1',
      methodName: 'card',
      provider: null,
      paymentGateway: null,
      ...m,
    });
    expect(paymentPathOf(method({ methodName: 'paypal' }))).toBe('paypal');
    expect(paymentPathOf(method({ paymentGateway: 'adyen' }))).toBe('adyen');
    expect(paymentPathOf(method({ provider: 'stripe' }))).toBe('card');
  });
  it('maps update-order errors', () => {
    expect(updateOrderFailureOf(new Error('Order not found'))).toEqual({ kind: 'order-not-found' });
    expect(updateOrderFailureOf({ serverMessage: 'Invalid coupon code', message: 'x' })).toEqual({
      kind: 'coupon',
      message: { key: 'checkout.coupon_not_valid' },
    });
    expect(updateOrderFailureOf({ message: 'Invalid coupon code for this offer' })).toEqual({
      kind: 'coupon',
      message: { key: 'checkout.coupon_not_valid_for_offer' },
    });
    expect(updateOrderFailureOf(new Error('boom'))).toEqual({
      kind: 'form',
      message: { key: 'unknown_error' },
    });
  });
  it('shows a payment failure with the server words', () => {
    expect(
      paymentErrorMessageOf({ serverMessage: 'Your card was declined.', message: 'Failed to make payment' }),
    ).toEqual({ text: 'Your card was declined.' });
    expect(paymentErrorMessageOf(undefined)).toEqual({ key: 'unknown_error' });
  });
  it('shows the words of whatever was thrown, else unknown error (seed 001 §8, §5 form-level messages)', () => {
    // A thrown text is the server's words.
    expect(paymentErrorMessageOf('Your card was declined.')).toEqual({ text: 'Your card was declined.' });
    // No words: unknown error, never a blank or a non-text message.
    for (const error of [
      null,
      '',
      0,
      {},
      { message: '' },
      { message: { code: 402 } },
      { serverMessage: 402 },
    ])
      expect(paymentErrorMessageOf(error), JSON.stringify(error)).toEqual({ key: 'unknown_error' });
    // A blank or non-text server message gives way to the error's own message.
    expect(paymentErrorMessageOf({ serverMessage: '', message: 'Failed to make payment' })).toEqual({
      text: 'Failed to make payment',
    });
    expect(
      paymentErrorMessageOf({ serverMessage: { errors: ['declined'] }, message: 'Failed to make payment' }),
    ).toEqual({ text: 'Failed to make payment' });
    // seed 000 §8: a thrown text is matched like a server message.
    expect(updateOrderFailureOf('Order not found')).toEqual({ kind: 'order-not-found' });
  });
});

describe('provider redirects', () => {
  const allowed = ['https://www.sandbox.paypal.test', 'http://localhost:4000'];
  it('follows only allowed origins', () => {
    expect(isAllowedRedirect('https://www.sandbox.paypal.test/checkoutnow?token=1', allowed)).toBe(true);
    expect(isAllowedRedirect('http://localhost:4000/__paypal', allowed)).toBe(true);
    expect(isAllowedRedirect('https://www.sandbox.paypal.test.evil.test/', allowed)).toBe(false);
    expect(isAllowedRedirect('http://www.sandbox.paypal.test/', allowed)).toBe(false);
    expect(isAllowedRedirect('javascript:alert(1)', ['javascript:alert(1)'])).toBe(false);
    expect(isAllowedRedirect('not a url', allowed)).toBe(false);
  });
  it('skips an allowed origin that is not an address, and follows the others', () => {
    expect(isAllowedRedirect('https://evil.test/pay', ['not an origin'])).toBe(false);
    expect(isAllowedRedirect('http://localhost:4000/__paypal', ['not an origin', ...allowed])).toBe(true);
  });
});

describe('return from a provider (seed 001 §2)', () => {
  const read = (query: string) => readCheckoutReturn(new URLSearchParams(query));
  it('reads each return view', () => {
    expect(read('u=finalize-payment-adyen&redirectResult=Ab02&orderId=7&offerId=S1')).toEqual({
      kind: 'adyen',
      redirectResult: 'Ab02',
      orderId: '7',
      offerId: 'S1',
    });
    expect(read('u=finalize-payment-adyen&redirectResult=Ab02')).toMatchObject({ orderId: null });
    expect(read('u=finalize-payment-stripe-ppv&payment_intent=pi_1&offerId=C3')).toEqual({
      kind: 'stripe-ppv',
      paymentIntent: 'pi_1',
      offerId: 'C3',
    });
    expect(read('u=payment-error&message=Declined')).toEqual({ kind: 'error', message: 'Declined' });
    expect(read('u=payment-cancelled')).toEqual({ kind: 'cancelled', message: null });
    // seed 001 §2: payment-error and payment-cancelled both show an optional message parameter.
    expect(read('u=payment-cancelled&message=Stopped%20by%20you')).toEqual({
      kind: 'cancelled',
      message: 'Stopped by you',
    });
    // A blank parameter is no parameter; values are read without surrounding blanks.
    expect(read('u=payment-error&message=%20%20')).toEqual({ kind: 'error', message: null });
    expect(read('u=finalize-payment-stripe-ppv&payment_intent=%20pi_1%20&offerId=C3')).toEqual({
      kind: 'stripe-ppv',
      paymentIntent: 'pi_1',
      offerId: 'C3',
    });
    expect(read('u=checkout')).toBeNull();
    expect(read('')).toBeNull();
  });
});
