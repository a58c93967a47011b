/** seed 001 §9, seed 002 §9: minimum password length in registration and reset. */
export const PASSWORD_MIN_LENGTH = 8;

/** seed 001 §5: at least 8 characters with a lowercase letter and a digit. */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(password) && /\d/.test(password);
}

/** seed 002 §5: a lowercase letter, an uppercase letter and a digit. */
export function hasMixedCaseAndDigit(password: string): boolean {
  return /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
}

export type PasswordStrengthLevel = 'invalid' | 'weak' | 'fair' | 'strong' | 'very_strong';

/** seed 001 §5: the special characters the strength meter counts. */
const SPECIAL = /[!,@#$%^&*?_~]/;
const TWO_SPECIAL = /[!,@#$%^&*?_~].*[!,@#$%^&*?_~]/;

/**
 * seed 001 §5 strength meter: a password that breaks the rule is invalid; otherwise one point
 * each for an uppercase letter, two digits, a special character and two special characters.
 * No point and one point are both weak (docs/decisions.md), two fair, three strong, four very
 * strong.
 */
export function passwordStrength(password: string): PasswordStrengthLevel {
  if (!isAcceptablePassword(password)) return 'invalid';
  let points = 0;
  if (/[A-Z]/.test(password)) points += 1;
  if (/\d.*\d/.test(password)) points += 1;
  if (SPECIAL.test(password)) points += 1;
  if (TWO_SPECIAL.test(password)) points += 1;
  const levels: PasswordStrengthLevel[] = ['weak', 'weak', 'fair', 'strong', 'very_strong'];
  return levels[points] ?? 'very_strong';
}
