import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/** At least 8 characters with a lowercase letter and a digit (seed 001 §5, 002 §5). */
export const isAcceptablePassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /\d/.test(value);

export const isNameTooLong = (value: string): boolean => value.length > NAME_MAX_LENGTH;

/** `yyyy-mm-dd` naming a real calendar day (seed 001 §5 birth date rule). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Watch progress is a fraction of the duration (seed 000 §3 "progress (0..1)"). */
export const isProgress = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** A stored JSON column read as an object: anything else (or text that is not JSON) reads as `{}`. */
export function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
