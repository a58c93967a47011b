import * as z from 'zod/mini';
import { fetchJson, fetchText, MalformedResponseError, parseAnswer } from '../http/http';
import type { ContentClient } from './content-client';
import {
  epgChannelsDocumentSchema,
  epgProgramDocumentSchema,
  epgScheduleDocumentSchema,
} from './epg.schemas';
import { DEFAULT_CATCHUP_HOURS } from './media.mappers';
import type { MediaItem } from '@/domain/media.types';
import { parseXml, XmlSyntaxError, type XmlElement } from './xml-reader';

/** A programme of a live channel's guide (seed 000 §3 EPG program). Times are ISO strings in UTC. */
export type EpgProgram = {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
  description?: string;
  cardImage?: string;
  backgroundImage?: string;
};

/** A live channel with its guide (seed 002 §3). */
export type EpgChannel = {
  id: string;
  title: string;
  description: string;
  channelLogoImage: string;
  backgroundImage: string;
  catchupHours: number;
  programs: EpgProgram[];
};

/** scheduleType values (seed 000 §3): the hosted format and the XML guide format. */
export const scheduleTypes = { hosted: 'jwp', xml: 'viewnexa' } as const;

const nonEmpty = (value: string | null | undefined) => (value && value.trim() ? value : undefined);
const byStart = (a: EpgProgram, b: EpgProgram) => Date.parse(a.startTime) - Date.parse(b.startTime);

/** One hosted-format programme, or null when it breaks a rule of seed 000 §5. */
function toHostedProgram(entry: unknown): EpgProgram | null {
  const result = z.safeParse(epgProgramDocumentSchema, entry);
  if (!result.success) return null;
  const program = result.data;
  const property = (key: string) =>
    nonEmpty(program.chapterPointCustomProperties.find((p) => p.key === key)?.value);
  const image = property('image');
  return {
    id: program.id,
    title: program.title,
    startTime: new Date(program.startTime).toISOString(),
    endTime: new Date(program.endTime).toISOString(),
    description: nonEmpty(program.description) ?? property('description'),
    cardImage: nonEmpty(program.cardImage) ?? image,
    backgroundImage: nonEmpty(program.backgroundImage) ?? image,
  };
}

function hostedPrograms(entries: readonly unknown[]): EpgProgram[] {
  return entries.flatMap((entry) => toHostedProgram(entry) ?? []).sort(byStart);
}

/** The hosted guide format: a list of programmes; invalid ones are dropped (seed 000 §5). */
export function parseHostedSchedule(body: unknown): EpgProgram[] {
  return hostedPrograms(parseAnswer(epgScheduleDocumentSchema, body, 'programme guide'));
}

const xmltvDatePattern = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2}) ([+-])(\d{2})(\d{2})$/;

/**
 * `yyyyMMddHHmmss +HHMM` (seed 000 §5) -> ISO string in UTC, or undefined when the text does not
 * have that shape or names a moment that does not exist (month 13, 31 April, offset minute 60).
 */
