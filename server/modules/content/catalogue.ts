import {
  CHANNELS,
  EVENTS,
  MOVIES,
  PAGE_ABOUT_MARKDOWN,
  PAGE_RULES_MARKDOWN,
  PREMIERES,
  SERIES,
  STREAM_NAMES,
  STUDIO,
  TRAILERS,
  type MovieSeed,
  type StreamName,
} from './catalogue.data.js';

/**
 * The content host's catalogue, built once from the seed lists in `catalogue.data.ts`. It is the
 * same for every site and every start; only what depends on the clock (live event state, guides,
 * the live HLS window) is worked out at request time.
 */

export type ItemKind =
  'movie' | 'trailer' | 'series' | 'episode' | 'livechannel' | 'liveevent' | 'hub' | 'page';

export interface CatalogueItem {
  readonly id: string;
  readonly kind: ItemKind;
  readonly title: string;
  readonly description: string;
  readonly genre?: string;
  readonly rating?: string;
  readonly tags: readonly string[];
  /** Seconds; 0 for live channels and events that have not ended. */
  readonly duration: number;
  /** Epoch seconds. */
  readonly pubdate: number;
  /** The committed stream the item plays; none for series, hubs and pages. */
  readonly stream?: StreamName;
  /**
   * Signed at the content host: `/v2/media/{id}` needs a media token and playback with a passport
   * needs a signed-in viewer's passport (seed 000 §7).
   */
  readonly protected: boolean;
  /** Custom params as the content host sends them: top-level string fields. */
  readonly custom: Readonly<Record<string, string>>;
  /** An `images` entry of type video/mp4 (a motion thumbnail, seed 002 §3). */
  readonly motionThumbnail?: boolean;
  readonly episode?: { readonly seriesId: string; readonly season: number; readonly number: number };
  readonly event?: {
    readonly startMinutes: number;
    readonly endMinutes: number;
    readonly fullDuration: number;
  };
}

export type PlaylistKind = 'MANUAL' | 'DYNAMIC' | 'RECOMMENDATIONS' | 'SEARCH' | 'WATCHLIST' | 'SERIES';

export interface PlaylistDef {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly kind: PlaylistKind;
  readonly itemIds: readonly string[];
  /** Playlist-level custom params (contentType, image label and aspect ratios). */
  readonly custom?: Readonly<Record<string, string>>;
}

export interface SeasonDef {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly description: string;
  readonly episodeIds: readonly string[];
}

export interface SeriesDef {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly seasons: readonly SeasonDef[];
}

export interface ContentListDef {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly itemIds: readonly string[];
}

/** Subscription offers of the two commerce integrations (seed 000 §3 productIds). */
export const SUBSCRIPTION_PRODUCT_IDS = [
  'cleeng:S100000001_NL',
  'cleeng:S100000002_NL',
  'jwp:S1001_4001',
  'jwp:S1001_4002',
].join(',');

/** Pay-per-view premier offers, one per premiere and integration (leading `!`, seed 000 §3). */
export const premierProductIds = (index: number): string =>
  [`!cleeng:C10000010${index}_NL`, `!jwp:C1001_510${index}`].join(',');

/** The access model ids the access bridge answers entitlements with (seed 000 §3 Entitled plan). */
export const PLANS = {
  free: { id: 'PlFree01', name: 'Free', access_model: 'free' },
  auth: { id: 'PlAuth01', name: 'Members', access_model: 'freeauth' },
  svod: { id: 'PlSvod01', name: 'Plus', access_model: 'svod' },
} as const;

/** A DRM policy `/v2/media/{id}/drm/{policyId}` knows. */
export const DRM_POLICY_ID = 'DrMpOl01';

const day = (iso: string): number => Math.floor(Date.parse(`${iso}T09:00:00Z`) / 1000);

/** A deterministic pubdate in the given year, spread over the months by position. */
function pubdateIn(year: number, index: number): number {
  const month = String(((index * 5) % 12) + 1).padStart(2, '0');
  const dayOfMonth = String(((index * 7) % 27) + 1).padStart(2, '0');
  return day(`${year}-${month}-${dayOfMonth}`);
}

const streamFor = (index: number): StreamName => STREAM_NAMES[index % STREAM_NAMES.length] ?? 'testsrc';

/** Films that need a subscription in the subscription modes (every third one). */
const isSubscriptionMovie = (index: number): boolean => index % 3 === 2;

/** Free whatever the access model (seed 000 §6 requiresSubscription false); these carry no offers. */
const FREE_IDS = new Set(['MvDrm001', 'MvCom002', 'EpHL1E01']);

