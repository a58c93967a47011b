// @vitest-environment jsdom
import { waitFor, act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createActor, fromPromise } from 'xstate';
import { appMachine, type AccountLogic } from '@machines/app/app.machine';
import { appStartMachine } from '@machines/app-start/app-start.machine';
import type { AccountBackend, LocationResult } from '@machines/app-start/app-start.types';
import type { Config, Settings } from '@/services/config/config.schemas';
import { ConfigError } from '@/services/config/config';
import { createI18n, localeLoaders, type LocaleLoaders } from '@/i18n/i18n';
import { createLanguageActor } from '@/app/flows/language.actors';
import { LANGUAGE_STORAGE_KEY, type Language } from '@/i18n/languages';
import { buildConfig, buildSettings } from '../../tests/support/config-builders';
import { AppRoot } from './app-root';
import { createQueryClient, type AppRuntime } from './providers';
import type { AppRouter } from './router';
import { locationProbe } from './testing/location-probe.testing';

const HELP_URL = '/docs/configuration.html';

// A screen whose chunk does not load (the network dropped, or a new release replaced it).
vi.mock('@/screens/continue-watching/continue-watching-screen', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

type StartFakes = {
  location?: () => Promise<LocationResult>;
  settings?: () => Promise<Settings>;
  config?: () => Promise<Config>;
  services?: () => Promise<void>;
};

const pending = <T,>() => new Promise<T>(() => {});

function startedAppActor(fakes: StartFakes = {}) {
  const appStart = appStartMachine.provide({
    actors: {
      detectLocation: fromPromise(fakes.location ?? (async () => ({ countryCode: 'NL', isChina: false }))),
      loadSettings: fromPromise(fakes.settings ?? (async () => buildSettings())),
      loadConfig: fromPromise(fakes.config ?? (async () => buildConfig())),
      initialiseServices: fromPromise(fakes.services ?? (async () => {})),
    },
  });
  // A site without accounts: the account code is never loaded.
  const loadAccount = fromPromise<AccountLogic | null, { backend: AccountBackend }>(async () => null);
  return createActor(appMachine.provide({ actors: { appStart, loadAccount } }), {
    input: { requestedSource: null, storedSource: null, hash: '' },
  });
}

type Setup = {
  fakes?: StartFakes;
  path?: string;
  language?: Language;
  loaders?: LocaleLoaders;
  appActor?: ReturnType<typeof startedAppActor>;
};

function renderApp({ fakes, path = '/', language = 'en', loaders = localeLoaders, appActor }: Setup = {}) {
  const actor = appActor ?? startedAppActor(fakes);
  const i18n = createI18n(language);
  const storage = { setItem: vi.fn<(key: string, value: string) => void>() };
  const languageActor = createLanguageActor({ i18n, language, storage, loaders });
  const reload = vi.fn();
  const runtime: AppRuntime = { appActor: actor, languageActor, configHelpUrl: HELP_URL, reload };
  const { LocationProbe, location } = locationProbe();
  const router: AppRouter = ({ children }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );
  actor.start();
  languageActor.start();
  const view = render(
    <AppRoot runtime={runtime} i18n={i18n} queryClient={createQueryClient()} router={router} />,
  );
  return { ...view, actor, languageActor, reload, storage, location, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-region');
  document.documentElement.removeAttribute('style');
});

describe('while the app starts', () => {
  it('shows a spinner announced as "Loading"', async () => {
    renderApp({ fakes: { settings: pending } });
    const status = await screen.findByRole('status', { name: 'Loading' });
    expect(status).toHaveTextContent('Loading');
    expect(status.closest('main')).toHaveAttribute('id', 'content');
  });

  it('keeps the spinner until the translations have loaded', async () => {
    let finish: (module: Awaited<ReturnType<LocaleLoaders['en']>>) => void = () => {};
    const loaders = {
      ...localeLoaders,
      en: () => new Promise<never>((resolve) => (finish = resolve as never)),
    };
    renderApp({ loaders });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => finish(await localeLoaders.en()));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });
});

