import { expect, type Stack } from './support/stack-fixture';
import { test } from './support/page-fixtures';
import { expectAnnounced } from './models/account.model';

// Issue 16, case 5: tokens in a link are honoured only for a social sign-in this tab started
// (its state, kept in session storage, comes back in the address), so a link carrying someone
// else's session signs nobody in.

/** Someone else signs in at the provider page and keeps the address it sends back. */
async function someoneElsesLink(stack: Stack, returned = ''): Promise<string> {
  const form = new URLSearchParams({
    platform: 'own',
    redirect: `${stack.url}/${returned}`,
    state: '',
    choice: 'demo',
  });
  const response = await fetch(`${stack.url}/__stack/social/google`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/#token=/);
  return location;
}

test.use({ backEnd: 'own' });

test.describe('social sign-in by link', () => {
  test("a link with someone else's tokens signs nobody in, says so and leaves no token in the address", async ({
    page,
    stack,
    account,
  }) => {
    const link = await someoneElsesLink(stack);
    await page.goto(link.replace(`${stack.url}/`, '/?app-config=eventweb'));
    await expectAnnounced(
      page,
      'Login error: this sign-in was not started in this browser. Please sign in again.',
    );
    await account.expectSignedOut();
    await expect(page).not.toHaveURL(/token=/);
    expect(await stack.requests('/auth/user')).toEqual([]);
  });

  test('a guessed state in the link is refused as well', async ({ page, stack, account }) => {
    const link = await someoneElsesLink(stack, '?social_state=guess');
    await page.goto(link.replace(`${stack.url}/?`, '/?app-config=eventweb&'));
    await expectAnnounced(
      page,
      'Login error: this sign-in was not started in this browser. Please sign in again.',
    );
    await account.expectSignedOut();
    await expect(page).not.toHaveURL(/social_state|token=/);
  });

  test('a sign-in this tab started comes back signed in, with the state gone from the address', async ({
    page,
    account,
  }) => {
    await account.open('login');
    await account.button('Continue with Google').click();
    await expect(page).toHaveURL(/\/__stack\/social\/google\?.*social_state%3D/);
    await page.getByRole('button', { name: 'Continue as Gemma Google' }).click();
    await account.expectSignedIn('Gemma Google');
    await expect(page).not.toHaveURL(/social_state|token=/);
  });
});
