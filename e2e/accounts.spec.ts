import { expect, test } from './support/stack-fixture';
import { accountRoutes, AccountUi, demo, failNext, siteConfig, type Site } from './models/account.model';

/**
 * Every message of the sign-in flows the seeds list (seed 000 §8, seed 001 §5, §8, seed 002 §5,
 * §8), each made to appear through the local stack or an injected fault. The generated paths
 * (e2e/paths/*.paths.spec.ts) cover the flows; this table covers the words.
 */

type Case = {
  message: string;
  site: Site;
  /** Where the flow's form is. */
  surface?: 'dialog' | 'page';
  run: (ui: AccountUi) => Promise<void>;
  /** The message shows as a toast rather than in the form. */
  toast?: boolean;
};

const submit = (ui: AccountUi, name: string) => ui.button(name).click();

async function signInOn(ui: AccountUi, email: string = demo.viewer) {
  await ui.signIn(email);
}

const cases: Case[] = [
  // seed 001 §5: the dialog's rules (hosted and commerce platforms).
  {
    message: 'This field is required',
    site: 'hosted',
    run: async (ui) => {
      await ui.open('login');
      await submit(ui, 'Sign in');
      await ui.expectFieldError(ui.field('Email'), 'This field is required');
    },
  },
  {
    message: 'Please enter a valid email address',
    site: 'commerce',
    run: async (ui) => {
      await ui.open('login');
      await ui.fillLogin('not-an-address', demo.password);
      await submit(ui, 'Sign in');
      await ui.expectFieldError(ui.field('Email'), 'Please enter a valid email address');
    },
  },
  {
    message: 'Use a minimum of 8 characters with at least one lowercase letter and one number',
    site: 'hosted',
    run: async (ui) => {
      await ui.open('create-account');
      await ui.field('Email').fill(demo.newViewer);
      await ui.field('Password').fill('short');
      await submit(ui, 'Continue');
      await ui.expectFieldError(ui.field('Password'), /Use a minimum of 8 characters/);
    },
  },
  {
    message: 'Password strength: very strong',
    site: 'commerce',
    run: async (ui) => {
      await ui.open('create-account');
      await ui.field('Password').fill('abcdefg1');
      await expect(ui.scope.getByText('Password strength: weak')).toBeVisible();
      await ui.field('Password').fill('Abcdefg12!?');
      await expect(ui.scope.getByText('Password strength: very strong')).toBeVisible();
    },
  },
  {
    message: 'Passwords do not match',
    site: 'hosted',
    run: async (ui) => {
      await ui.openDialog('edit-password', { resetPasswordToken: 'some-token', email: demo.viewer });
      await ui.field('New password').fill(demo.newPassword);
      await ui.field('Repeat password').fill('Different123');
      await submit(ui, 'Save');
      await ui.expectFieldError(ui.field('Repeat password'), 'Passwords do not match');
    },
  },
  {
    message: 'This link is not valid any more. Please request a new one.',
    site: 'commerce',
    run: async (ui) => {
      await ui.openDialog('edit-password');
      await ui.expectFormError('This link is not valid any more. Please request a new one.');
    },
  },
  {
    message: 'Passwords do not match (no token for a signed-out viewer: reset.invalid_link)',
    site: 'hosted',
    run: async (ui) => {
      await ui.openDialog('edit-password');
      await ui.expectFormError('This link is not valid any more. Please request a new one.');
    },
  },
  {
    message: 'The link to add a password could not be sent. Please try again later.',
    site: 'hosted',
    run: async (ui) => {
      await ui.signInSocially('Gemma Google');
      await ui.openDialog('add-password');
      await failNext(ui.stack, 'hosted', accountRoutes.forgot.hosted, 'Failed to reset password.', 500);
      await submit(ui, 'Send link');
      await ui.expectFormError('The link to add a password could not be sent. Please try again later.');
    },
  },
  {
    message: 'Some required fields are empty',
    site: 'commerce',
    run: async (ui) => {
      await ui.signIn('capture@statecast.test');
      await ui.openDialog('personal-details');
      await submit(ui, 'Continue');
      await ui.expectFormError('Some required fields are empty');
      await ui.expectFieldError(ui.field('First name'), 'This field is required');
      await ui.expectAccessible();
    },
  },
  {
    message: 'Please enter the date as DD/MM/YYYY',
    site: 'commerce',
    run: async (ui) => {
      await ui.signIn('capture@statecast.test');
      await ui.openDialog('personal-details');
      // The field reads DD/MM/YYYY and sends yyyy-mm-dd (seed 001 §5): a two-digit year is neither.
      await ui.field('Birth date').fill('17/05/90');
      await submit(ui, 'Continue');
      await ui.expectFieldError(ui.field('Birth date'), /Please enter the date as DD\/MM\/YYYY/);
      await ui.expectFormError('Some fields are not filled in correctly');
    },
  },

  // seed 002 §5: the event site's messages, word for word.
  {
    message: 'Please enter a valid email',
    site: 'own',
    run: async (ui) => {
      await ui.open('login');
      await ui.fillLogin('not-an-address', demo.password);
      await submit(ui, 'Sign in');
      await ui.expectFieldError(ui.field('Email'), 'Please enter a valid email');
    },
  },
  {
    message: 'Password is required',
    site: 'own',
    run: async (ui) => {
      await ui.open('login');
      await ui.field('Email').fill(demo.viewer);
      await submit(ui, 'Sign in');
      await ui.expectFieldError(ui.field('Password'), 'Password is required');
    },
  },
  {
    message: 'must contain at least one uppercase letter, one lowercase letter, and one number',
    site: 'own',
    run: async (ui) => {
      await ui.open('create-account');
      await ui.field('Email').fill(demo.newViewer);
      await ui.field('Password').fill('abcdefgh1');
      await submit(ui, 'Continue');
      await ui.expectFieldError(
        ui.field('Password'),
        /must contain at least one uppercase letter, one lowercase letter, and one number/,
      );
    },
  },
  {
    message: 'Passwords must match',
    site: 'own',
    run: async (ui) => {
      await ui.open('create-account');
      await ui.field('Email').fill(demo.newViewer);
      await ui.field('Password').fill(demo.password);
      await ui.field('Confirm Password').fill('Viewer124!');
      await submit(ui, 'Continue');
      await ui.expectFieldError(ui.field('Confirm Password'), 'Passwords must match');
    },
  },
  {
    message: 'Please confirm your password',
    site: 'own',
    run: async (ui) => {
      await ui.open('create-account');
      await ui.field('Email').fill(demo.newViewer);
      await ui.field('Password').fill(demo.password);
      await submit(ui, 'Continue');
      await ui.expectFieldError(ui.field('Confirm Password'), 'Please confirm your password');
    },
  },
  {
    message: 'OTP is required',
    site: 'own',
    run: async (ui) => {
      await ui.page.goto(`/verify-otp?app-config=eventweb&email=${encodeURIComponent(demo.unconfirmed)}`);
      await submit(ui, 'Submit');
      await ui.expectFormError('OTP is required');
    },
  },
  {
    message: 'OTP must be 6 digits',
    site: 'own',
    run: async (ui) => {
      await ui.page.goto(`/verify-otp?app-config=eventweb&email=${encodeURIComponent(demo.unconfirmed)}`);
      await ui.enterCode('123');
      await submit(ui, 'Submit');
      await ui.expectFormError('OTP must be 6 digits');
    },
  },
  {
    message: 'Failed to retrieve email from URL.',
    site: 'own',
    toast: true,
    run: async (ui) => {
      await ui.page.goto('/verify-otp?app-config=eventweb');
      await ui.enterCode('123456');
      await submit(ui, 'Submit');
      await ui.expectFormError('Failed to retrieve email from URL.');
      await ui.expectToast('Failed to retrieve email from URL.');
    },
  },
  {
    message: 'Must contain upper, lower, and number',
    site: 'own',
    surface: 'dialog',
    run: async (ui) => {
      await ui.signInSocially('Gemma Google');
      await ui.openDialog('edit-password');
      await ui.field('New password').fill('abcdefgh');
      await ui.field('Repeat password').fill('abcdefgh');
      await submit(ui, 'Save');
      await ui.expectFieldError(ui.field('New password'), 'Must contain upper, lower, and number');
    },
  },
  {
    message: 'Current password is required',
    site: 'own',
    surface: 'dialog',
    run: async (ui) => {
      await signInOn(ui);
      await ui.openDialog('edit-password');
      await submit(ui, 'Save');
      await ui.expectFieldError(ui.field('Current password'), 'Current password is required');
      await ui.expectFieldError(ui.field('New password'), 'New password is required');
      await ui.expectFieldError(ui.field('Repeat password'), 'Please confirm your new password');
    },
  },
  {
    message: 'New password cannot be the same as the old password!',
    site: 'own',
    surface: 'dialog',
    run: async (ui) => {
      await signInOn(ui);
      await ui.openDialog('edit-password');
      await ui.field('Current password').fill(demo.password);
      await ui.field('New password').fill(demo.password);
      await ui.field('Repeat password').fill(demo.password);
      await submit(ui, 'Save');
      await ui.expectFieldError(ui.field('New password'), 'New password cannot be the same as the old password!');
    },
  },
  {
    message: 'Password is required!',
    site: 'own',
    surface: 'dialog',
    run: async (ui) => {
      await signInOn(ui);
      await ui.openDialog('delete-account');
      await submit(ui, 'Continue');
      await ui.expectFieldError(ui.field('Password'), 'Password is required!');
    },
  },
  {
    message: 'Please select at least one sport',
    site: 'own',
    run: async (ui) => {
      await signInOn(ui, 'fresh@statecast.test');
      await ui.page.goto('/preferences');
      await submit(ui, 'Submit');
      await ui.expectFormError('Please select at least one sport');
    },
  },

  // seed 002 §8 toasts not met on a generated path.
  {
    message: 'Preferences updated successfully!',
    site: 'own',
    toast: true,
    run: async (ui) => {
      await signInOn(ui, 'fresh@statecast.test');
      await ui.page.goto('/preferences');
      await expect(ui.scope.getByRole('checkbox', { name: 'Korfball' })).toBeVisible();
      await ui.expectAccessible();
      await ui.scope.getByRole('checkbox', { name: 'Korfball' }).check();
      await submit(ui, 'Submit');
      await ui.expectToast('Preferences updated successfully!');
      // seed 002 §4: an e-mail account goes on to /login.
      await expect(ui.page).toHaveURL(/\/login/);
    },
  },
  {
    message: 'User updated successfully!',
    site: 'hosted',
    toast: true,
    run: async (ui) => {
      await signInOn(ui);
      await ui.page.goto('/u/my-account');
      const about = ui.page.getByRole('region', { name: 'About you' });
      await about.getByRole('button', { name: 'Edit' }).click();
      await about.getByRole('textbox', { name: 'First name' }).fill('Vesna');
      await about.getByRole('button', { name: 'Save' }).click();
      await ui.expectToast('User updated successfully!');
      await expect(about).toContainText('Vesna Viewer');
    },
  },
];

