import { describe, expect, it } from 'vitest';
import { MalformedResponseError } from '../http/http';
import {
  getChannelSchedule,
  getChannelSchedules,
  parseHostedSchedule,
  parseXmlSchedule,
  parseXmltvDate,
  shiftProgramsToDay,
} from './epg';
import { fakeFetch, jsonResponse, readPayload, readPayloadText, testClient } from './fake-fetch.testing';
import { toMediaItem } from './media.mappers';
import { readXml } from './xml-reader';

const programme = (attributes: string, body: string) => `<programme ${attributes}>${body}</programme>`;
const guide = (...programmes: string[]) => `<?xml version="1.0"?><tv>${programmes.join('')}</tv>`;
const valid = {
  attributes: 'start="20240301100000 +0100" stop="20240301110000 +0100"',
  body: '<title lang="en">News</title><episode-num system="assetId">ep1</episode-num>',
};
/** The node stand-in reader, whatever the environment. */
const parse = (xml: string) => parseXmlSchedule(xml, { domParser: undefined });

describe('XML programme rules (seed 000 §5)', () => {
  it('reads a valid programme, with the offset applied', () => {
    expect(parse(guide(programme(valid.attributes, valid.body)))).toEqual([
      {
        id: 'ep1',
        title: 'News',
        startTime: '2024-03-01T09:00:00.000Z',
        endTime: '2024-03-01T10:00:00.000Z',
        description: undefined,
        cardImage: undefined,
        backgroundImage: undefined,
      },
    ]);
  });

  it.each([
    ['no episode-num', programme(valid.attributes, '<title>News</title>')],
    ['an empty episode-num', programme(valid.attributes, '<title>News</title><episode-num> </episode-num>')],
    ['no title', programme(valid.attributes, '<episode-num>ep1</episode-num>')],
    ['no start', programme('stop="20240301110000 +0100"', valid.body)],
    ['no stop', programme('start="20240301100000 +0100"', valid.body)],
    ['a start without offset', programme('start="20240301100000" stop="20240301110000 +0100"', valid.body)],
    ['an ISO start', programme('start="2024-03-01T10:00:00Z" stop="20240301110000 +0100"', valid.body)],
    [
      'a start on 31 April',
      programme('start="20240431100000 +0000" stop="20240501110000 +0000"', valid.body),
    ],
  ])('a programme with %s is dropped, the others stay', (_rule, invalid) => {
    const programs = parse(guide(invalid, programme(valid.attributes, valid.body)));
    expect(programs.map((program) => program.id)).toEqual(['ep1']);
  });

  it('reads yyyyMMddHHmmss +HHMM and -HHMM, and refuses what is not a moment', () => {
    expect(parseXmltvDate('20231120073000 +0000')).toBe('2023-11-20T07:30:00.000Z');
    expect(parseXmltvDate('20231120073000 -0530')).toBe('2023-11-20T13:00:00.000Z');
    expect(parseXmltvDate('20231320073000 +0000')).toBeUndefined();
    expect(parseXmltvDate('20231120250000 +0000')).toBeUndefined();
    expect(parseXmltvDate('20231120073000 +0060')).toBeUndefined();
    expect(parseXmltvDate('2023112007300 +0000')).toBeUndefined();
    expect(parseXmltvDate(undefined)).toBeUndefined();
  });

  it('prefers the title and description in the asked language', () => {
    const xml = guide(
      programme(
        valid.attributes,
        '<title lang="en">News</title><title lang="nl">Nieuws</title><desc lang="nl">Het nieuws</desc><episode-num>ep1</episode-num><icon src="https://img.test/n.jpg"/>',
      ),
    );
    expect(parseXmlSchedule(xml, { language: 'nl', domParser: undefined })[0]).toMatchObject({
      title: 'Nieuws',
      description: 'Het nieuws',
      cardImage: 'https://img.test/n.jpg',
      backgroundImage: 'https://img.test/n.jpg',
    });
  });

  it.each([
    ['not XML at all', 'this is not xml'],
    ['an unclosed element', '<tv><programme>'],
    ['mismatched tags', '<tv><a></b></tv>'],
    ['two roots', '<tv></tv><tv></tv>'],
  ])('%s is a MalformedResponseError', (_name, xml) => {
    expect(() => parse(xml)).toThrow(MalformedResponseError);
  });

  it('a document whose root is not tv is malformed', () => {
    expect(() => parse('<guide></guide>')).toThrow(MalformedResponseError);
  });
});

