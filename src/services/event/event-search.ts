/**
 * The event back end's search (seed 002 §7): `GET {backend}/api/search` and the filters' options
 * `GET {backend}/sanity/search-page-data`, parsed at the edge.
 */
import * as z from 'zod/mini';
import type { SearchParams, SearchResults } from '@/domain/event-search.types';
import { ApiError, fetchJson, MalformedResponseError } from '../http/http';
import type { EventClient } from './event-client';
import { titleAndSlugSchema } from './event.schemas';

const hitSchema = z.object({
  _id: z.optional(z.string()),
  id: z.optional(z.union([z.string(), z.number()])),
  titleAndSlug: titleAndSlugSchema,
});

/** seed 002 §3 "Search response": athletes, sports, federations (_id/id, titleAndSlug), vod. */
const searchResponseSchema = z.object({
  data: z.object({
    athletes: z._default(z.array(hitSchema), []),
    sports: z._default(z.array(hitSchema), []),
    federations: z._default(z.array(hitSchema), []),
    vod: z._default(
      z.array(
        z.object({
          id: z.string(),
          media_type: z.nullish(z.string()),
          metadata: z.nullish(z.object({ title: z.nullish(z.string()) })),
        }),
      ),
      [],
    ),
  }),
});

const optionSchema = z.object({ title: z.string(), slug: z.string() });
const searchOptionsSchema = z.object({
  data: z.object({
    athletes: z._default(z.array(optionSchema), []),
    countries: z._default(z.array(z.object({ code: z.string(), title: z.string() })), []),
    sports: z._default(z.array(optionSchema), []),
  }),
});

export type SearchOption = { value: string; label: string };
export type SearchOptions = { athletes: SearchOption[]; countries: SearchOption[]; sports: SearchOption[] };

function parse<T extends z.ZodMiniType>(schema: T, body: unknown, what: string): z.infer<T> {
  const parsed = z.safeParse(schema, body);
  if (!parsed.success)
    throw new MalformedResponseError(
      `The ${what} answer does not match its contract`,
      parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`),
    );
  return parsed.data;
}

/** The query of a search: only the non-blank parameters (seed 002 §5), lists comma-separated. */
export function searchQueryOf(params: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.query.trim()) query.set('q', params.query.trim());
  if (params.category) query.set('type', params.category);
  if (params.date) query.set('date', params.date);
  if (params.sport.length > 0) query.set('sport', params.sport.join(','));
  if (params.country.length > 0) query.set('country', params.country.join(','));
  if (params.athlete.length > 0) query.set('athlete', params.athlete.join(','));
  return query;
}

export async function searchEvent(
  client: EventClient,
  params: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResults> {
  let body: unknown;
  try {
    body = await fetchJson(
      `${client.backendUrl}/api/search?${searchQueryOf(params).toString()}`,
      client.fetch,
      {
        signal,
      },
    );
  } catch (error) {
    // seed 002 §8: a failed search call throws 'HTTP error! status: {code}'.
    if (error instanceof ApiError) throw new ApiError(`HTTP error! status: ${error.code}`, error.code);
    throw error;
  }
  const { data } = parse(searchResponseSchema, body, 'search');
  const hit = (entry: z.infer<typeof hitSchema>) => ({
    id: entry._id ?? String(entry.id ?? entry.titleAndSlug.slug.current),
    title: entry.titleAndSlug.title,
    slug: entry.titleAndSlug.slug.current,
  });
  return {
    athletes: data.athletes.map(hit),
    sports: data.sports.map(hit),
    federations: data.federations.map(hit),
    vod: data.vod.map((entry) => ({
      id: entry.id,
      title: entry.metadata?.title ?? entry.id,
      mediaType: entry.media_type ?? null,
    })),
  };
}

const byLabel = (a: SearchOption, b: SearchOption) =>
  a.label.localeCompare(b.label, undefined, { sensitivity: 'base' });

/** seed 002 §3: the options of the filters, each list sorted alphabetically, case-insensitive. */
export async function getSearchOptions(client: EventClient, signal?: AbortSignal): Promise<SearchOptions> {
  const body = await fetchJson(`${client.backendUrl}/sanity/search-page-data`, client.fetch, { signal });
  const { data } = parse(searchOptionsSchema, body, 'search options');
  return {
    athletes: data.athletes.map((a) => ({ value: a.slug, label: a.title })).sort(byLabel),
    countries: data.countries.map((c) => ({ value: c.code, label: c.title })).sort(byLabel),
    sports: data.sports.map((s) => ({ value: s.slug, label: s.title })).sort(byLabel),
  };
}
