/**
 * The card form's rules (seed 001 §5 "Card"): what each field keeps while typing and which
 * message a field shows. Brand detection, Luhn and expiry/CVC checks come from `card-validator`
 * (a maintained library), the grouping and the expiry typing rules from the seed.
 */
import cardValidator from 'card-validator';

export type CardFormValues = {
  holderName: string;
  /** As shown: digits grouped with spaces. */
  cardNumber: string;
  /** As shown: MM/YY. */
  expiry: string;
  cvc: string;
};

export type CardFormField = keyof CardFormValues;

/** Translation keys of the account namespace (seed 001 §5). */
export type CardFormMessage =
  | 'checkout.field_required'
  | 'checkout.invalid_card_number'
  | 'checkout.invalid_card_expiry'
  | 'checkout.invalid_cvc_number';

/** Every message the rules give, for the caller to translate. */
export const CARD_FORM_MESSAGES: readonly CardFormMessage[] = [
  'checkout.field_required',
  'checkout.invalid_card_number',
  'checkout.invalid_card_expiry',
  'checkout.invalid_cvc_number',
];

export type CardFormErrors = Partial<Record<CardFormField, CardFormMessage>>;

/** seed 001 §5, §9: the CVC keeps at most 4 digits. */
export const CVC_MAX_DIGITS = 4;

/** seed 001 §5: 4-4-4-4, amex 4-6-5, diners 4-6-4. */
const GROUPS = {
  'american-express': [4, 6, 5],
  'diners-club': [4, 6, 4],
  default: [4, 4, 4, 4],
} as const;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The brand `card-validator` sees in these digits (`visa`, `american-express`, ...), or null. */
export function cardBrand(digits: string): string | null {
  return cardValidator.number(digitsOf(digits)).card?.type ?? null;
}

function groupsFor(digits: string): readonly number[] {
  const brand = cardBrand(digits);
  return brand === 'american-express' || brand === 'diners-club' ? GROUPS[brand] : GROUPS.default;
}

/**
 * The card number as typed becomes digits only, cut to the brand's length and grouped
 * 4-4-4-4, amex 4-6-5, diners 4-6-4 (seed 001 §5).
 */
export function formatCardNumber(typed: string): string {
  const groups = groupsFor(digitsOf(typed));
  const maxDigits = groups.reduce((sum, size) => sum + size, 0);
  const digits = digitsOf(typed).slice(0, maxDigits);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * The expiry as typed becomes MM/YY (seed 001 §5): digits only, a first digit above 1 padded
 * with 0 (typing 5 gives 05), a month over 12 clamped to 12, the slash after the month.
 */
export function formatExpiry(typed: string): string {
  let digits = digitsOf(typed);
  if (digits.length > 0 && Number(digits[0]) > 1) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length >= 2 && Number(digits.slice(0, 2)) > 12) digits = `12${digits.slice(2)}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The CVC keeps digits only, at most 4 (seed 001 §5). */
export function formatCvc(typed: string): string {
  return digitsOf(typed).slice(0, CVC_MAX_DIGITS);
}

/** Month and year of a shown MM/YY expiry, as numbers (year in full); null when incomplete. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/**
 * The message per field, empty when the form may be sent (seed 001 §5): holder name, month and
 * year required; the number a real card number (brand and Luhn); the expiry a valid, unexpired
 * date; the CVC of the size the card's brand uses (3, or 4 for amex).
 */
export function validateCardForm(values: CardFormValues): CardFormErrors {
  const errors: CardFormErrors = {};
  if (!values.holderName.trim()) errors.holderName = 'checkout.field_required';

  const digits = digitsOf(values.cardNumber);
  const number = cardValidator.number(digits);
  if (!digits) errors.cardNumber = 'checkout.field_required';
  else if (!number.isValid) errors.cardNumber = 'checkout.invalid_card_number';

  if (!values.expiry.trim()) errors.expiry = 'checkout.field_required';
  else if (!parseExpiry(values.expiry) || !cardValidator.expirationDate(values.expiry).isValid)
    errors.expiry = 'checkout.invalid_card_expiry';

  const cvcSize = number.card?.code.size ?? [3, 4];
  if (!values.cvc) errors.cvc = 'checkout.field_required';
  else if (!/^\d+$/.test(values.cvc) || !cardValidator.cvv(values.cvc, cvcSize).isValid)
    errors.cvc = 'checkout.invalid_cvc_number';

  return errors;
}

export const hasCardFormErrors = (errors: CardFormErrors) => Object.keys(errors).length > 0;
