import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed tokens of the access bridge and the entitlement host: compact JWTs (HS256) so that they
 * look like the real ones and the app can treat them as opaque strings. The key is a fixed
 * string: these tokens guard nothing but a local stand-in, and a fixed key keeps tokens valid
 * across a restart of the stack.
 */
const KEY = 'statecast-local-stack/content-tokens';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (data: string): Buffer => createHmac('sha256', KEY).update(data).digest();

/** A passport: the plans a viewer may play, for one site (seed 000 §3 Access tokens). */
export interface PassportClaims {
  typ: 'passport';
  site: string;
  /** Signed-in viewer (a digest of the bearer token); null for an anonymous passport. */
  sub: string | null;
  plans: string[];
  /** Epoch seconds. */
  exp: number;
}

/** A signed-media token: lets one media item be fetched (seed 000 §7 `token` query). */
export interface MediaTokenClaims {
  typ: 'media';
  resource: string;
  sub: string | null;
  exp: number;
}

export type TokenClaims = PassportClaims | MediaTokenClaims;

export function signToken(claims: TokenClaims, nowMs: number): string {
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({ ...claims, iat: Math.floor(nowMs / 1000) });
  const data = `${header}.${payload}`;
  return `${data}.${sign(data).toString('base64url')}`;
}

/** The claims of a token this stand-in signed and that has not expired at `nowMs`; else null. */
export function verifyToken(token: string | undefined, nowMs: number): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  const expected = sign(`${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || nowMs >= claims.exp * 1000) return null;
  return claims;
}

/** Opaque, unguessable: refresh tokens are looked up in the database, never decoded. */
export const newRefreshToken = (): string => randomBytes(24).toString('base64url');

/** A stable, short viewer id from a bearer token (the account stand-ins will replace this). */
export const subjectOf = (bearer: string): string =>
  createHash('sha256').update(bearer).digest('hex').slice(0, 16);

/** The bearer token of an Authorization header; null when absent, empty or another scheme. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S.*)$/i.exec(header?.trim() ?? '');
  return match?.[1]?.trim() || null;
}
