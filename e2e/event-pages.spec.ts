import type { Page } from '@playwright/test';
import { expect } from './event.model';
import { test } from './support/page-fixtures';

/**
 * The rest of the event site (seed 002 §2): podcasts with their RSS episodes, the static pages,
 * contact, the CMS header menu and footer, and the newsletter's form post, each read as a viewer
 * reads it, with axe at desktop and phone widths.
 */

/** Answers the GROQ queries whose text contains `marker` with `result`; the others go through. */
async function answerQuery(
  page: Page,
  marker: string,
  answer: { result?: unknown; status?: number },
): Promise<void> {
  await page.route(
    (url) => url.pathname === '/sanity/query-cdn' && (url.searchParams.get('query') ?? '').includes(marker),
    async (route) => {
      if (answer.status)
        await route.fulfill({ status: answer.status, json: { error: { description: 'Refused' } } });
      else await route.fulfill({ json: { query: marker, result: answer.result, ms: 1 } });
    },
  );
}

/** The texts of the episode list's titles, in the order shown. */
async function episodeTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Episodes' }).getByRole('heading', { level: 3 }).allTextContents();
}

test.describe('event site pages', () => {
  // Each test opens several screens with axe at two widths.
  test.describe.configure({ timeout: 90_000 });

  test('podcasts: A-Z and Z-A in the query string, an episode list sorted by date or title, and a podcast that does not exist', async ({
    page,
    site,
  }) => {
    await site.openAndSee('/podcasts', 'Podcasts');
    const grid = site.list('Podcasts');
    const titles = () => grid.locator('.event-card__title').allTextContents();
    await expect(grid.getByRole('listitem')).toHaveCount(4);
    expect(await titles()).toEqual([
      'Athlete Voices',
      'Inside the Arena',
      'Road to the Games',
      'The Medal Table',
    ]);
    // Four podcasts fit on one page of 20: no Load More.
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

    await site.select('Sort by').selectOption({ label: 'Title Z-A' });
    await expect
      .poll(titles)
      .toEqual(['The Medal Table', 'Road to the Games', 'Inside the Arena', 'Athlete Voices']);
    expect(await site.query()).toEqual({ sort: 'desc' });
    await site.expectAccessibleAtBothWidths();
    await site.select('Sort by').selectOption({ label: 'Title A-Z' });
    await expect.poll(() => site.query()).toEqual({});

    await grid.getByRole('link', { name: /Athlete Voices/ }).click();
    await expect(site.heading('Athlete Voices')).toBeVisible();
    const episodes = page.getByRole('list', { name: 'Episodes' });
    await expect(episodes.getByRole('listitem')).toHaveCount(6);
    // seed 002 §2: date ascending first.
    await expect(site.select('Sort episodes by')).toHaveValue('date-asc');
    expect(await episodeTitles(page)).toEqual([
      'Recap: Athlete Voices #1 (opens in a new tab)',
      'Interview: Athlete Voices #2 (opens in a new tab)',
      'Behind the scenes: Athlete Voices #3 (opens in a new tab)',
      'Recap: Athlete Voices #4 (opens in a new tab)',
      'Interview: Athlete Voices #5 (opens in a new tab)',
      'Behind the scenes: Athlete Voices #6 (opens in a new tab)',
    ]);
    const dates = await episodes
      .locator('time[datetime$="Z"]')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toHaveLength(6);
    expect([...dates].sort()).toEqual(dates);
    await expect(episodes.getByText(/^Published \w+ \d+, \d{4}$/).first()).toBeVisible();
    await expect(episodes.getByText('Duration 00:15:00')).toBeVisible();

    // Each episode links out, in a new tab.
    const first = episodes.getByRole('link', { name: 'Recap: Athlete Voices #1 (opens in a new tab)' });
    await expect(first).toHaveAttribute('href', 'https://podcasts.example/athlete-voices/1');
    await expect(first).toHaveAttribute('target', '_blank');

    await site.select('Sort episodes by').selectOption({ label: 'Title A-Z' });
    await expect
      .poll(() => episodeTitles(page))
      .toEqual([
        'Behind the scenes: Athlete Voices #3 (opens in a new tab)',
        'Behind the scenes: Athlete Voices #6 (opens in a new tab)',
        'Interview: Athlete Voices #2 (opens in a new tab)',
        'Interview: Athlete Voices #5 (opens in a new tab)',
        'Recap: Athlete Voices #1 (opens in a new tab)',
        'Recap: Athlete Voices #4 (opens in a new tab)',
      ]);
    expect(await site.query()).toEqual({ sort: 'title-asc' });
    await site.select('Sort episodes by').selectOption({ label: 'Date, newest first' });
    await expect
      .poll(async () => (await episodeTitles(page))[0])
      .toBe('Behind the scenes: Athlete Voices #6 (opens in a new tab)');
    await site.expectAccessibleAtBothWidths();

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: /All podcasts/ })
      .click();
    await expect(site.heading('Podcasts')).toBeVisible();

    await site.openAndSee('/podcasts/no-such-podcast', 'Podcast not found');

    // seed 002 §9: the CMS page may ask for fewer a page; Load More reveals the rest, and a new
    // order starts again at one page (§4).
    await answerQuery(page, '_type == "page"', {
      result: { title: 'Podcasts', listFeature: { totalPerPage: 3, labelLoadMore: 'Load More' } },
    });
    await site.open('/podcasts');
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await site.select('Sort by').selectOption({ label: 'Title Z-A' });
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    expect(await titles()).toEqual(['The Medal Table', 'Road to the Games', 'Inside the Arena']);
  });

  test('a malformed feed shows a clear error with Try again, which reads the feed again', async ({
    page,
    stack,
    site,
  }) => {
    await stack.fault({
      route: 'GET /event/podcasts/*/rss.xml',
      body: '<?xml version="1.0"?><rss version="2.0"><channel><title>Broken<item><title>Half an episode',
      times: 1,
    });
    await site.openAndSee('/podcasts/road-to-the-games', 'Road to the Games');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The episodes could not be read');
    await expect(alert).toContainText("This podcast's feed is not in a form we can show.");
    await expect(page.getByRole('list', { name: 'Episodes' })).toHaveCount(0);
    await site.expectAccessibleAtBothWidths();

    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'Episodes' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const feeds = await stack.requests('/event/podcasts/road-to-the-games/rss.xml');
    expect(feeds.map((request) => request.status)).toEqual([200, 200]);
    expect(feeds[0]?.fault).toBeTruthy();
    expect(feeds[1]?.fault).toBeFalsy();
  });

  test('static pages: the five event pages and /o/about from the CMS, markdown rendered safely, and a page the CMS lacks', async ({
    page,
    site,
  }) => {
    const pages: [string, string][] = [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
      ['/cookies-policy', 'Cookies Policy'],
      ['/about-twg', 'About the Games'],
      ['/about-iwga', 'About the Association'],
    ];
    for (const [path, title] of pages) {
      await site.openAndSee(path, title);
      await expect(
        page.getByText(`This page describes the ${title.toLowerCase()} of Statecast Games.`),
      ).toBeVisible();
      // The markdown's own "# title" is not shown twice.
      await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(1);
    }
    await expect(site.heading('Questions', 2)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await site.expectAccessibleAtBothWidths();

    await site.openAndSee('/o/about', 'About');
    await expect(site.heading('What it does not support', 2)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Encrypted HLS' })).toBeVisible();
    await site.expectAccessibleAtBothWidths();

    // Whatever the CMS's markdown carries, no script runs and no handler or javascript: link survives.
    await answerQuery(page, '"staticPage"', {
      result: {
        titleAndSlug: { title: 'Privacy Policy', slug: { current: 'privacy-policy' } },
        markdown: [
          '# Privacy Policy',
          'Kept **safe**.<script>window.__pwned = 1</script>',
          '<img src="/nothing.png" alt="" onerror="window.__pwned = 2">',
          '[Click me](javascript:window.__pwned=3)',
        ].join('\n\n'),
      },
    });
    await site.open('/privacy-policy');
    await expect(page.getByText('Kept safe.')).toBeVisible();
    await expect(page.getByRole('main').locator('script, [onerror]')).toHaveCount(0);
    await expect(page.getByText('Click me')).not.toHaveAttribute('href', /javascript:/);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    await page.unrouteAll();
    await answerQuery(page, '"staticPage"', { result: null });
    await site.openAndSee('/cookies-policy', 'No content available for this page');
  });

  test('contact: the two mailboxes from the CMS settings', async ({ page, site }) => {
    await site.openAndSee('/contact-us', 'Contact us');
    const mailboxes = page.getByRole('list', { name: 'Mailboxes' });
    await expect(mailboxes.getByRole('listitem')).toHaveCount(2);
    await expect(mailboxes.getByRole('heading', { level: 3 })).toHaveText(['General inquiries', 'Athletes']);
    await expect(mailboxes.getByRole('link', { name: 'info@games.example' })).toHaveAttribute(
      'href',
      'mailto:info@games.example',
    );
    await expect(mailboxes.getByRole('link', { name: 'athletes@games.example' })).toHaveAttribute(
      'href',
      'mailto:athletes@games.example',
    );
    await site.expectAccessibleAtBothWidths();
  });

  test('header menu and footer from the CMS site layout: menus, partners, social links, powered-by', async ({
    page,
    site,
  }) => {
    await site.open('/contact-us');
    const header = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(header.getByRole('link')).toHaveText(['Sports', 'Federations', 'Athletes', 'Podcasts']);

    const footer = page.getByRole('contentinfo');
    const games = footer.getByRole('navigation', { name: 'The Games' });
    await expect(games.getByRole('link')).toHaveText(['About the Games', 'About the Association']);
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link')).toHaveText([
      'Privacy Policy',
      'Terms of Service',
      'Cookies Policy',
    ]);
    const partners = footer.getByRole('region', { name: 'Partners' });
    await expect(partners.getByRole('link')).toHaveCount(3);
    await expect(partners.getByRole('link', { name: 'Harbour Bank' })).toHaveAttribute(
      'href',
      'https://harbour-bank.example',
    );
    const social = footer.getByRole('region', { name: 'Follow us' });
    await expect(social.getByRole('link')).toHaveCount(4);
    await expect(social.getByRole('link', { name: 'Statecast Games on Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.example/statecastgames',
    );
    await expect(social.getByRole('link', { name: 'Statecast Games on YouTube' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(footer.getByText('Powered by Statecast')).toBeVisible();
    await expect(footer.getByText('© 2026 Statecast Games.')).toHaveCount(1);
    await site.expectAccessibleAtBothWidths();

    await legal.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(site.heading('Terms of Service')).toBeVisible();
    await header.getByRole('link', { name: 'Podcasts' }).click();
    await expect(site.heading('Podcasts')).toBeVisible();

    // A site layout that cannot load leaves the config's menu in the header.
    await answerQuery(page, '"siteLayout"', { status: 400 });
    await page.reload();
    await expect(header.getByRole('link')).toHaveText(['Movies', 'Series', 'Live']);
    await expect(footer.getByRole('navigation', { name: 'Legal' })).toHaveCount(0);
  });

  test("the catalogue site: /o/about from the CMS, and its footer and menu stay the config's", async ({
    page,
  }) => {
    await page.goto('/o/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What it does', exact: true })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
    await expect(footer.getByRole('navigation')).toHaveCount(0);
    await expect(footer.getByRole('region', { name: 'Newsletter' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Podcasts' }),
    ).toHaveCount(0);
  });

  test('newsletter: the e-mail is required, then the form posts it to the mailing-list service', async ({
    page,
    context,
    site,
  }) => {
    const posts: { method: string; body: string | null }[] = [];
    await context.route('https://lists.example/**', async (route) => {
      posts.push({ method: route.request().method(), body: route.request().postData() });
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Subscribed</title><h1>Almost done</h1>',
      });
    });
    await site.open('/contact-us');
    const newsletter = page.getByRole('region', { name: 'Newsletter' });
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByRole('alert')).toHaveText('Please enter your e-mail address');
    await expect(newsletter.getByLabel('E-mail address')).toBeFocused();
    expect(posts).toEqual([]);

    await newsletter.getByLabel('E-mail address').fill('viewer@example.test');
    await expect(newsletter.getByRole('alert')).toHaveCount(0);
    const popup = context.waitForEvent('page');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    const opened = await popup;
    await expect(opened.getByRole('heading', { name: 'Almost done' })).toBeVisible();
    expect(posts).toEqual([{ method: 'POST', body: 'EMAIL=viewer%40example.test' }]);
    await expect(newsletter.getByRole('status')).toHaveText(
      'Thank you! Confirm your subscription in the page that opened.',
    );
    await expect(site.heading('Contact us')).toBeVisible();
  });
});
