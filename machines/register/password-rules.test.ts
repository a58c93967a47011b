import { describe, expect, it } from 'vitest';
import { hasMixedCaseAndDigit, isAcceptablePassword, passwordStrength } from './password-rules';

describe('password rules (seed 001 §5, seed 002 §5)', () => {
  it('needs 8 characters with a lowercase letter and a digit', () => {
    expect(isAcceptablePassword('abcdefg1')).toBe(true);
    expect(isAcceptablePassword('abcdef1')).toBe(false);
    expect(isAcceptablePassword('ABCDEFG1')).toBe(false);
    expect(isAcceptablePassword('abcdefgh')).toBe(false);
  });

  it('the event site also wants an uppercase letter', () => {
    expect(hasMixedCaseAndDigit('Abcdefg1')).toBe(true);
    expect(hasMixedCaseAndDigit('abcdefg1')).toBe(false);
  });

  it.each([
    ['short1', 'invalid'],
    ['abcdefg1', 'weak'],
    ['Abcdefg1', 'weak'],
    ['Abcdefg12', 'fair'],
    ['Abcdefg12!', 'strong'],
    ['Abcdefg12!?', 'very_strong'],
  ] as const)('rates %s as %s', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });
});