test.describe('sign-in messages (seed 000 §8, seed 001 §5, §8, seed 002 §5, §8)', () => {
  for (const c of cases) {
    test(`${c.site}: ${c.message}`, async ({ page, stack }) => {
      await c.run(new AccountUi(page, stack, c.site, c.surface));
    });
  }
});

/** seed 002 §5 account form error mapping, on the commerce platform's e-mail edit. */
const emailEditCases: { fault: string; message: string; field: 'Email' | 'Current password' | null }[] = [
  { fault: 'invalid param email', message: 'Please enter a valid email address', field: 'Email' },
  { fault: 'customer already exists', message: 'There is already an account with this email address', field: 'Email' },
  { fault: 'please enter a valid e-mail address', message: 'Please enter a valid email address', field: 'Email' },
  { fault: 'invalid param confirmationPassword', message: 'The password is not correct', field: 'Current password' },
  { fault: 'something else went wrong', message: 'Something went wrong. Please try again later.', field: null },
];

test.describe('account page e-mail edit (seed 001 §5, seed 002 §5 account form error mapping)', () => {
  for (const c of emailEditCases) {
    test(`commerce: '${c.fault}' shows '${c.message}'`, async ({ page, stack }) => {
      const ui = new AccountUi(page, stack, 'commerce');
      await ui.signIn();
      await page.goto('/u/my-account');
      const section = page.getByRole('region', { name: 'Email' });
      await section.getByRole('button', { name: 'Edit' }).click();
      await section.getByRole('textbox', { name: 'Email' }).fill('vera.new@statecast.test');
      await section.getByRole('textbox', { name: 'Current password' }).fill(demo.password);
      await failNext(stack, 'commerce', 'PATCH /commerce/customers/*', c.fault, 422);
      await section.getByRole('button', { name: 'Save' }).click();
      if (c.field) {
        const field = section.getByRole('textbox', { name: c.field });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(c.message);
      } else {
        await expect(section.getByRole('alert')).toHaveText(c.message);
      }
    });
  }
});

