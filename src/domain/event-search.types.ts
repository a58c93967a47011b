/**
 * The event site's search (seed 002 §2 "Search", §3 "Search response"): what the viewer asked
 * for and what the event back end answered, shared by the search flow (machines/event-search) and
 * the search client (src/services/event).
 */

/** seed 002 §2: `category` sets the order of the result sections. */
export type SearchCategory = 'sport' | 'federation' | 'vod' | 'athletes';

export type SearchParams = {
  query: string;
  category: SearchCategory | null;
  sport: string[];
  country: string[];
  athlete: string[];
  /** An ISO date (YYYY-MM-DD) or ''. */
  date: string;
};

export type SearchHit = { id: string; title: string; slug: string };
export type MediaHit = { id: string; title: string; mediaType: string | null };

/** seed 002 §3 "Search response": athletes, sports, federations and vod. */
export type SearchResults = {
  athletes: SearchHit[];
  sports: SearchHit[];
  federations: SearchHit[];
  vod: MediaHit[];
};
