import { createHmac, randomBytes, randomInt, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../constants.js';

/**
 * scrypt cost for stored passwords. Far below a production setting on purpose: the stack hashes
 * every demo password on each reset, and tests reset often. The format records the cost, so a
 * stored hash stays verifiable if this changes.
 */
export const PASSWORD_SCRYPT_COST = 1024;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: PASSWORD_SCRYPT_COST });
  return `scrypt$${PASSWORD_SCRYPT_COST}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string | null | undefined): boolean {
  if (!stored) return false;
  const [scheme, cost, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}

export type JwtPayload = Record<string, unknown> & { exp: number; iat: number };

export type JwtCheck =
  { ok: true; payload: JwtPayload } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

function signature(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** HS256 JWT; `exp` and `iat` are seconds since the epoch as the JWT convention has it. */
export function signJwt(
  claims: Record<string, unknown>,
  secret: string,
  nowMs: number,
  ttlMs: number,
): string {
  const payload = { ...claims, iat: Math.floor(nowMs / 1000), exp: Math.floor((nowMs + ttlMs) / 1000) };
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${signature(head, secret).toString('base64url')}`;
}

export function verifyJwt(token: string, secret: string, nowMs: number): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, body, sig] = parts as [string, string, string];
  let payload: unknown;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (head.alg !== 'HS256') return { ok: false, reason: 'malformed' };
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof payload !== 'object' || payload === null || typeof (payload as JwtPayload).exp !== 'number')
    return { ok: false, reason: 'malformed' };
  const expected = signature(`${header}.${body}`, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  if (nowMs >= (payload as JwtPayload).exp * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, payload: payload as JwtPayload };
}

/** An opaque token (refresh, reset, customer token): 32 random bytes, hex. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

/** A numeric one-time code of `OTP_LENGTH` digits; leading zeros kept. */
export function randomOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export const randomUuid = (): string => randomUUID();
