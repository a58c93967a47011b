// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import type { AppRuntime } from '@/app/providers';
import { AppProviders, createQueryClient } from '@/app/providers';
import { ErrorPage } from '@/components/ui/error-page';
import { createI18n, loadLanguage } from '@/i18n/i18n';
import { createLanguageActor } from '@/app/flows/language.actors';
import { languageMachine } from '@machines/language/language.machine';
import { RouteErrorScreen } from './route-error-screen';
import { TranslationsFailureScreen } from './translations-failure-screen';

function Boom(): never {
  throw new Error('render failed');
}

/** Providers with English loaded (or not), and a runtime whose actors are never started. */
async function setup({ translations = true } = {}) {
  const i18n = createI18n('en');
  if (translations) await loadLanguage(i18n, 'en');
  const reload = vi.fn();
  const runtime = {
    // These screens read only `reload`; any actor stands in for the root, which they never read.
    appActor: createActor(languageMachine, {
      input: { language: 'en' },
    }) as unknown as AppRuntime['appActor'],
    languageActor: createLanguageActor({ i18n, language: 'en', storage: null }),
    configHelpUrl: '/docs/configuration.html',
    reload,
  } satisfies AppRuntime;
  const wrap = (children: ReactNode) => (
    <AppProviders i18n={i18n} queryClient={createQueryClient()} runtime={runtime}>
      {children}
    </AppProviders>
  );
  return { wrap, reload, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('route error page (seed 002 §2)', () => {
  it("shows 'Critical Error' with a 'Try Again' button that reloads", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { wrap, reload, user } = await setup();
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <RouteErrorScreen standalone /> },
    ]);
    render(wrap(<RouterProvider router={router} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Critical Error' })).toBeInTheDocument();
    expect(screen.getByText('A critical error occurred. Please refresh the page.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('error boundary (seed 001 §8)', () => {
  it("catches a render error and offers 'Try again', which reloads", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { wrap, reload, user } = await setup();
    render(wrap(<Boom />));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Something went wrong. We've been notified about this issue and are working to fix it.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('renders in English before any translation has loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { wrap } = await setup({ translations: false });
    render(wrap(<Boom />));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});

describe('generic error page (seed 001 §8)', () => {
  it('falls back to generic_error_heading and generic_error_description, with a learn-more link', async () => {
    const { wrap } = await setup({ translations: false });
    render(wrap(<ErrorPage learnMoreHref="/docs/configuration.html" />));
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('Try refreshing this page or come back later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/docs/configuration.html',
    );
  });

  it('uses the translations once loaded', async () => {
    const { wrap } = await setup();
    render(wrap(<ErrorPage />));
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('translation-load failure page (seed 002 §2)', () => {
  it("says 'Unable to load translations' with no translation loaded, and reloads", async () => {
    const { wrap, reload, user } = await setup({ translations: false });
    render(wrap(<TranslationsFailureScreen onReload={reload} />));
    expect(screen.getByRole('heading', { name: 'Unable to load translations' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
