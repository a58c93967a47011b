import { expect, test } from './support/stack-fixture';
import { CaptchaUi } from './models/captcha.model';

/**
 * The captcha of registration (seed 001 §5): shown on the commerce site once a key is configured
 * and the required consent is ticked, solved in the provider stand-in's widget, verified by the
 * commerce stand-in (server/modules/captcha, server/modules/accounts/README.md).
 */

const REQUIRED = 'Please confirm that you are not a robot';
const REFUSED = 'The captcha has expired or was not accepted. Please tick the box again.';

test.beforeEach(async ({ page, stack }) => {
  const captcha = new CaptchaUi(page, stack);
  await captcha.useSiteKey();
  await captcha.requireCaptcha();
});

test('the captcha shows after the required consent, is required, and a solved one registers', async ({
  page,
  stack,
}) => {
  const captcha = new CaptchaUi(page, stack);
  await captcha.openRegistration();
  await expect(captcha.terms).toBeVisible();
  await expect(captcha.box).toHaveCount(0);

  await captcha.terms.check();
  await expect(captcha.box).toBeVisible();
  await expect(captcha.box).not.toBeChecked();

  await captcha.submit();
  await captcha.expectMessage(REQUIRED);
  expect(await captcha.registerStatuses()).toEqual([]);
  await captcha.account.expectAccessible();

  await captcha.solve();
  await expect(captcha.field.getByRole('alert')).toHaveCount(0);
  await captcha.submit();
  await captcha.account.expectSignedIn();
  expect(await captcha.registerStatuses()).toEqual([200]);
  expect((await captcha.verifications())[0]).toMatchObject({ success: true });
});

test('an expired token is refused and the widget asks again', async ({ page, stack }) => {
  // The widget's two-minute timer runs on the page's clock.
  await page.clock.install();
  const captcha = new CaptchaUi(page, stack);
  await captcha.openRegistration();
  await captcha.terms.check();

  // Stale at the stand-in: the page still offers it, the platform refuses it.
  await captcha.solve();
  await captcha.moveStackClock(3 * 60_000);
  await captcha.submit();
  await captcha.account.expectFormError('Your account could not be created. Please try again.');
  await captcha.expectMessage(REFUSED);
  await expect(captcha.box).not.toBeChecked();
  expect(await captcha.registerStatuses()).toEqual([422]);
  expect((await captcha.verifications())[0]).toMatchObject({
    success: false,
    errorCodes: ['timeout-or-duplicate'],
  });

  // Stale in the page: the widget unticks itself and the form asks for a new one.
  await captcha.solve();
  await expect(captcha.field.getByRole('alert')).toHaveCount(0);
  await page.clock.fastForward('02:01');
  await expect(captcha.box).not.toBeChecked();
  await expect(captcha.field.getByText('Verification expired. Check the checkbox again.')).toBeVisible();
  await captcha.submit();
  await captcha.expectMessage(REQUIRED);
  expect(await captcha.registerStatuses()).toEqual([422]);

  await captcha.solve();
  await captcha.submit();
  await captcha.account.expectSignedIn();
  expect(await captcha.registerStatuses()).toEqual([422, 200]);
});

test('a provider that fails to load says so and loads on retry', async ({ page, stack }) => {
  await stack.fault({ route: 'GET /__captcha/api.js', status: 503, body: 'unavailable', times: 1 });
  const captcha = new CaptchaUi(page, stack);
  await captcha.openRegistration();
  await captcha.terms.check();
  await expect(captcha.field.getByRole('alert')).toHaveText('The captcha could not be loaded. Try again.');
  await expect(captcha.box).toHaveCount(0);

  await captcha.field.getByRole('button', { name: 'Try again' }).click();
  await expect(captcha.box).toBeVisible();
  await expect(captcha.field.getByRole('alert')).toHaveCount(0);
});
