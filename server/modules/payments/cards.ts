import { str, type Body } from '../accounts/shared/http.js';
/**
 * The card processor's test cards, as a Stripe-like provider answers them (documented in the
 * accounts README): the number decides the outcome, so a test picks a path by typing a card.
 * Only what the stand-in needs is here: Luhn, brand for `variant`, and the outcome table.
 */

export type CardOutcome = 'succeed' | 'decline' | 'three-d-secure';

/** Numbers with a fixed outcome; any other valid number succeeds. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'succeed',
  '4000002760003184': 'three-d-secure',
  '4000000000003220': 'three-d-secure',
  '4000000000000002': 'decline',
  '4000000000009995': 'decline',
};

export const CARD_DECLINED = 'Your card was declined.';
export const CARD_NUMBER_INVALID = 'Your card number is incorrect.';
export const CARD_EXPIRED = "Your card's expiration date is incorrect.";
export const CARD_CVC_INVALID = "Your card's security code is incorrect.";

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand as payment details name it (`variant`, reference paymentDetail.json). */
export function cardVariant(digits: string): string {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mc';
  if (/^4/.test(digits)) return 'visa';
  return 'card';
}

export interface CardInput {
  number: string;
  holder: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export interface CheckedCard {
  digits: string;
  variant: string;
  lastFour: string;
  /** MM/YYYY (seed 000 §3 Card payment detail). */
  expiry: string;
  holder: string;
  outcome: CardOutcome;
}

/** The card fields of a hosted platform form (`number`, `card_name`, `exp_month`, `exp_year`, `cvv`). */
export const hostedCardInput = (body: Body): CardInput => ({
  number: str(body, 'number'),
  holder: str(body, 'card_name'),
  expMonth: str(body, 'exp_month'),
  expYear: str(body, 'exp_year'),
  cvc: str(body, 'cvv'),
});

/** A checked card as a payment detail keeps it (seed 000 §3 Card payment detail). */
export const cardDetailParams = (card: Pick<CheckedCard, 'variant' | 'lastFour' | 'holder' | 'expiry'>) => ({
  variant: card.variant,
  lastCardFourDigits: card.lastFour,
  holderName: card.holder,
  cardExpirationDate: card.expiry,
});

/** Validates a card the way the processor does; a string is the processor's error message. */
export function checkCard(card: CardInput, now: number): CheckedCard | string {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return CARD_NUMBER_INVALID;
  const month = Number(card.expMonth);
  let year = Number(card.expYear);
  if (year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return CARD_EXPIRED;
  const today = new Date(now);
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1))
    return CARD_EXPIRED;
  const variant = cardVariant(digits);
  if (!new RegExp(variant === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(card.cvc)) return CARD_CVC_INVALID;
  return {
    digits,
    variant,
    lastFour: digits.slice(-4),
    expiry: `${String(month).padStart(2, '0')}/${year}`,
    holder: card.holder,
    outcome: TEST_CARDS[digits] ?? 'succeed',
  };
}