test.describe('account page (seed 002 §2: one section at a time, cancel restores; names at most 50)', () => {
  test('editing one section locks the others, and cancel gives the old values back', async ({ page, stack }) => {
    const ui = new AccountUi(page, stack, 'commerce');
    await ui.signIn();
    await page.goto('/u/my-account');
    const about = page.getByRole('region', { name: 'About you' });
    const email = page.getByRole('region', { name: 'Email' });
    await about.getByRole('button', { name: 'Edit' }).click();
    await expect(email.getByRole('button', { name: 'Edit' })).toBeDisabled();
    const firstName = about.getByRole('textbox', { name: 'First name' });
    // seed 000 §5: at most 50 characters; the field takes no more.
    await expect(firstName).toHaveAttribute('maxlength', '50');
    await firstName.fill('x'.repeat(51));
    await expect(firstName).toHaveValue('x'.repeat(50));
    await about.getByRole('button', { name: 'Cancel' }).click();
    await expect(about).toContainText('Vera Viewer');
    await expect(email.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await ui.expectAccessible();
  });
});

test.describe('route guards (seed 002 §6)', () => {
  test('the user area sends a signed-out viewer to /', async ({ page }) => {
    await page.goto(`/u/my-account?app-config=${siteConfig.hosted}`);
    await expect(page).toHaveURL(/\/$|\/\?/);
    await expect(page).not.toHaveURL(/\/u\//);
  });

  test('/profile sends a signed-out viewer to /login and back after signing in', async ({ page, stack }) => {
    await page.goto(`/profile?app-config=${siteConfig.own}`);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    const ui = new AccountUi(page, stack, 'own');
    await ui.fillLogin(demo.viewer, demo.password);
    await ui.button('Sign in').click();
    await expect(page).toHaveURL(/\/profile(\?|$)/);
  });
});

test.describe('countdowns on a fake clock', () => {
  test('Resend Code: 120 s shown m:ss, only at 0, cleared and restarted on success (seed 002 §4, §9)', async ({
    page,
    stack,
  }) => {
    const ui = new AccountUi(page, stack, 'own');
    await ui.api('POST', '/auth/register', { email: demo.newViewer, password: demo.password });
    // A paused clock: the count moves only by the runFor calls below, however long the page
    // takes to load on a busy machine (a running one had moved past 0:01 by then).
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto(`/verify-otp?app-config=eventweb&email=${encodeURIComponent(demo.newViewer)}`);
    const resend = page.getByRole('button', { name: /^Resend Code/ });
    await expect(resend).toHaveText('Resend Code in 2:00');
    await expect(resend).toBeDisabled();
    await page.clock.runFor(119_000);
    await expect(resend).toHaveText('Resend Code in 0:01');
    // Kept in local storage: a reload goes on where the count was.
    expect(await page.evaluate(() => localStorage.getItem('statecast.otp-resend-seconds'))).toBe('1');
    await page.clock.runFor(1_000);
    await expect(resend).toHaveText('Resend Code');
    await expect(resend).toBeEnabled();
    const before = await ui.mailCount(demo.newViewer);
    await resend.click();
    await ui.expectToast('Otp sent successfully!');
    await expect(resend).toHaveText('Resend Code in 2:00');
    expect(await ui.mailCount(demo.newViewer)).toBe(before + 1);

    await page.clock.runFor(120_000);
    await failNext(stack, 'own', accountRoutes.resendConfirmation, 'Otp request failed', 500);
    await resend.click();
    await ui.expectToast('Otp request failed. Please try again.');
    await expect(resend).toBeEnabled();
  });

  test('welcome closes itself after 10 s; start watching closes it at once (seed 001 §2)', async ({ page, stack }) => {
    const ui = new AccountUi(page, stack, 'hosted');
    await ui.signIn();
    await page.clock.install();
    await ui.openDialog('welcome');
    await expect(ui.dialog).toContainText('This window closes in 10 s');
    // The faked clock still moves with real time between steps: allow it a second either way.
    await page.clock.runFor(8_500);
    await expect(ui.dialog).toContainText(/This window closes in [12] s/);
    await page.clock.runFor(2_000);
    await expect(ui.dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]u=/);

    await ui.openDialog('welcome');
    await ui.dialog.getByRole('button', { name: 'Start watching' }).click();
    await page.clock.runFor(300);
    await expect(ui.dialog).toHaveCount(0);
  });

  test('a signed-out viewer asking for personal-details gets the login (seed 001 §2)', async ({ page, stack }) => {
    const ui = new AccountUi(page, stack, 'hosted');
    await ui.openDialog('personal-details');
    await expect(page).toHaveURL(/[?&]u=login/);
    await expect(ui.dialog.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});