describe('the stand-in XML reader', () => {
  it('reads CDATA, entities, attributes in either quotes, self-closing elements and skips comments', () => {
    const root = readXml(
      `<?xml version="1.0"?><!DOCTYPE tv SYSTEM "xmltv.dtd"><!-- note --><tv a='1' b="x &amp; y"><t><![CDATA[<b>&amp;</b>]]> &lt;&#65;&#x42;&gt;</t><i src="s"/></tv>`,
    );
    expect(root.attributes).toEqual({ a: '1', b: 'x & y' });
    expect(root.children.map((child) => child.name)).toEqual(['t', 'i']);
    expect(root.children[0]?.text).toBe('<b>&amp;</b> <AB>');
    expect(root.children[1]).toEqual({ name: 'i', attributes: { src: 's' }, children: [], text: '' });
  });
});

describe('hosted programme rules (seed 000 §5)', () => {
  const base = {
    id: 'p1',
    title: 'Show',
    startTime: '2024-03-01T10:00:00Z',
    endTime: '2024-03-01T11:00:00Z',
  };

  it.each([
    ['no id', { ...base, id: undefined }],
    ['an empty title', { ...base, title: ' ' }],
    ['an invalid start', { ...base, startTime: 'soon' }],
    ['no end', { ...base, endTime: undefined }],
    [
      'a chapter property without a string value',
      { ...base, chapterPointCustomProperties: [{ key: 'image', value: 3 }] },
    ],
  ])('a programme with %s is dropped', (_rule, invalid) => {
    expect(parseHostedSchedule([invalid, { ...base, id: 'ok' }]).map((program) => program.id)).toEqual([
      'ok',
    ]);
  });

  it('a guide that is not a list is malformed', () => {
    expect(() => parseHostedSchedule({ programs: [] })).toThrow(MalformedResponseError);
  });

  it('sorts programmes by start', () => {
    const later = { ...base, id: 'late', startTime: '2024-03-01T12:00:00Z', endTime: '2024-03-01T13:00:00Z' };
    expect(parseHostedSchedule([later, base]).map((program) => program.id)).toEqual(['p1', 'late']);
  });
});

const now = new Date('2024-03-01T12:00:00Z');
const channel = (raw: Record<string, unknown>) =>
  toMediaItem(
    { mediaid: 'ch1', title: 'Channel 1', images: [], sources: [], tracks: [], ...raw },
    { host: '', now },
  );

describe('getChannelSchedule: GET the scheduleUrl (seed 000 §7)', () => {
  it('sends API-KEY when the channel has a schedule token and reads the hosted format', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(readPayload('jwChannel.json')));
    const result = await getChannelSchedule(
      testClient(fetch),
      channel({ scheduleUrl: '/epg/jwChannel.json', scheduleToken: 'key1', catchupHours: '7' }),
    );
    expect(calls[0]?.url).toBe('/epg/jwChannel.json');
    expect(new Headers(calls[0]?.init?.headers).get('API-KEY')).toBe('key1');
    expect(result).toMatchObject({ id: 'ch1', title: 'Channel 1', catchupHours: 7 });
    expect(result.programs).toHaveLength(33);
  });

  it('sends no API-KEY without a token and reads the XML format by scheduleType', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(readPayloadText('viewNexaChannel.xml')));
    const result = await getChannelSchedule(
      testClient(fetch),
      channel({ scheduleUrl: 'https://guide.test/c.xml', scheduleType: 'ViewNexa' }),
    );
    expect(new Headers(calls[0]?.init?.headers).has('API-KEY')).toBe(false);
    expect(result.programs).toHaveLength(7);
    expect(result.catchupHours).toBe(8);
  });

  it('a channel without scheduleUrl has no programmes and makes no call', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse([]));
    expect((await getChannelSchedule(testClient(fetch), channel({}))).programs).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('an unknown schedule type is malformed', async () => {
    const { fetch } = fakeFetch(() => jsonResponse([]));
    await expect(
      getChannelSchedule(testClient(fetch), channel({ scheduleUrl: '/x', scheduleType: 'tvmaze' })),
    ).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('a demo guide moves to the day of now, keeping the times of day', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(readPayload('channel4.json')));
    const result = await getChannelSchedule(
      testClient(fetch, now),
      channel({ scheduleUrl: '/c4', scheduleDemo: 'true' }),
    );
    expect(result.programs[0]).toMatchObject({
      startTime: '2024-03-01T20:00:00.000Z',
      endTime: '2024-03-01T20:30:00.000Z',
    });
    expect(shiftProgramsToDay([], now)).toEqual([]);
  });

  it('getChannelSchedules: a failing guide leaves only its own channel empty', async () => {
    const { fetch } = fakeFetch((url) =>
      url === '/ok' ? jsonResponse(readPayload('channel4.json')) : jsonResponse({ message: 'gone' }, 404),
    );
    const channels = await getChannelSchedules(testClient(fetch), [
      channel({ scheduleUrl: '/ok' }),
      { ...channel({ scheduleUrl: '/missing' }), mediaid: 'ch2' },
    ]);
    expect(channels.map((c) => [c.id, c.programs.length])).toEqual([
      ['ch1', 1],
      ['ch2', 0],
    ]);
  });
});
