// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { ErrorPage } from '@/components/ui/error-page';
import { standInProviders } from '@/components/pages/stand-in-providers.testing';
import { RouteErrorBoundary } from './route-error-screen';
import { TranslationsFailureScreen } from './translations-failure-screen';

function Boom(): never {
  throw new Error('render failed');
}

/** Providers with English loaded (or not), and a runtime whose actors are never started. */
async function setup({ translations = true } = {}) {
  return { ...(await standInProviders({ translations })), user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe.each([
  {
    page: 'route error page (seed 002 §2)',
    view: () => (
      <MemoryRouter>
        <RouteErrorBoundary standalone>
          <Boom />
        </RouteErrorBoundary>
      </MemoryRouter>
    ),
    heading: 'Critical Error',
    message: 'A critical error occurred. Please refresh the page.',
    button: 'Try Again',
  },
  {
    page: 'error boundary (seed 001 §8)',
    view: () => <Boom />,
    heading: 'Something went wrong',
    message: "Something went wrong. We've been notified about this issue and are working to fix it.",
    button: 'Try again',
  },
])('$page', ({ view, heading, message, button }) => {
  it(`catches a render error: '${heading}' with a '${button}' button that reloads`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { wrap, reload, user } = await setup();
    render(wrap(view()));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    await user.click(screen.getByRole('button', { name: button }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('route error boundary', () => {
  it('tries the routes again at the next location', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { wrap, user } = await setup();
    render(
      wrap(
        <MemoryRouter>
          <Link to="/fine">Elsewhere</Link>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/" element={<Boom />} />
              <Route path="/fine" element={<p>Fine</p>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Critical Error' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Fine')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Critical Error' })).not.toBeInTheDocument();
  });
});

describe('error boundary before the texts (seed 001 §8)', () => {
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
