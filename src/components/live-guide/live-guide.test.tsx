// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ContentClientProvider } from '@/app/content-client';
import { fakeFetch, jsonResponse, testContentClient } from '@/app/testing/catalogue.testing';
import { locationProbe } from '@/app/testing/location-probe.testing';
import { LiveGuide } from '@/components/live-guide/live-guide';
import { fixDate } from '@/components/ui/fixed-date.testing';
import { standInProviders } from '@/components/pages/stand-in-providers.testing';

const NOW = Date.parse('2026-11-21T12:02:00Z');
const HOST = 'https://content.test';

const channelItem = (id: string, title: string, extra: Record<string, unknown>) => ({
  mediaid: id,
  title,
  description: `${title} all day`,
  duration: 0,
  pubdate: 1710493200,
  image: `${HOST}/v2/media/${id}/poster.jpg`,
  tags: 'live',
  contentType: 'livechannel',
  liveChannelsId: 'LiVeTv01',
  ...extra,
});

const playlist = {
  feedid: 'LiVeTv01',
  title: 'Live channels',
  description: 'Three channels',
  kind: 'MANUAL',
  contentType: 'live',
  playlist: [
    channelItem('LvChan01', 'Lanternfish One', {
      scheduleType: 'jwp',
      scheduleUrl: `${HOST}/apps/epg/LvChan01.json`,
      catchupHours: '8',
    }),
    channelItem('LvChan02', 'Lanternfish Docs', {
      scheduleType: 'jwp',
      scheduleUrl: `${HOST}/apps/epg/LvChan02.json`,
      catchupHours: '4',
      scheduleToken: 'sc-guide-key',
    }),
    channelItem('LvChan03', 'Lanternfish Classics', {
      scheduleType: 'viewnexa',
      scheduleUrl: `${HOST}/apps/epg/LvChan03.xml`,
    }),
  ],
};

const hosted = (id: string, title: string, from: string, to: string) => ({
  id,
  title,
  startTime: `2026-11-21T${from}:00Z`,
  endTime: `2026-11-21T${to}:00Z`,
  description: `${title}, described`,
});

const guides: Record<string, unknown> = {
  'LvChan01.json': [
    hosted('one-disabled', 'Night Owls', '02:00', '03:00'),
    hosted('one-catch-up', 'Harbour Lights', '09:00', '11:30'),
    hosted('one-live', 'Plus One', '11:30', '12:30'),
    hosted('one-upcoming', 'Static', '12:30', '13:30'),
  ],
  'LvChan02.json': [hosted('two-live', 'Tide Tables', '10:00', '14:00')],
};
const xmlGuide = `<?xml version="1.0" encoding="UTF-8"?>
<tv>
  <programme start="20261121030000 +0000" stop="20261121130000 +0000" channel="LvChan03">
    <title lang="en">Cold Case Radio</title>
    <episode-num system="assetId">three-long</episode-num>
  </programme>
</tv>`;

type Fault = { failGuides?: number };

function guideFetch(fault: Fault = {}) {
  let failures = fault.failGuides ?? 0;
  return fakeFetch((url, init) => {
    const path = new URL(url).pathname;
    if (path === '/v2/playlists/LiVeTv01') return jsonResponse(playlist);
    const file = path.replace('/apps/epg/', '');
    if (failures > 0) {
      failures -= 1;
      return jsonResponse({ message: 'Guide down' }, 500);
    }
    if (file === 'LvChan02.json' && new Headers(init?.headers).get('API-KEY') !== 'sc-guide-key') {
      return jsonResponse({ message: 'A valid API-KEY header is required' }, 401);
    }
    if (file === 'LvChan03.xml')
      return new Response(xmlGuide, { headers: { 'Content-Type': 'application/xml' } });
    return file in guides ? jsonResponse(guides[file]) : jsonResponse({ message: 'Not found' }, 404);
  });
}

