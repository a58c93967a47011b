import { describe, expect, it } from 'vitest';
import { hashPassword, randomOtp, signJwt, verifyJwt, verifyPassword } from './crypto.js';
import { parseForm } from './http.js';
import { isAcceptablePassword, isIsoDate } from './validation.js';

const NOW = Date.UTC(2026, 0, 1);

describe('account stand-in helpers', () => {
  it('hashes passwords with a salt and verifies them', () => {
    const a = hashPassword('Secret123');
    const b = hashPassword('Secret123');
    expect(a).toMatch(/^scrypt\$\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(verifyPassword('Secret123', a)).toBe(true);
    expect(verifyPassword('Secret124', a)).toBe(false);
    expect(verifyPassword('Secret123', null)).toBe(false);
    expect(verifyPassword('Secret123', 'plain')).toBe(false);
  });

  it('signs HS256 JWTs and refuses tampered, foreign or expired ones', () => {
    const token = signJwt({ customerId: '1' }, 'secret', NOW, 60_000);
    const check = verifyJwt(token, 'secret', NOW);
    expect(check).toEqual({ ok: true, payload: { customerId: '1', iat: NOW / 1000, exp: NOW / 1000 + 60 } });
    expect(verifyJwt(token, 'other', NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt(token, 'secret', NOW + 60_000)).toEqual({ ok: false, reason: 'expired' });
    const [head, , sig] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ customerId: '2', exp: 9e9, iat: 0 })).toString('base64url')}.${sig}`;
    expect(verifyJwt(forged, 'secret', NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt('abc', 'secret', NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('makes six-digit codes', () => {
    for (let i = 0; i < 50; i += 1) expect(randomOtp()).toMatch(/^\d{6}$/);
  });

  it('reads nested form fields and ignores prototype keys', () => {
    expect(
      parseForm('a=1&metadata[first_name]=Vera&metadata[consents]=%5B%5D&list[]=x&list[]=y&__proto__[p]=1'),
    ).toEqual({
      a: '1',
      metadata: { first_name: 'Vera', consents: '[]' },
      list: ['x', 'y'],
    });
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  it('applies the password and date rules of the seeds', () => {
    expect(isAcceptablePassword('abcdefg1')).toBe(true);
    expect(isAcceptablePassword('abcdef1')).toBe(false);
    expect(isAcceptablePassword('ABCDEFG1')).toBe(false);
    expect(isAcceptablePassword('abcdefgh')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('29-02-2024')).toBe(false);
  });
});
