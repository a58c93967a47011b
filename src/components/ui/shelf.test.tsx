// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from '@/i18n/i18n';
import type { Breakpoint } from './breakpoints';
import { Shelf, type ShelfProps } from './shelf';

const i18n = createI18n('en');
beforeAll(() => loadLanguage(i18n, 'en'));
afterEach(cleanup);

const wrap = (node: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MemoryRouter>{node}</MemoryRouter>
  </I18nextProvider>
);

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    key: `k${index}`,
    node: <a href={`/m/${index}`}>Item {index}</a>,
  }));

const renderShelf = (props: Partial<ShelfProps> = {}) =>
  render(wrap(<Shelf title="Movies" status="ready" items={items(8)} breakpoint="xl" {...props} />));

const tilesOf = (region: HTMLElement) => region.style.getPropertyValue('--shelf-tiles');

describe('Shelf', () => {
  it('is a region labelled by its title, with every card in a list', () => {
    renderShelf({ moreHref: '/p/MoViEs01' });
    const region = screen.getByRole('region', { name: 'Movies' });
    expect(region).toContainElement(screen.getByRole('list'));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'View all: Movies' })).toHaveAttribute('href', '/p/MoViEs01');
  });

  it.each([
    ['xs', '1'],
    ['sm', '2'],
    ['md', '3'],
    ['lg', '4'],
    ['xl', '5'],
  ] as const)('shows %s: %s tiles (seed 002 §9)', (breakpoint: Breakpoint, tiles) => {
    renderShelf({ breakpoint });
    expect(tilesOf(screen.getByRole('region', { name: 'Movies' }))).toBe(tiles);
  });

  it('a featured shelf shows one tile at every width', () => {
    renderShelf({ featured: true, breakpoint: 'xl' });
    expect(tilesOf(screen.getByRole('region', { name: 'Movies' }))).toBe('1');
  });

  it('pages with Previous / Next only when there are more cards than tiles', () => {
    renderShelf({ items: items(8) });
    expect(screen.getByRole('button', { name: 'Next items in Movies' })).toBeInTheDocument();
    cleanup();
    renderShelf({ items: items(3) });
    expect(screen.queryByRole('button', { name: 'Next items in Movies' })).not.toBeInTheDocument();
  });

  it("says 'Could not load items' when the list failed (seed 002 §2)", () => {
    renderShelf({ status: 'error', items: [], moreHref: '/p/MoViEs01' });
    const region = screen.getByRole('region', { name: 'Movies' });
    expect(region).toHaveTextContent('Could not load items');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is busy while loading', () => {
    renderShelf({ status: 'loading', items: [] });
    expect(screen.getByRole('region', { name: 'Movies' }).querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
