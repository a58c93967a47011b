// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n, loadLanguage } from '@/i18n/i18n';
import { MediaCard, MOTION_THUMBNAIL_DELAY_MS, type MediaCardProps } from './media-card';

const i18n = createI18n('en');
beforeAll(() => loadLanguage(i18n, 'en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wrap = (node: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <MemoryRouter>{node}</MemoryRouter>
  </I18nextProvider>
);

const base: MediaCardProps = {
  title: 'Breakwater',
  href: '/m/MvAct001/breakwater',
  imageSrc: '/card.webp?width=320',
  tag: { kind: 'duration', seconds: 6240 },
  locked: false,
};

describe('MediaCard', () => {
  it('is a link named by the title and described by its tag', () => {
    render(wrap(<MediaCard {...base} />));
    const link = screen.getByRole('link', { name: 'Breakwater' });
    expect(link).toHaveAttribute('href', '/m/MvAct001/breakwater');
    expect(link).toHaveAccessibleDescription('1:44');
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });

  it('shows the lock, announced as part of the description', () => {
    render(wrap(<MediaCard {...base} locked />));
    expect(screen.getByRole('link', { name: 'Breakwater' })).toHaveAccessibleDescription('1:44 Locked');
  });

  it.each([
    [{ kind: 'series', episodeCount: 39 }, '39 episodes'],
    [{ kind: 'series', episodeCount: 1 }, '1 episode'],
    [{ kind: 'series' }, 'Series'],
    [{ kind: 'episode', seasonNumber: 1, episodeNumber: 2 }, 'S1:E2'],
    [{ kind: 'episode', episodeNumber: 7 }, 'E7'],
    [{ kind: 'live' }, 'Live'],
    [{ kind: 'scheduled', start: new Date('2026-11-21T14:05:00Z') }, 'Scheduled 21/11/2026 02:05 PM'],
    [{ kind: 'scheduled' }, 'Scheduled'],
    [{ kind: 'duration', seconds: 330 }, '05:30'],
  ] as const)('tag %o reads "%s"', (tag, text) => {
    render(wrap(<MediaCard {...base} tag={tag} />));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('plays the motion thumbnail only after the pointer rests 500 ms (seed 002 §9)', () => {
    vi.useFakeTimers();
    render(wrap(<MediaCard {...base} motionThumbnailSrc="/media/vod/m1/video.mp4" />));
    const link = screen.getByRole('link', { name: 'Breakwater' });

    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(MOTION_THUMBNAIL_DELAY_MS - 1));
    expect(screen.queryByTestId('motion-thumbnail')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('motion-thumbnail')).toHaveAttribute('src', '/media/vod/m1/video.mp4');

    fireEvent.mouseLeave(link);
    expect(screen.queryByTestId('motion-thumbnail')).not.toBeInTheDocument();
  });

  it('leaving before the delay cancels the motion thumbnail', () => {
    vi.useFakeTimers();
    render(wrap(<MediaCard {...base} motionThumbnailSrc="/m.mp4" />));
    const link = screen.getByRole('link', { name: 'Breakwater' });
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('motion-thumbnail')).not.toBeInTheDocument();
  });

  it('renders the progress slot it is given and marks the current card', () => {
    render(wrap(<MediaCard {...base} current progress={<span data-testid="progress" />} />));
    expect(screen.getByTestId('progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Breakwater' })).toHaveAttribute('aria-current', 'true');
  });
});
