// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, testClient } from '../content/fake-fetch.testing';
import { createPrerollSession, prerollTag } from './preroll';

const TAG = 'https://ads.test/vast/preroll.xml';

/** A VAST 3 document like the local stack's: one linear creative with an MP4 and its trackers. */
const vastXml = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">
  <Ad id="sc-preroll-1">
    <InLine>
      <AdSystem>Test</AdSystem>
      <AdTitle>Coming soon</AdTitle>
      <Impression><![CDATA[https://ads.test/track?event=impression]]></Impression>
      <Creatives>
        <Creative id="c1">
          <Linear>
            <Duration>00:00:05</Duration>
            <TrackingEvents>
              <Tracking event="start"><![CDATA[https://ads.test/track?event=start]]></Tracking>
              <Tracking event="complete"><![CDATA[https://ads.test/track?event=complete]]></Tracking>
            </TrackingEvents>
            <MediaFiles>
              <MediaFile delivery="progressive" type="application/x-shockwave-flash" width="640" height="360"><![CDATA[https://ads.test/ad.swf]]></MediaFile>
              <MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://ads.test/preroll.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

function scheduleFetch(schedule: unknown[]) {
  return fakeFetch(() => jsonResponse({ client: 'vast', schedule }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pre-roll (seed 000 §7 ad schedules, client-side)', () => {
  it("takes the break at offset 'pre'", () => {
    expect(
      prerollTag([
        { offset: '50%', tags: ['a'] },
        { offset: 'pre', tags: ['', TAG] },
      ]),
    ).toBe(TAG);
    expect(prerollTag([{ offset: 'post', tags: [TAG] }])).toBeNull();
  });

  it('fetches the schedule without credentials, parses the VAST and plays its MP4', async () => {
    const { fetch, calls } = scheduleFetch([{ offset: 'pre', tag: TAG, type: 'linear' }]);
    const pixels: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) => new Response(url === TAG ? vastXml : '', { status: url === TAG ? 200 : 404 }),
      ),
    );
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          pixels.push(value);
        }
      },
    );
    const session = createPrerollSession({ client: testClient(fetch) });
    const ad = await session.load('AdScHd01');
    expect(calls[0]?.url).toBe('https://content.test/v2/advertising/schedules/AdScHd01.json');
    expect(calls[0]?.init?.credentials).toBe('omit');
    expect(ad).toEqual({
      id: 'sc-preroll-1',
      mediaFileUrl: 'https://ads.test/preroll.mp4',
      duration: 5,
      title: 'Coming soon',
    });

    session.track('impression');
    session.track('impression');
    session.track('progress', 1);
    session.track('complete');
    expect(pixels.filter((url) => url.includes('event=impression'))).toHaveLength(1);
    expect(pixels.some((url) => url.includes('event=start'))).toBe(true);
    expect(pixels.some((url) => url.includes('event=complete'))).toBe(true);
  });

  it('loads no VAST client when the schedule has no pre-roll', async () => {
    const { fetch } = scheduleFetch([{ offset: '50%', tag: TAG }]);
    const loadVast = vi.fn();
    const session = createPrerollSession({ client: testClient(fetch), loadVast });
    await expect(session.load('AdScHd02')).resolves.toBeNull();
    expect(loadVast).not.toHaveBeenCalled();
    expect(() => session.track('complete')).not.toThrow();
  });

  it('fails when the schedule cannot be fetched (the machine then skips the advert)', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ message: 'Ad schedule not found' }, 404));
    await expect(createPrerollSession({ client: testClient(fetch) }).load('zzzzzzzz')).rejects.toThrow(
      'Ad schedule not found',
    );
  });
});
