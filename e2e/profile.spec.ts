import { expect } from './support/stack-fixture';
import { test } from './support/page-fixtures';
import { pinToday, profileDemo } from './models/profile.model';

// The event site's /profile (seed 002 §2, §5, §6, §8) on eventweb, with the own back end's demo
// accounts: Vera Viewer (password, dob 1990-05-17, Climbing and Korfball) and Gemma Google
// (social, no password).

test.describe('profile', () => {
  test('a signed-out viewer goes to /login and back; the tabs move with the arrow keys and pass axe', async ({
    page,
    profile,
  }) => {
    await page.goto('/profile?app-config=eventweb');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await profile.account.fillLogin(profileDemo.viewer, profileDemo.password);
    await profile.account.button('Sign in').click();
    await expect(page).toHaveURL(/\/profile(\?|$)/);
    await expect(profile.heading).toBeVisible();

    await expect(profile.tab('Profile details')).toHaveAttribute('aria-selected', 'true');
    await profile.expectDetails({
      'First name': 'Vera',
      'Last name': 'Viewer',
      Email: profileDemo.viewer,
      'Date of birth': '17/05/1990',
    });
    await profile.expectAccessible();

    await profile.tab('Profile details').focus();
    await page.keyboard.press('ArrowRight');
    await expect(profile.tab('Change Password')).toBeFocused();
    await expect(profile.tab('Change Password')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]tab=password/);
    await expect(profile.field('Current password')).toBeVisible();
    await profile.expectAccessible();

    await page.keyboard.press('End');
    await expect(profile.tab('Delete Account')).toBeFocused();
    await expect(profile.field('Password')).toBeVisible();
    await profile.expectAccessible();
    await page.keyboard.press('ArrowRight');
    await expect(profile.tab('Profile details')).toHaveAttribute('aria-selected', 'true');
    await expect(page).not.toHaveURL(/[?&]tab=/);
  });

  test('names (50 characters at most, trimmed) and a picked date of birth are saved and stay after a reload', async ({
    page,
    stack,
    profile,
  }) => {
    const today = await pinToday(page);
    await profile.account.signIn();
    await profile.open();

    // seed 002 §2: cancel gives the values back.
    await profile.edit();
    await profile.field('First name').fill('Someone else');
    await profile.button('Cancel').click();
    await profile.expectDetails({ 'First name': 'Vera' });

    await profile.edit();
    await expect(profile.field('Email')).toHaveAttribute('readonly', '');
    await expect(profile.field('Date of birth')).toHaveValue('17/05/1990');
    // seed 002 §5: at most 50 characters.
    await profile.field('First name').fill('x'.repeat(51));
    await profile.button('Save Changes').click();
    await profile.account.expectFieldError(profile.field('First name'), 'At most 50 characters');
    expect(await stack.requests('PATCH /auth/user')).toHaveLength(0);
    await profile.field('First name').fill('  Vesna  ');
    await profile.field('Last name').fill(' Viewer-Smith ');

    // seed 002 §5 date picker: opens on the date of birth; no future dates.
    await profile.openCalendar();
    await expect(profile.day('1990-05-17')).toBeFocused();
    await profile.showMonth(today);
    await expect(profile.day(today)).toBeEnabled();
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    await expect(profile.day(tomorrow.toISOString().slice(0, 10))).toBeDisabled();
    await profile.expectAccessible();
    await profile.pickDay('1995-03-03');
    await expect(profile.field('Date of birth')).toHaveValue('03/03/1995');

    await profile.button('Save Changes').click();
    await profile.expectToast('User updated successfully!');
    await profile.expectDetails({
      'First name': 'Vesna',
      'Last name': 'Viewer-Smith',
      'Date of birth': '03/03/1995',
    });

    await page.reload();
    await profile.expectDetails({
      'First name': 'Vesna',
      'Last name': 'Viewer-Smith',
      'Date of birth': '03/03/1995',
    });
    // The date of birth can be cleared (seed 002 §5: optional, clearable).
    await profile.edit();
    await profile.button('Clear date').click();
    await expect(profile.field('Date of birth')).toHaveValue('');
    await profile.button('Save Changes').click();
    await profile.expectDetails({ 'Date of birth': 'Not set' });
  });

  test('the Notifications switch is saved at once and stays after a reload', async ({ page, profile }) => {
    await profile.account.signIn();
    await profile.open();
    const before = (await profile.notifications.getAttribute('aria-checked')) === 'true';
    await profile.notifications.click();
    await profile.expectToast('User updated successfully!');
    await expect(profile.notifications).toHaveAttribute('aria-checked', String(!before));
    await page.reload();
    await expect(profile.notifications).toHaveAttribute('aria-checked', String(!before));
    // Only one section at a time: the switch waits while the details are edited.
    await profile.edit();
    await expect(profile.notifications).toBeDisabled();
  });

  test('the Preferences dialog saves the sports, and Cancel leaves them', async ({
    page,
    stack,
    profile,
  }) => {
    await profile.account.signIn();
    await profile.open();
    await profile.button('Preferences').click();
    const dialog = profile.dialog('Preferences');
    await expect(dialog.getByRole('checkbox', { name: 'Climbing' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Korfball' })).toBeChecked();
    await profile.expectAccessible();
    await dialog.getByRole('checkbox', { name: 'Climbing' }).uncheck();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await stack.requests('PATCH /auth/user/preferences')).toHaveLength(0);

    await profile.button('Preferences').click();
    await expect(dialog.getByRole('checkbox', { name: 'Climbing' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Climbing' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Archery' }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await profile.expectToast('Preferences updated successfully!');
    await expect(dialog).toHaveCount(0);
    // Still on the profile: the dialog does not move on as /preferences does.
    await expect(page).toHaveURL(/\/profile/);

    await page.reload();
    await profile.button('Preferences').click();
    await expect(dialog.getByRole('checkbox', { name: 'Archery' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Korfball' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Climbing' })).not.toBeChecked();
  });

  test('Change Password signs out to /login, where the new password works', async ({ page, profile }) => {
    await profile.account.signIn();
    await profile.open('password');
    // seed 002 §5: the new password must differ from the old one.
    await profile.field('Current password').fill(profileDemo.password);
    await profile.field('New password').fill(profileDemo.password);
    await profile.field('Repeat password').fill(profileDemo.password);
    await profile.button('Save').click();
    await profile.account.expectFieldError(
      profile.field('New password'),
      'New password cannot be the same as the old password!',
    );

    await profile.field('New password').fill(profileDemo.newPassword);
    await profile.field('Repeat password').fill(profileDemo.newPassword);
    await profile.button('Save').click();
    await profile.expectToast('Password updated successfully!');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await profile.account.expectSignedOut();
    await profile.account.signIn(profileDemo.viewer, profileDemo.newPassword);
  });

  test('a social account without a password sets one, and deleting it asks for none', async ({
    page,
    profile,
  }) => {
    await profile.account.signInSocially(profileDemo.socialName);
    await profile.open('delete');
    // seed 002 §6: no password prompt on delete for a social account without one.
    await expect(profile.panel.getByLabel('Password', { exact: true })).toHaveCount(0);
    await profile.button('Delete Account').click();
    const confirm = profile.dialog('Delete Account');
    await expect(confirm).toContainText(
      'Are you sure you want to delete your account? This action is permanent and cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);

    await profile.selectTab('Set Password');
    await expect(profile.tab('Change Password')).toHaveCount(0);
    await expect(profile.field('Current password')).toHaveCount(0);
    await profile.field('New password').fill('abcdefgh');
    await profile.field('Repeat password').fill('abcdefgh');
    await profile.button('Save').click();
    await profile.account.expectFieldError(
      profile.field('New password'),
      'Must contain upper, lower, and number',
    );
    await profile.expectAccessible();
    await profile.field('New password').fill(profileDemo.newPassword);
    await profile.field('Repeat password').fill(profileDemo.newPassword);
    await profile.button('Save').click();
    await profile.expectToast('Password set successfully!');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await profile.account.signIn(profileDemo.social, profileDemo.newPassword);
  });

  test('Delete Account asks for the password, confirms, and signs out to /login', async ({
    page,
    stack,
    profile,
  }) => {
    await profile.account.signIn();
    await profile.open('delete');
    await profile.button('Continue').click();
    await profile.account.expectFieldError(profile.field('Password'), 'Password is required!');
    await profile.field('Password').fill(profileDemo.password);
    await profile.button('Continue').click();

    const confirm = profile.dialog('Delete Account');
    await expect(confirm).toContainText(
      'Are you sure you want to delete your account? This action is permanent and cannot be undone.',
    );
    await profile.expectAccessible();
    // Cancel goes back to the password, which is asked again.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await profile.button('Continue').click();
    await confirm.getByRole('button', { name: 'Delete Account' }).click();

    await profile.expectToast('Account deleted successfully!');
    // seed 002 §4: the event site's deletion ends on /login, signed out.
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await profile.account.expectSignedOut();
    expect(await stack.requests('DELETE /auth/account')).toHaveLength(1);
  });
});
