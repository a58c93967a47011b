// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  MemoryRouter,
  Route,
  Routes,
  useNavigate,
  type NavigateFunction,
  type NavigateOptions,
} from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

const STORAGE_KEY = 'react-router-scroll-positions';

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** A router over a few pages with the restoration drawn, and its `navigate`. */
function renderPages() {
  let go: NavigateFunction = () => {};
  function Navigator() {
    const navigate = useNavigate();
    go = navigate;
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Routes>
        <Route path="/a" element={<p>A</p>} />
        <Route path="/b" element={<p>B</p>} />
        <Route path="/c" element={<p id="part">C</p>} />
      </Routes>
      <Navigator />
      <ScrollRestoration />
    </MemoryRouter>,
  );
  const navigate = async (to: string | number, options?: NavigateOptions) => {
    await act(async () => {
      await (typeof to === 'number' ? go(to) : go(to, options));
    });
  };
  return { navigate };
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as never);
  scrolledTo(0);
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('ScrollRestoration', () => {
  it('opens each new page at its top, and Back and Forward return to where each was left', async () => {
    const { navigate } = renderPages();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.history.scrollRestoration).toBe('manual');

    scrolledTo(500);
    await navigate('/b');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(120);
    await navigate(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);

    await navigate(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);

    // A changed query is a new entry too: it opens at the top, as with the router's restoration.
    scrolledTo(300);
    await navigate('/b?x=1', { replace: true });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('scrolls to the element a hash names', async () => {
    const scrollIntoView = vi.fn();
    // jsdom has no scrollIntoView.
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    onTestFinished(() => void delete (Element.prototype as Partial<Element>).scrollIntoView);
    const { navigate } = renderPages();
    scrollTo.mockClear();
    await navigate('/c#part');
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();

    // A hash naming nothing opens the page at its top.
    await navigate('/b#nothing');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the positions for a reload of the tab, and gives scrolling back to the browser then', async () => {
    const { navigate } = renderPages();
    scrolledTo(640);
    await navigate('/b');
    scrolledTo(80);
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    expect(Object.values(stored)).toEqual(expect.arrayContaining([640, 80]));
    expect(window.history.scrollRestoration).toBe('auto');
  });

  it('restores the saved position of the entry a reloaded page opens on', async () => {
    // The page's first location in a tab without history state has the key 'default'.
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 420 }));
    vi.resetModules();
    const fresh = await import('./scroll-restoration');
    const { MemoryRouter: Router } = await import('react-router');
    render(
      <Router>
        <fresh.ScrollRestoration />
      </Router>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
  });
});