export function parseXmltvDate(value: string | undefined): string | undefined {
  const match = value ? xmltvDatePattern.exec(value.trim()) : null;
  if (!match) return undefined;
  const part = (index: number) => Number(match[index]);
  const year = part(1);
  const month = part(2);
  const day = part(3);
  const hour = part(4);
  const minute = part(5);
  const second = part(6);
  const offsetHours = part(8);
  const offsetMinutes = part(9);
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exists =
    local.getUTCFullYear() === year &&
    local.getUTCMonth() === month - 1 &&
    local.getUTCDate() === day &&
    local.getUTCHours() === hour &&
    local.getUTCMinutes() === minute &&
    local.getUTCSeconds() === second;
  if (!exists || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const sign = match[7] === '-' ? -1 : 1;
  const offsetMs = sign * (offsetHours * 60 + offsetMinutes) * 60_000;
  return new Date(local.getTime() - offsetMs).toISOString();
}

const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

/** The child in the wanted language, else the first one. */
function pickLocalized(
  element: XmlElement,
  name: string,
  language: string | undefined,
): XmlElement | undefined {
  const candidates = childrenNamed(element, name);
  return (language && candidates.find((child) => child.attributes.lang === language)) || candidates[0];
}

/** One XML programme, or null when it lacks episode-num, title, start or stop (seed 000 §5). */
function toXmlProgram(element: XmlElement, language: string | undefined): EpgProgram | null {
  const id = nonEmpty(childrenNamed(element, 'episode-num')[0]?.text)?.trim();
  const title = nonEmpty(pickLocalized(element, 'title', language)?.text)?.trim();
  const startTime = parseXmltvDate(element.attributes.start);
  const endTime = parseXmltvDate(element.attributes.stop);
  if (!id || !title || !startTime || !endTime) return null;
  const image = nonEmpty(childrenNamed(element, 'icon')[0]?.attributes.src);
  return {
    id,
    title,
    startTime,
    endTime,
    description: nonEmpty(pickLocalized(element, 'desc', language)?.text)?.trim(),
    cardImage: image,
    backgroundImage: image,
  };
}

export type XmlScheduleOptions = {
  /** Prefer titles and descriptions in this language (`lang` attribute). */
  language?: string;
  /** Override the XML parser (tests pass a DOMParser or undefined for the stand-in reader). */
  domParser?: typeof DOMParser;
};

/** The XML guide format (seed 000 §7: tv.programme); a document that does not read is malformed. */
export function parseXmlSchedule(text: string, options: XmlScheduleOptions = {}): EpgProgram[] {
  let root: XmlElement;
  try {
    root = 'domParser' in options ? parseXml(text, options.domParser) : parseXml(text);
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw new MalformedResponseError('The programme guide is not well-formed XML', [error.message]);
    throw error;
  }
  if (root.name !== 'tv')
    throw new MalformedResponseError('The programme guide has no tv element', [`(root): ${root.name}`]);
  return childrenNamed(root, 'programme')
    .flatMap((element) => toXmlProgram(element, options.language) ?? [])
    .sort(byStart);
}

/** A file of channels with their programmes (the hosted multi-channel shape). */
export function parseEpgChannels(body: unknown): EpgChannel[] {
  return parseAnswer(epgChannelsDocumentSchema, body, 'programme guide channels').map((channel) => {
    const hours = Number(channel.catchupHours);
    return {
      id: channel.id,
      title: channel.title,
      description: channel.description ?? '',
      channelLogoImage: nonEmpty(channel.channelLogoImage) ?? nonEmpty(channel.image) ?? '',
      backgroundImage: nonEmpty(channel.backgroundImage) ?? nonEmpty(channel.image) ?? '',
      catchupHours: Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_CATCHUP_HOURS,
      programs: hostedPrograms(channel.programs),
    };
  });
}

/** A live channel item as a guide channel, before or without its programmes. */
export function toEpgChannel(item: MediaItem, programs: EpgProgram[] = []): EpgChannel {
  return {
    id: item.mediaid,
    title: item.title,
    description: item.description,
    channelLogoImage: item.channelLogoImage,
    backgroundImage: item.backgroundImage,
    catchupHours: item.catchupHours,
    programs,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * scheduleDemo (seed 000 §3): a demo guide is moved by whole days so that its first programme
 * falls on the (UTC) day of `now`, keeping every time of day.
 */
export function shiftProgramsToDay(programs: readonly EpgProgram[], now: Date): EpgProgram[] {
  const first = programs[0];
  if (!first) return [];
  const startDay = Math.floor(Date.parse(first.startTime) / DAY_MS);
  const today = Math.floor(now.getTime() / DAY_MS);
  const shift = (today - startDay) * DAY_MS;
  const move = (iso: string) => new Date(Date.parse(iso) + shift).toISOString();
  return programs.map((program) => ({
    ...program,
    startTime: move(program.startTime),
    endTime: move(program.endTime),
  }));
}

/**
 * GET the channel's scheduleUrl, with an API-KEY header when it has a scheduleToken (seed 000 §7),
 * and read it in its scheduleType's format. A channel without a scheduleUrl has no programmes.
 */
export async function getChannelSchedule(
  client: ContentClient,
  item: MediaItem,
  options: Pick<XmlScheduleOptions, 'language'> = {},
): Promise<EpgChannel> {
  if (!item.scheduleUrl) return toEpgChannel(item);
  const init: RequestInit = item.scheduleToken ? { headers: { 'API-KEY': item.scheduleToken } } : {};
  const type = item.scheduleType ?? scheduleTypes.hosted;
  let programs: EpgProgram[];
  if (type === scheduleTypes.xml) {
    programs = parseXmlSchedule(await fetchText(item.scheduleUrl, client.fetch, init), options);
  } else if (type === scheduleTypes.hosted) {
    programs = parseHostedSchedule(await fetchJson(item.scheduleUrl, client.fetch, init));
  } else {
    throw new MalformedResponseError(`Unknown schedule type '${type}'`);
  }
  return toEpgChannel(item, item.scheduleDemo ? shiftProgramsToDay(programs, client.now()) : programs);
}

/** Every channel's guide; a guide that fails leaves its channel without programmes, not the others. */
export async function getChannelSchedules(
  client: ContentClient,
  items: readonly MediaItem[],
  options: Pick<XmlScheduleOptions, 'language'> = {},
): Promise<EpgChannel[]> {
  const results = await Promise.allSettled(items.map((item) => getChannelSchedule(client, item, options)));
  return results.map((result, index) =>
    result.status === 'fulfilled' ? result.value : toEpgChannel(items[index] as MediaItem),
  );
}
