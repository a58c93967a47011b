// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, loadLanguage } from '@/i18n/i18n';
import { PlayerErrorPanel } from './player-error-panel';
import { PlayerScheduledPanel } from './player-scheduled-panel';
import { PlayerSeekPoints } from './player-seek-points';

async function renderWith(ui: ReactNode, language: 'en' | 'de' = 'en') {
  const i18n = createI18n(language);
  await loadLanguage(i18n, language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

afterEach(cleanup);

describe('player panels', () => {
  it("shows the scheduled message of seed 002 §8 with the start as 'dd/MM/yyyy hh:mm a' (TZ=UTC)", async () => {
    await renderWith(<PlayerScheduledPanel startsAt={Date.UTC(2026, 5, 21, 20, 5)} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This video is a scheduled event and is not yet live. Please return at 21/06/2026 08:05 PM to view the content.',
    );
  });

  it('writes morning starts with AM and midnight as 12', async () => {
    await renderWith(<PlayerScheduledPanel startsAt={Date.UTC(2026, 0, 2, 0, 30)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Please return at 02/01/2026 12:30 AM to view');
  });

  it('offers Retry on player errors with the messages of seed 002 §8', async () => {
    const onRetry = vi.fn();
    await renderWith(<PlayerErrorPanel kind="unavailable" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This video is no longer available.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    cleanup();
    await renderWith(<PlayerErrorPanel kind="playback" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was an issue playing the video. Please try again.',
    );
  });

  it("shows the item's geo message, else the generic one, and no Retry for blocks", async () => {
    await renderWith(<PlayerErrorPanel kind="geo" customMessage="Not from your country." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not from your country.');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await renderWith(<PlayerErrorPanel kind="geo" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This video is not available in your region.');
  });

  it('seeks to a seek point', async () => {
    const onSeek = vi.fn();
    await renderWith(
      <PlayerSeekPoints
        points={[
          { name: 'Doors open', seconds: 0 },
          { name: 'Judges taste', seconds: 9 },
        ]}
        onSeek={onSeek}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '0:09 Judges taste' }));
    expect(onSeek).toHaveBeenCalledWith(9);
  });
});
