import { describe, expect, it } from 'vitest';
import { bodyMarkdown, staticPageSlug } from './static-page-screen';

describe('static pages (seed 002 §2 route table)', () => {
  it.each([
    { route: '/privacy-policy', slug: 'privacy-policy' },
    { route: '/terms-of-service/', slug: 'terms-of-service' },
    { route: '/cookies-policy', slug: 'cookies-policy' },
    { route: '/about-twg', slug: 'about-twg' },
    { route: '/about-iwga', slug: 'about-iwga' },
    { route: '/o/about', slug: 'about' },
  ])('maps the route $route to the CMS page $slug', ({ route, slug }) => {
    expect(staticPageSlug(route)).toBe(slug);
  });

  it.each([
    ['# Privacy Policy\n\nText', 'Text'],
    ['# Other\n\nText', '# Other\n\nText'],
    ['Text first\n# Privacy Policy', 'Text first\n# Privacy Policy'],
    [null, ''],
  ])('leaves out a first heading that repeats the title, and nothing else: %j', (markdown, body) => {
    const page = { titleAndSlug: { title: 'Privacy Policy', slug: { current: 'privacy-policy' } }, markdown };
    expect(bodyMarkdown(page)).toBe(body);
  });
});