async function renderGuide(path: string, fault: Fault = {}) {
  const { wrap } = await standInProviders();
  const { fetch, calls } = guideFetch(fault);
  const client = testContentClient(fetch, { host: HOST, now: new Date(NOW) });
  const { LocationProbe, location } = locationProbe();
  render(
    wrap(
      <ContentClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/p/:id" element={<LiveGuide playlistId="LiVeTv01" />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ContentClientProvider>,
    ),
  );
  return { location, calls, user: userEvent.setup() };
}

// Only Date: the guide's own 5 s refresh is left to the machine tests, on their simulated clock.
fixDate(NOW);
afterEach(cleanup);

const programmes = (channel: string) => screen.getByRole('list', { name: `Programmes on ${channel}` });

describe('LiveGuide', () => {
  it('shows three channels with the live programme selected and old programmes disabled', async () => {
    const { calls } = await renderGuide('/p/LiVeTv01');
    const channels = await screen.findByRole('list', { name: 'Channels' });
    expect(
      within(channels)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lanternfish One', 'Lanternfish Docs', 'Lanternfish Classics']);

    const live = within(programmes('Lanternfish One')).getByRole('button', { name: /^Plus One, .*, Live$/ });
    expect(live).toHaveAttribute('aria-pressed', 'true');
    expect(within(programmes('Lanternfish One')).getByRole('button', { name: /Night Owls/ })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Plus One' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start from beginning' })).toBeInTheDocument();

    // The XML guide and the guide behind an API-KEY header both made it (seed 000 §7).
    expect(
      within(programmes('Lanternfish Classics')).getByRole('button', { name: /Cold Case Radio/ }),
    ).toBeEnabled();
    expect(
      within(programmes('Lanternfish Docs')).getByRole('button', { name: /Tide Tables.*Live$/ }),
    ).toBeEnabled();
    const docs = calls.find((call) => call.url.endsWith('/LvChan02.json'));
    expect(new Headers(docs?.init?.headers).get('API-KEY')).toBe('sc-guide-key');
  });

  it("puts 'Start from beginning' of a picked programme in the URL, and 'Now' goes back to the live one", async () => {
    const { location, user } = await renderGuide('/p/LiVeTv01?app-config=freeavod');
    const catchUp = await screen.findByRole('button', { name: /^Harbour Lights, .*, On demand$/ });
    await user.click(catchUp);
    expect(catchUp).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Start from beginning' }));
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      'app-config': 'freeavod',
      play: '1',
      channel: 'LvChan01',
      start: '2026-11-21T09:00:00.000Z',
      end: '2026-11-21T11:30:00.000Z',
      beginning: '1',
    });

    await user.click(screen.getByRole('button', { name: 'Now' }));
    expect(screen.getByRole('button', { name: /^Plus One, .*, Live$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      'app-config': 'freeavod',
      play: '1',
      channel: 'LvChan01',
    });
  });

  it('offers nothing to watch for an upcoming programme, and only Watch for a live one older than the window', async () => {
    const { user } = await renderGuide('/p/LiVeTv01?channel=LvChan03');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cold Case Radio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start from beginning' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Static, .*, Upcoming$/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Static' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start from beginning' })).not.toBeInTheDocument();
  });

  it('opens on the programme `start` names, on the channel `channel` names', async () => {
    await renderGuide('/p/LiVeTv01?channel=LvChan01&start=2026-11-21T09:00:00.000Z');
    expect(await screen.findByRole('button', { name: /Harbour Lights/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('marks a channel whose guide failed and shows the others', async () => {
    await renderGuide('/p/LiVeTv01', { failGuides: 1 });
    expect(
      await within(await screen.findByRole('list', { name: 'Programmes on Lanternfish One' })).findByText(
        'Programme information is unavailable',
      ),
    ).toBeInTheDocument();
    // The first channel stays selected, with nothing to show for it.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Nothing is on this channel right now.' }),
    ).toBeInTheDocument();
    expect(within(programmes('Lanternfish Docs')).getByRole('button', { name: /Tide Tables/ })).toBeEnabled();
  });

  it('shows the error when every guide fails, and loads again on Try again', async () => {
    const { user } = await renderGuide('/p/LiVeTv01', { failGuides: 3 });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The TV guide could not be loaded' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plus One' })).toBeInTheDocument();
  });
});
