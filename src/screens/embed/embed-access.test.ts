import { describe, expect, it } from 'vitest';
import { embedAccess, isAllowedHost, isEmbedId } from './embed-access';

describe('embed access (seed 002 §5)', () => {
  it('takes UUIDs of versions 1 to 5 only', () => {
    expect(isEmbedId('4b1e8f3a-2c6d-4e8f-9a1b-3c5d7e9f1a2b')).toBe(true);
    expect(isEmbedId('4B1E8F3A-2C6D-1E8F-BA1B-3C5D7E9F1A2B')).toBe(true);
    expect(isEmbedId('4b1e8f3a-2c6d-6e8f-9a1b-3c5d7e9f1a2b')).toBe(false);
    expect(isEmbedId('4b1e8f3a-2c6d-4e8f-7a1b-3c5d7e9f1a2b')).toBe(false);
    expect(isEmbedId('not-a-uuid')).toBe(false);
    expect(isEmbedId('')).toBe(false);
  });

  it('allows a domain and its subdomains, nothing else', () => {
    expect(isAllowedHost('partner.example', ['partner.example'])).toBe(true);
    expect(isAllowedHost('www.partner.example', ['partner.example'])).toBe(true);
    expect(isAllowedHost('notpartner.example', ['partner.example'])).toBe(false);
    expect(isAllowedHost('partner.example.evil', ['partner.example'])).toBe(false);
  });

  it('needs a configured domain, the framing page on it, and a listed sepId when one is given', () => {
    expect(embedAccess({ allowedDomains: [] }, 'localhost', null)).toBe('invalid-configuration');
    expect(embedAccess({ allowedDomains: null }, 'localhost', null)).toBe('invalid-configuration');
    expect(embedAccess({ allowedDomains: ['localhost'] }, null, null)).toBe('denied');
    expect(embedAccess({ allowedDomains: ['localhost'] }, '127.0.0.1', null)).toBe('denied');
    expect(embedAccess({ allowedDomains: ['localhost'] }, 'localhost', null)).toBe('allowed');
    expect(embedAccess({ allowedDomains: ['localhost'], allowedIds: ['a'] }, 'localhost', 'b')).toBe('denied');
    expect(embedAccess({ allowedDomains: ['localhost'], allowedIds: ['a'] }, 'localhost', 'a')).toBe('allowed');
  });
});