const GEO_MESSAGES: Record<string, string> = {
  MvDoc003: 'Borderland Orchards is not available in your region because of distribution rights.',
  MvThr002: 'The Glass Stair cannot be watched from your country.',
};

function movieItem(seed: MovieSeed, index: number, premierIndex?: number): CatalogueItem {
  const trailer = TRAILERS.find((t) => t.filmId === seed.id);
  const custom: Record<string, string> = {};
  if (trailer) custom.trailerId = trailer.id;
  if (premierIndex !== undefined) custom.productIds = premierProductIds(premierIndex);
  else if (isSubscriptionMovie(index) && !FREE_IDS.has(seed.id)) custom.productIds = SUBSCRIPTION_PRODUCT_IDS;
  if (FREE_IDS.has(seed.id)) custom.requiresSubscription = 'false';
  // The other spelling of "free" (seed 000 §6), on one film.
  if (seed.id === 'MvDoc001') custom.free = 'true';
  // An item with its own ad schedule (seed 002 §3 customAdsScheduleId).
  if (seed.id === 'MvCom005') custom.customAdsScheduleId = 'AdScHd02';
  const geo = GEO_MESSAGES[seed.id];
  if (geo) custom.geoBlockingMessage = geo;
  // seed 000 §3: translated fields carry a language suffix.
  if (seed.id === 'MvAct001') {
    custom['title-nl'] = 'Golfbreker';
    custom['description-nl'] =
      'Als een storm het havenstadje Saltmere afsluit, heeft een gepensioneerde kustwachtpiloot één nacht om een gestrande veerboot thuis te brengen.';
  }
  return {
    id: seed.id,
    kind: 'movie',
    title: seed.title,
    description: seed.description,
    genre: seed.genre,
    rating: seed.rating,
    tags: ['movie', seed.genre, ...(seed.tags ?? [])],
    duration: seed.minutes * 60,
    pubdate: pubdateIn(seed.year, index),
    stream: streamFor(index),
    protected: premierIndex !== undefined,
    custom,
    motionThumbnail: index < 6,
  };
}

