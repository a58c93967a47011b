import { fetchJson, parseAnswer } from '../http/http';
import { buildUrl, segment, type ContentClient } from './content-client';
import { adScheduleDocumentSchema } from './ad-schedules.schemas';

/** One ad break: when it plays ('pre', 'post', '10%', seconds) and the ad tags it asks. */
export type AdBreak = { offset: string; tags: string[]; type?: string };

export type AdSchedule = {
  id: string;
  client?: string;
  breaks: AdBreak[];
  /** The schedule as served, for a player that takes the whole document. */
  document: Record<string, unknown>;
};

/** GET /v2/advertising/schedules/{id}.json, sent without credentials (seed 000 §7). */
export async function getAdSchedule(client: ContentClient, adScheduleId: string): Promise<AdSchedule> {
  const url = buildUrl(client.host, `/v2/advertising/schedules/${segment(adScheduleId)}.json`);
  const body = await fetchJson(url, client.fetch, { credentials: 'omit' });
  const document = parseAnswer(adScheduleDocumentSchema, body, 'ad schedule');
  const breaks = Array.isArray(document.schedule) ? document.schedule : Object.values(document.schedule);
  return {
    id: adScheduleId,
    client: document.client,
    breaks: breaks.map((entry) => ({
      offset: entry.offset === undefined ? 'pre' : String(entry.offset),
      tags: entry.tag === undefined ? [] : Array.isArray(entry.tag) ? entry.tag : [entry.tag],
      type: entry.type,
    })),
    document: document as Record<string, unknown>,
  };
}