describe('when the app has started', () => {
  it('shows the layout: logo, menu, main content and footer', async () => {
    renderApp({
      fakes: {
        config: async () =>
          buildConfig({
            siteName: 'Statecast Free',
            description: 'Films and series, free with adverts.',
            assets: { banner: '/images/logo.svg' },
            styling: { footerText: '© 2026 Statecast Free.' },
            menu: [
              { label: 'Movies', contentId: 'MoViEs01', type: 'playlist' },
              { label: 'Picks', contentId: 'CoNtLs01', type: 'content_list' },
              { label: 'Trailer', contentId: 'MeDiA001', type: 'media' },
            ],
          }),
      },
    });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('img', { name: 'Statecast Free' })).toHaveAttribute(
      'src',
      '/images/logo.svg',
    );
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/p/MoViEs01');
    expect(within(nav).getByRole('link', { name: 'Picks' })).toHaveAttribute('href', '/n/CoNtLs01');
    expect(within(nav).getByRole('link', { name: 'Trailer' })).toHaveAttribute('href', '/m/MeDiA001');

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'content');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Statecast Free' })).toHaveClass(
      'visually-hidden',
    );

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2026 Statecast Free.');
    expect(footer).toHaveTextContent('Statecast Free');
  });

  it('makes the skip link the first thing to focus, and it moves focus to the content', async () => {
    const { user } = renderApp();
    await screen.findByRole('banner');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#content');
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('falls back to the translated default site name and footer text', async () => {
    renderApp({
      fakes: { config: async () => buildConfig({ siteName: undefined, assets: { banner: '/logo.svg' } }) },
    });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('img', { name: 'Statecast video' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('On-demand and live streaming.');
  });

  it('hides Sign in and Sign up under AVOD (seed 001 §6)', async () => {
    renderApp();
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it.each(['SVOD', 'AUTHVOD'] as const)(
    'offers Sign in and Sign up on the current page under %s',
    async (model) => {
      renderApp({ fakes: { config: async () => buildConfig({ accessModel: model }) }, path: '/q?x=1' });
      await screen.findByRole('banner');
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/q?x=1&u=login');
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
        'href',
        '/q?x=1&u=create-account',
      );
    },
  );

  it('applies the config colours with black or white text on each', async () => {
    renderApp({
      fakes: {
        config: async () =>
          buildConfig({
            styling: { backgroundColor: '#120d24', highlightColor: '#ffd166', headerBackground: '#fff' },
          }),
      },
    });
    await screen.findByRole('banner');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--background-color')).toBe('#120d24');
    expect(style.getPropertyValue('--background-contrast-color')).toBe('#ffffff');
    expect(style.getPropertyValue('--highlight-contrast-color')).toBe('#000000');
    expect(style.getPropertyValue('--header-contrast-color')).toBe('#000000');
  });

  it('marks the document in China mode only', async () => {
    renderApp({ fakes: { location: async () => ({ countryCode: 'CN', isChina: true }) } });
    await screen.findByRole('banner');
    expect(document.documentElement.dataset.region).toBe('cn');
    cleanup();

    document.documentElement.dataset.region = 'cn';
    renderApp();
    await screen.findByRole('banner');
    expect(document.documentElement.dataset.region).toBeUndefined();
  });

  it.each(['/nowhere', '/nowhere/deeper'])('shows the not-found page at %s', async (path) => {
    renderApp({ path });
    await screen.findByRole('banner');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(within(main).getByText("This page doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('sends a signed-out viewer away from the account area to home (seed 002 §6)', async () => {
    const { location } = renderApp({ path: '/u/elsewhere' });
    await screen.findByRole('banner');
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('the menu on small screens', () => {
  it('opens a drawer dialog; Escape closes it and focus returns to the Menu button', async () => {
    const { user } = renderApp();
    await screen.findByRole('banner');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Focus moves in from the drawer's effect, after it is drawn (a moment later on a busy machine).
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus());
    expect(within(drawer).getByRole('link', { name: 'Movies' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('keeps focus inside the drawer and closes it on navigation', async () => {
    const { user, location } = renderApp();
    await screen.findByRole('banner');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(close).not.toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.click(within(drawer).getByRole('link', { name: 'Series' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/p/series01'));
    expect(menuButton).toHaveFocus();
  });
});

describe('languages', () => {
  it('switches language, remembers the choice and updates <html lang>', async () => {
    const { user, storage } = renderApp();
    await screen.findByRole('banner');
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(storage.setItem).toHaveBeenCalledWith(LANGUAGE_STORAGE_KEY, 'es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('shows the translation-load failure page, in English, when a language does not load', async () => {
    const loaders = { ...localeLoaders, de: () => Promise.reject(new Error('chunk failed')) };
    const { reload, user } = renderApp({ language: 'de', loaders });
    expect(await screen.findByRole('heading', { name: 'Unable to load translations' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a failed start (seed 000 §8)', () => {
  const configError = new ConfigError('config-invalid', 'The config does not match the schema', [
    { path: 'description', message: 'Invalid input: expected string, received undefined' },
    { path: 'content.3.type', message: 'Invalid option' },
  ]);

  const cases = [
    {
      code: 'settings-unavailable',
      fakes: { settings: () => Promise.reject(new Error('Request failed with 500')) },
      title: 'settings invalid',
      message: 'Unable to load .webapp.ini',
      help: false,
    },
    {
      code: 'settings-invalid',
      fakes: {
        settings: async () =>
          buildSettings({ defaultConfigSource: undefined, additionalAllowedConfigSources: [] }),
      },
      title: 'settings invalid',
      message: 'No usable config sources',
      help: false,
    },
    {
      code: 'config-missing',
      fakes: { settings: async () => buildSettings({ defaultConfigSource: undefined }) },
      title: 'config invalid',
      message: 'No config location found',
      help: true,
    },
    {
      code: 'config-load-failed',
      fakes: { config: () => Promise.reject(new ConfigError('config-load', 'Request failed with 404')) },
      title: 'config invalid',
      message: 'Failed to load the config',
      help: true,
    },
    {
      code: 'config-invalid',
      fakes: { config: () => Promise.reject(configError) },
      title: 'config invalid',
      message: 'Failed to load the config',
      help: true,
    },
    {
      code: 'integration-conflict',
      fakes: {
        config: async () =>
          buildConfig({
            integrations: { jwp: { clientId: 'c', useSandbox: true }, cleeng: { id: '1', useSandbox: true } },
          }),
      },
      title: 'Unable to start',
      message: 'More than one integration is enabled',
      help: false,
    },
    {
      code: 'services-failed',
      fakes: { services: () => Promise.reject(new Error('account service down')) },
      title: 'Unable to start',
      message: 'Failed to initialise services',
      help: false,
    },
  ] satisfies { code: string; fakes: StartFakes; title: string; message: string; help: boolean }[];

  it.each(cases)(
    '$code: title "$title", message "$message"',
    async ({ code, fakes, title, message, help }) => {
      const { container } = renderApp({ fakes });
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      const main = container.querySelector(`main[data-start-failure="${code}"]`);
      expect(main).not.toBeNull();
      expect(main).toContainElement(heading);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      const helpLink = screen.queryByRole('link', { name: 'Help' });
      if (help) expect(helpLink).toHaveAttribute('href', HELP_URL);
      else expect(helpLink).toBeNull();
    },
  );

  it('lists the config issues as path: message', async () => {
    renderApp({ fakes: { config: () => Promise.reject(configError) } });
    const list = await screen.findByRole('list');
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'description: Invalid input: expected string, received undefined',
      'content.3.type: Invalid option',
    ]);
    expect(screen.getByText('The config does not match the schema')).toBeInTheDocument();
  });

  it('names the integrations that conflict', async () => {
    renderApp({ fakes: cases[5]!.fakes });
    const list = await screen.findByRole('list');
    expect(list).toHaveTextContent('Hosted video platform accounts (integrations.jwp)');
    expect(list).toHaveTextContent('Subscription commerce platform (integrations.cleeng)');
  });

  it('sends RETRY to app start on "Try again"', async () => {
    let attempt = 0;
    const settings = () => (attempt++ === 0 ? Promise.reject(new Error('offline')) : pending<Settings>());
    const { user } = renderApp({ fakes: { settings } });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});

describe('when something breaks', () => {
  it('shows the route error page between header and footer when a screen fails to load, until the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, location } = renderApp({ path: '/continue-watching' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Critical Error' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('A critical error occurred. Please refresh the page.');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Series' }));
    await waitFor(() => expect(location().pathname).toBe('/p/series01'));
    expect(screen.queryByRole('heading', { name: 'Critical Error' })).not.toBeInTheDocument();
  });

  it('shows the error-boundary page when the root actor crashed', async () => {
    const actor = createActor(
      appMachine.provide({
        actors: {
          appStart: fromPromise(() => Promise.reject(new Error('bug'))) as unknown as typeof appStartMachine,
        },
      }),
      { input: { requestedSource: null, storedSource: null, hash: '' } },
    );
    const { reload, user } = renderApp({ appActor: actor });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Something went wrong. We've been notified about this issue and are working to fix it.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
