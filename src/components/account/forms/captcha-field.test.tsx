// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createI18n, loadAccountTranslations, loadLanguage } from '@/i18n/i18n';
import type { CaptchaLoader } from '@/services/captcha/captcha-loader';
import { isCaptchaFailure } from '@machines/register/register-rules';
import type { CaptchaApi, CaptchaRenderParams } from '@/services/captcha/captcha.types';
import { CaptchaField, type CaptchaFieldProps } from '@/components/account/forms/captcha-field';

let i18n: I18n;
beforeAll(async () => {
  i18n = createI18n('en');
  await loadAccountTranslations(i18n);
  await loadLanguage(i18n, 'en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A provider whose widget the test drives through the callbacks it was given. */
function fakeProvider() {
  const rendered: CaptchaRenderParams[] = [];
  const api: CaptchaApi = {
    ready: (cb) => cb(),
    render: vi.fn((container: HTMLElement | string, params: CaptchaRenderParams) => {
      (container as HTMLElement).textContent = 'widget';
      rendered.push(params);
      return rendered.length - 1;
    }),
    reset: vi.fn(),
    getResponse: vi.fn(() => ''),
  };
  return { api, rendered };
}

function setup(loader: CaptchaLoader, props: Partial<CaptchaFieldProps> = {}) {
  const onSolved = vi.fn();
  const view = (extra: Partial<CaptchaFieldProps> = {}) => (
    <I18nextProvider i18n={i18n}>
      <CaptchaField siteKey="sc-captcha-site-key" onSolved={onSolved} loader={loader} {...props} {...extra} />
    </I18nextProvider>
  );
  const result = render(view());
  return {
    onSolved,
    rerender: (extra: Partial<CaptchaFieldProps>) => result.rerender(view(extra)),
    unmount: result.unmount,
  };
}

describe('captcha field (seed 001 §5)', () => {
  it('draws the widget with the site key and reports the token with its expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 5, 1, 12) });
    const { api, rendered } = fakeProvider();
    const load = vi.fn(async () => api);
    const { onSolved, unmount } = setup({ load });
    expect(screen.getByText('Loading the captcha…')).toBeInTheDocument();
    await screen.findByText('widget');
    expect(load).toHaveBeenCalledWith('en');
    expect(rendered[0]).toMatchObject({ sitekey: 'sc-captcha-site-key', theme: 'light' });
    expect(screen.getByRole('group', { name: 'Captcha' })).toBeInTheDocument();

    act(() => rendered[0]?.callback?.('sc-captcha.token'));
    expect(onSolved).toHaveBeenLastCalledWith({
      token: 'sc-captcha.token',
      expiresAt: Date.UTC(2026, 5, 1, 12, 2),
    });
    act(() => rendered[0]?.['expired-callback']?.());
    expect(onSolved).toHaveBeenLastCalledWith(null);

    unmount();
    expect(api.reset).toHaveBeenCalledWith(0);
  });

  it('resets the widget when the form spent its token', async () => {
    const { api } = fakeProvider();
    const { rerender } = setup({ load: async () => api }, { resetSignal: 0 });
    await screen.findByText('widget');
    expect(api.reset).not.toHaveBeenCalled();
    rerender({ resetSignal: 1 });
    expect(api.reset).toHaveBeenCalledWith(0);
  });

  it('says when the provider could not be loaded and tries again', async () => {
    const { api } = fakeProvider();
    const load = vi
      .fn<CaptchaLoader['load']>()
      .mockRejectedValueOnce(
        Object.assign(new Error('script failed'), { name: 'CaptchaLoadError', reason: 'network' }),
      )
      .mockResolvedValueOnce(api);
    setup({ load }, { error: 'Please confirm that you are not a robot' });
    await screen.findByText('The captcha could not be loaded. Try again.');
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual([
      'The captcha could not be loaded. Try again.',
      'Please confirm that you are not a robot',
    ]);
    expect(screen.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      'Please confirm that you are not a robot',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('widget');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('The captcha could not be loaded. Try again.')).not.toBeInTheDocument();
  });

  it('knows a captcha refusal by the platform message', () => {
    expect(isCaptchaFailure('Captcha verification failed')).toBe(true);
    expect(isCaptchaFailure('customer already exists')).toBe(false);
    expect(isCaptchaFailure(null)).toBe(false);
  });
});
