import type { Page } from '@playwright/test';
import { test as stackTest, type Stack } from './stack-fixture';
import { EventSite } from '../event.model';
import { AccountUi, type Site } from '../models/account.model';
import { LiveGuidePage } from '../models/live-guide.model';
import { MediaAccessPage } from '../models/media-access.model';
import { ProfilePage } from '../models/profile.model';

interface PageFixtures {
  /**
   * The account back end (and its stack config) the site-bound page objects below work on; set
   * with `test.use({ backEnd: 'own' })` in a file or a group of tests on one back end.
   */
  backEnd: Site;
  /** The account dialog and pages on `backEnd`. */
  account: AccountUi;
  /** Media pages' start button and paywall on `backEnd`. */
  media: MediaAccessPage;
  /** The event site on `?app-config=eventweb`. */
  site: EventSite;
  /** The live TV guide. */
  guide: LiveGuidePage;
  /** The event site's /profile. */
  profile: ProfilePage;
}

type Use<T> = (value: T) => Promise<void>;

/** A fixture of a page object on the test's page and stack. */
function pageObject<T>(PageObject: new (page: Page, stack: Stack) => T) {
  return async ({ page, stack }: { page: Page; stack: Stack }, use: Use<T>) => {
    await use(new PageObject(page, stack));
  };
}

/** A fixture of a page object on the test's page, stack and account back end. */
function onBackEnd<T>(PageObject: new (page: Page, stack: Stack, backEnd: Site) => T) {
  return async ({ page, stack, backEnd }: { page: Page; stack: Stack; backEnd: Site }, use: Use<T>) => {
    await use(new PageObject(page, stack, backEnd));
  };
}

/**
 * The stack's test with the page objects as fixtures: a test names the pages it drives
 * (`async ({ page, site }) => …`) and each comes bound to the test's page and stack.
 */
export const test = stackTest.extend<PageFixtures>({
  backEnd: ['hosted', { option: true }],
  account: onBackEnd(AccountUi),
  media: onBackEnd(MediaAccessPage),
  site: pageObject(EventSite),
  guide: pageObject(LiveGuidePage),
  profile: pageObject(ProfilePage),
});
