import type { StackApp, StackContext } from '../../context.js';
import { CHANNELS, STUDIO, type ChannelSeed } from './catalogue.data.js';
import { getItem, type CatalogueItem } from './catalogue.js';
import { fail } from './http.js';
import { posterUrl, stableUuid, viewOf } from './media-json.js';

/**
 * Programme guides of the live channels (seed 000 §7 "Programme guide"): each channel cycles
 * through a lineup of catalogue items, with slots rounded up to the quarter hour and laid from
 * the epoch, so a programme keeps its time and id as the clock moves and the guide always
 * surrounds now. Two channels answer in the hosted JSON format, one in the XML guide format;
 * one JSON channel wants its schedule token in an API-KEY header.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SLOT_MINUTES = 15;
/** The guide reaches this far back (beyond every channel's catch-up window) and ahead. */
export const GUIDE_BEFORE_MS = 24 * HOUR;
export const GUIDE_AFTER_MS = 24 * HOUR;

export interface Programme {
  item: CatalogueItem;
  start: number;
  end: number;
}

function lineup(channel: ChannelSeed): { item: CatalogueItem; ms: number }[] {
  return channel.lineup.flatMap((id) => {
    const item = getItem(id);
    if (!item) return [];
    const minutes = Math.max(SLOT_MINUTES, Math.ceil(item.duration / 60 / SLOT_MINUTES) * SLOT_MINUTES);
    return [{ item, ms: minutes * MINUTE }];
  });
}

/** The programmes overlapping [from, to). */
export function programmesBetween(channel: ChannelSeed, from: number, to: number): Programme[] {
  const slots = lineup(channel);
  const cycle = slots.reduce((sum, slot) => sum + slot.ms, 0);
  if (cycle === 0) return [];
  const programmes: Programme[] = [];
  let start = Math.floor(from / cycle) * cycle;
  for (let i = 0; start < to; i = (i + 1) % slots.length) {
    const slot = slots[i];
    if (!slot) break;
    const end = start + slot.ms;
    if (end > from) programmes.push({ item: slot.item, start, end });
    start = end;
  }
  return programmes;
}

const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** seed 000 §5: yyyyMMddHHmmss plus offset. */
export function xmlGuideTime(ms: number): string {
  const d = new Date(ms);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())} +0000`;
}

const cdata = (text: string): string => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const attr = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function registerGuideRoutes(app: StackApp, ctx: StackContext): void {
  app.get('/apps/epg/:file', (c) => {
    const match = /^([A-Za-z0-9]{8})\.(json|xml)$/.exec(c.req.param('file'));
    const channel = CHANNELS.find((ch) => ch.id === match?.[1]);
    if (!match || !channel || channel.guide !== match[2]) return fail(c, 404, 'Schedule not found');
    // seed 000 §7: the guide is fetched with an API-KEY header when the item has a schedule token.
    if (channel.scheduleToken && c.req.header('API-KEY') !== channel.scheduleToken) {
      return fail(c, 401, 'A valid API-KEY header is required for this schedule');
    }
    const view = viewOf(c, ctx);
    const programmes = programmesBetween(channel, view.now - GUIDE_BEFORE_MS, view.now + GUIDE_AFTER_MS);

    if (channel.guide === 'json') {
      return c.json(
        programmes.map(({ item, start, end }) => ({
          id: stableUuid(`programme:${channel.id}:${start}`),
          title: item.title,
          startTime: isoSeconds(start),
          endTime: isoSeconds(end),
          chapterPointCustomProperties: [
            { key: 'description', value: item.description },
            { key: 'image', value: posterUrl(view.origin, item.id, 1280) },
          ],
        })),
      );
    }

    const first = programmes[0]?.start ?? view.now;
    const last = programmes.at(-1)?.end ?? view.now;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE tv SYSTEM "xmltv.dtd">',
      `<tv source-info-name="${attr(STUDIO)}" generator-info-name="Statecast local stack">`,
      `  <channel id="${channel.id}" start="${xmlGuideTime(first)}" stop="${xmlGuideTime(last)}">`,
      `    <display-name>${cdata(channel.title)}</display-name>`,
      '  </channel>',
      ...programmes.map(({ item, start, end }) =>
        [
          `  <programme start="${xmlGuideTime(start)}" stop="${xmlGuideTime(end)}" channel="${channel.id}">`,
          `    <title lang="en">${cdata(item.title)}</title>`,
          `    <desc lang="en">${cdata(item.description)}</desc>`,
          `    <date>${xmlGuideTime(start).slice(0, 8)}</date>`,
          `    <icon src="${attr(posterUrl(view.origin, item.id, 1280))}" width="1280" height="720"/>`,
          `    <episode-num system="assetId">${cdata(`${item.id}-${Math.floor(start / 1000)}`)}</episode-num>`,
          ...(item.genre ? [`    <genre lang="en">${cdata(item.genre)}</genre>`] : []),
          `    <length units="seconds">${(end - start) / 1000}</length>`,
          ...(item.rating ? [`    <rating system="bbfc"><value>${cdata(item.rating)}</value></rating>`] : []),
          '  </programme>',
        ].join('\n'),
      ),
      '</tv>',
      '',
    ].join('\n');
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8' });
  });
}