function buildCatalogue() {
  const items = new Map<string, CatalogueItem>();
  const add = (item: CatalogueItem) => {
    if (items.has(item.id)) throw new Error(`Duplicate media id in the catalogue: ${item.id}`);
    if (!/^[A-Za-z0-9]{8}$/.test(item.id)) throw new Error(`Media ids have 8 characters: ${item.id}`);
    items.set(item.id, item);
  };

  MOVIES.forEach((seed, index) => add(movieItem(seed, index)));
  PREMIERES.forEach((seed, index) => add(movieItem(seed, MOVIES.length + index, index + 1)));

  TRAILERS.forEach((trailer, index) => {
    const film = items.get(trailer.filmId);
    if (!film) throw new Error(`Trailer for an unknown film: ${trailer.filmId}`);
    add({
      id: trailer.id,
      kind: 'trailer',
      title: `${film.title}: Trailer`,
      description: `The official trailer of ${film.title}. ${film.description}`,
      genre: film.genre,
      rating: film.rating,
      tags: ['trailer', ...(film.genre ? [film.genre] : [])],
      duration: 20,
      pubdate: film.pubdate - 30 * 86400,
      stream: streamFor(index + 1),
      protected: false,
      custom: { requiresSubscription: 'false' },
    });
  });

  const series: SeriesDef[] = [];
  SERIES.forEach((seed, seriesIndex) => {
    const isPlus = seed.id === 'SrKitc01';
    const seasons: SeasonDef[] = [];
    let runningIndex = 0;
    seed.seasons.forEach((season, seasonIndex) => {
      const seasonNumber = seasonIndex + 1;
      const episodeIds: string[] = [];
      season.episodes.forEach((title, episodeIndex) => {
        const number = episodeIndex + 1;
        const id = `${seed.episodePrefix}${seasonNumber}E${String(number).padStart(2, '0')}`;
        // seed 000 §3: three spellings of the series id, spread over the episodes.
        const seriesKey =
          (['seriesId', 'seriesPlayListId', 'seriesPlaylistId'] as const)[runningIndex % 3] ?? 'seriesId';
        const custom: Record<string, string> = {
          contentType: 'episode',
          seasonNumber: String(seasonNumber),
          episodeNumber: String(number),
          [seriesKey]: seed.id,
        };
        if (isPlus) custom.productIds = SUBSCRIPTION_PRODUCT_IDS;
        if (FREE_IDS.has(id)) custom.requiresSubscription = 'false';
        const blurb = seed.blurbs[runningIndex % seed.blurbs.length] ?? '';
        add({
          id,
          kind: 'episode',
          title,
          description: `${seed.title}, season ${seasonNumber}, episode ${number}. ${blurb}`,
          genre: seed.genre,
          rating: '12',
          tags: ['episode', seed.genre, seed.title],
          duration: (seed.minutes[runningIndex % seed.minutes.length] ?? 30) * 60,
          pubdate: day(`${2023 + seasonIndex}-0${1 + (seriesIndex % 2)}-01`) + episodeIndex * 7 * 86400,
          stream: streamFor(runningIndex + seriesIndex),
          protected: false,
          custom,
          episode: { seriesId: seed.id, season: seasonNumber, number },
        });
        episodeIds.push(id);
        runningIndex += 1;
      });
      seasons.push({
        id: `${seed.id}-s${seasonNumber}`,
        number: seasonNumber,
        title: season.title,
        description: season.description,
        episodeIds,
      });
    });
    const episodeCount = seasons.reduce((sum, s) => sum + s.episodeIds.length, 0);
    add({
      id: seed.id,
      kind: 'series',
      title: seed.title,
      description: seed.description,
      genre: seed.genre,
      rating: '12',
      tags: ['series', seed.genre],
      duration: 0,
      pubdate: day(`${2023 + seriesIndex}-01-01`),
      protected: false,
      custom: {
        contentType: 'series',
        ...(isPlus ? { productIds: SUBSCRIPTION_PRODUCT_IDS } : {}),
        seasonCount: String(seasons.length),
        episodeCount: String(episodeCount),
      },
    });
    series.push({ id: seed.id, title: seed.title, description: seed.description, seasons });
  });

  CHANNELS.forEach((seed, index) => {
    const custom: Record<string, string> = {
      contentType: 'livechannel',
      liveChannelsId: 'LiVeTv01',
      scheduleType: seed.guide === 'xml' ? 'viewnexa' : 'jwp',
      // Replaced by an absolute address per request (see media-json.ts).
      scheduleUrl: `/apps/epg/${seed.id}.${seed.guide}`,
    };
    if (seed.catchupHours) custom.catchupHours = seed.catchupHours;
    if (seed.scheduleToken) custom.scheduleToken = seed.scheduleToken;
    // The third channel is part of the subscription; the others are free to watch.
    if (index === 2) custom.productIds = SUBSCRIPTION_PRODUCT_IDS;
    custom.requiresSubscription = index === 2 ? 'true' : 'false';
    add({
      id: seed.id,
      kind: 'livechannel',
      title: seed.title,
      description: seed.description,
      tags: ['live'],
      duration: 0,
      pubdate: day(`2024-0${index + 3}-15`),
      stream: seed.stream,
      protected: false,
      custom,
    });
  });

  EVENTS.forEach((seed, index) => {
    const custom: Record<string, string> = { contentType: 'liveevent' };
    if (seed.seekCuePoints) custom.SeekCuePoints = seed.seekCuePoints;
    if (seed.endMinutes < 0) custom['VCH.OnDemand'] = 'true';
    custom.requiresSubscription = 'false';
    add({
      id: seed.id,
      kind: 'liveevent',
      title: seed.title,
      description: seed.description,
      tags: [...seed.tags],
      duration: 0,
      pubdate: day(`2026-0${index + 4}-01`),
      stream: seed.stream,
      protected: false,
      custom,
      event: {
        startMinutes: seed.startMinutes,
        endMinutes: seed.endMinutes,
        fullDuration: (seed.endMinutes - seed.startMinutes) * 60,
      },
    });
  });

  add({
    id: 'HubColl1',
    kind: 'hub',
    title: 'Collections',
    description: `Every ${STUDIO} collection in one place: films, series, live channels and events.`,
    tags: ['hub'],
    duration: 0,
    pubdate: day('2025-01-10'),
    protected: false,
    custom: { contentType: 'hub', playlists: 'MoViEs01,SeRiEs01,LiVeTv01,EvEnTs01' },
  });
  add({
    id: 'PgAbout1',
    kind: 'page',
    title: 'About Lanternfish',
    description: `${STUDIO} is a small studio by the sea.`,
    tags: ['page'],
    duration: 0,
    pubdate: day('2025-01-01'),
    protected: false,
    custom: { contentType: 'page', markdown: PAGE_ABOUT_MARKDOWN, requiresSubscription: 'false' },
  });
  add({
    id: 'PgRules1',
    kind: 'page',
    title: 'House Rules',
    description: 'How we keep the comments friendly.',
    tags: ['page'],
    duration: 0,
    pubdate: day('2025-01-02'),
    protected: false,
    custom: { contentType: 'page', markdown: PAGE_RULES_MARKDOWN, requiresSubscription: 'false' },
  });

  const movies = MOVIES.map((m) => m.id);
  const playlists: PlaylistDef[] = [
    {
      id: 'FeAtUr01',
      title: 'Featured',
      description: `The best of ${STUDIO} this week.`,
      kind: 'MANUAL',
      itemIds: [
        'MvDrm001',
        'EvLive01',
        'SrHarb01',
        'MvAct001',
        'LvChan01',
        'MvCom002',
        'HubColl1',
        'MvDoc005',
      ],
      custom: { cardImageAspectRatio: '16:9', shelfImageAspectRatio: '16:9' },
    },
    {
      id: 'MoViEs01',
      title: 'Movies',
      description: 'Action, comedy, drama and more.',
      kind: 'MANUAL',
      itemIds: movies,
    },
    {
      id: 'SeRiEs01',
      title: 'Series',
      description: 'Series to watch from the start or pick up where you left off.',
      kind: 'MANUAL',
      itemIds: SERIES.map((s) => s.id),
    },
    {
      id: 'LiVeTv01',
      title: 'Live channels',
      description: 'Three channels, live around the clock.',
      kind: 'MANUAL',
      itemIds: CHANNELS.map((c) => c.id),
      // seed 002 §2: the live type shows the TV guide.
      custom: { contentType: 'live' },
    },
    {
      id: 'EvEnTs01',
      title: 'Live events',
      description: 'Coming up, on now and just finished.',
      kind: 'MANUAL',
      itemIds: EVENTS.map((e) => e.id),
    },
    {
      id: 'DoCuMe01',
      title: 'Documentaries',
      description: 'True stories from the coast and beyond.',
      kind: 'DYNAMIC',
      itemIds: [...MOVIES.filter((m) => m.genre === 'Documentary').map((m) => m.id), 'SrKitc01'],
    },
    {
      id: 'PrEmIe01',
      title: 'Premieres',
      description: 'New releases, to buy one by one.',
      kind: 'MANUAL',
      itemIds: [...PREMIERES.map((m) => m.id), 'TrPrm001'],
      custom: { imageLabel: 'portrait', cardImageAspectRatio: '2:3', shelfImageAspectRatio: '2:3' },
    },
    {
      id: 'TrAiLr01',
      title: 'Trailers',
      description: 'Coming soon, in twenty seconds.',
      kind: 'MANUAL',
      itemIds: TRAILERS.map((t) => t.id),
    },
    { id: 'ReCoMm01', title: 'Recommended for you', description: '', kind: 'RECOMMENDATIONS', itemIds: [] },
    { id: 'SeArCh01', title: 'Search results', description: '', kind: 'SEARCH', itemIds: [] },
    { id: 'CoWaTc01', title: 'Continue watching', description: '', kind: 'WATCHLIST', itemIds: [] },
    { id: 'FaVoRi01', title: 'Favorites', description: '', kind: 'WATCHLIST', itemIds: [] },
    // The legacy series shape: a series id that is also the playlist of its episodes (seriesPlayListId).
    ...series.map((s): PlaylistDef => ({
      id: s.id,
      title: s.title,
      description: s.description,
      kind: 'SERIES',
      itemIds: s.seasons.flatMap((season) => season.episodeIds),
    })),
  ];

  const contentLists: ContentListDef[] = [
    {
      id: 'CoNtLs01',
      title: 'Staff picks',
      description: 'Chosen by the people who made them.',
      itemIds: [
        'MvDrm002',
        'EpHL2E14',
        'MvDoc002',
        'MvFam001',
        'EvDone01',
        'MvThr003',
        'PgAbout1',
        'PgRules1',
        'HubColl1',
      ],
    },
  ];

  for (const list of [...playlists, ...contentLists]) {
    for (const id of list.itemIds)
      if (!items.has(id)) throw new Error(`${list.id} lists an unknown item ${id}`);
  }

  return {
    items,
    playlists: new Map(playlists.map((p) => [p.id, p])),
    series: new Map(series.map((s) => [s.id, s])),
    contentLists: new Map(contentLists.map((l) => [l.id, l])),
  };
}

export const catalogue = buildCatalogue();

export const getItem = (id: string): CatalogueItem | undefined => catalogue.items.get(id);

/** Items search and recommendations may answer with: everything but pages and hubs. */
export const searchableItems = (): CatalogueItem[] =>
  [...catalogue.items.values()].filter((item) => item.kind !== 'page' && item.kind !== 'hub');

/** The series an episode belongs to, with its place. */
export function seriesOf(item: CatalogueItem): SeriesDef | undefined {
  return item.episode ? catalogue.series.get(item.episode.seriesId) : undefined;
}
