import { describe, expect, it } from 'vitest';
import { bodyMarkdown, staticPageSlug } from './static-page-screen';

describe('static pages (seed 002 §2 route table)', () => {
  it('maps each route to its CMS page', () => {
    expect(staticPageSlug('/privacy-policy')).toBe('privacy-policy');
    expect(staticPageSlug('/terms-of-service/')).toBe('terms-of-service');
    expect(staticPageSlug('/cookies-policy')).toBe('cookies-policy');
    expect(staticPageSlug('/about-twg')).toBe('about-twg');
    expect(staticPageSlug('/about-iwga')).toBe('about-iwga');
    expect(staticPageSlug('/o/about')).toBe('about');
  });

  it('leaves out a first heading that repeats the title, and nothing else', () => {
    const page = (markdown: string | null) => ({ titleAndSlug: { title: 'Privacy Policy', slug: { current: 'privacy-policy' } }, markdown });
    expect(bodyMarkdown(page('# Privacy Policy\n\nText'))).toBe('Text');
    expect(bodyMarkdown(page('# Other\n\nText'))).toBe('# Other\n\nText');
    expect(bodyMarkdown(page('Text first\n# Privacy Policy'))).toBe('Text first\n# Privacy Policy');
    expect(bodyMarkdown(page(null))).toBe('');
  });
});
