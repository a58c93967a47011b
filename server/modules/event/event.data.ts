/**
 * The event site's CMS dataset (seed 002 §2, §3, §9), generated in code: every run with the same
 * anchor gives the same documents. Documents follow the content management service's shapes
 * (`_id`, `_type`, references as `{ _type: 'reference', _ref }`) so that real GROQ queries,
 * evaluated by groq-js, read them as they would read the service's own data.
 */

export type EventDocument = { _id: string; _type: string; [field: string]: unknown };

/** The sport the home carousel and the sports list leave out (seed 002 §7). */
export const EXCLUDED_SPORT_SLUG = 'ceremonies';

/** seed 002 §9: the countdown targets, relative to the anchor (the stack clock at start or reset). */
export const COUNTDOWN_OFFSET_MS = 3 * 24 * 60 * 60 * 1000;
export const EVENT_LENGTH_MS = 11 * 24 * 60 * 60 * 1000;

/** Deterministic pseudo-random numbers (mulberry32) so the dataset never changes between runs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const slugOf = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const ref = (id: string) => ({ _type: 'reference', _ref: id, _key: id });
const titleAndSlug = (title: string, slug = slugOf(title)) => ({ title, slug: { _type: 'slug', current: slug } });

/** Images the stack draws itself (event.images.ts): same id, same picture. */
export const eventImage = (kind: string, id: string) => `/event/images/${kind}/${id}.svg`;
export const flagImage = (code: string) => `/event/flags/${code.toLowerCase()}.svg`;

type SportSeed = { title: string; code: string; from: string; to: string };

/** 13 sports of the Games and the ceremonies, which the lists leave out. */
export const SPORTS: readonly SportSeed[] = [
  { title: 'Archery', code: 'ARC', from: '#b91c1c', to: '#7f1d1d' },
  { title: 'Beach Handball', code: 'BHB', from: '#d97706', to: '#78350f' },
  { title: 'Billiards', code: 'BIL', from: '#047857', to: '#064e3b' },
  { title: 'Canoe Marathon', code: 'CMA', from: '#0369a1', to: '#0c4a6e' },
  { title: 'Dancesport', code: 'DSP', from: '#be185d', to: '#831843' },
  { title: 'Fistball', code: 'FIB', from: '#4d7c0f', to: '#365314' },
  { title: 'Flying Disc', code: 'FLD', from: '#7c3aed', to: '#4c1d95' },
  { title: 'Ju-Jitsu', code: 'JJI', from: '#1d4ed8', to: '#1e3a8a' },
  { title: 'Korfball', code: 'KOR', from: '#c2410c', to: '#7c2d12' },
  { title: 'Lifesaving', code: 'LSV', from: '#dc2626', to: '#450a0a' },
  { title: 'Orienteering', code: 'ORI', from: '#15803d', to: '#14532d' },
  { title: 'Powerlifting', code: 'PWL', from: '#475569', to: '#0f172a' },
  { title: 'Sport Climbing', code: 'SCL', from: '#a16207', to: '#422006' },
  { title: 'Ceremonies', code: 'CER', from: '#334155', to: '#020617' },
];

/** Powerlifting has no federation: its filter shows 'No federations found' (seed 002 §2). */
export const SPORT_WITHOUT_FEDERATIONS = 'powerlifting';

type CountrySeed = { code: string; name: string; stripes: [string, string, string] };

/** Malta has no athlete: its filter shows 'No Athletes found!' (seed 002 §2). */
export const COUNTRIES: readonly CountrySeed[] = [
  { code: 'AT', name: 'Austria', stripes: ['#ed2939', '#ffffff', '#ed2939'] },
  { code: 'BE', name: 'Belgium', stripes: ['#000000', '#fdda24', '#ef3340'] },
  { code: 'BR', name: 'Brazil', stripes: ['#009c3b', '#ffdf00', '#009c3b'] },
  { code: 'DE', name: 'Germany', stripes: ['#000000', '#dd0000', '#ffce00'] },
  { code: 'ES', name: 'Spain', stripes: ['#aa151b', '#f1bf00', '#aa151b'] },
  { code: 'FR', name: 'France', stripes: ['#0055a4', '#ffffff', '#ef4135'] },
  { code: 'IT', name: 'Italy', stripes: ['#009246', '#ffffff', '#ce2b37'] },
  { code: 'JP', name: 'Japan', stripes: ['#ffffff', '#bc002d', '#ffffff'] },
  { code: 'MT', name: 'Malta', stripes: ['#ffffff', '#ffffff', '#cf142b'] },
  { code: 'NL', name: 'Netherlands', stripes: ['#ae1c28', '#ffffff', '#21468b'] },
  { code: 'NZ', name: 'New Zealand', stripes: ['#012169', '#c8102e', '#012169'] },
  { code: 'US', name: 'United States', stripes: ['#b22234', '#ffffff', '#3c3b6e'] },
];
export const COUNTRY_WITHOUT_ATHLETES = 'MT';

const FIRST_NAMES = [
  'Ana', 'Bram', 'Chiara', 'Daan', 'Elena', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonas',
  'Kenji', 'Lena', 'Mateo', 'Noor', 'Oscar', 'Paula', 'Quinn', 'Rosa', 'Sven', 'Tomas',
];
const LAST_NAMES = [
  'Almeida', 'Bauer', 'Conti', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Hoekstra', 'Ito', 'Janssens',
  'Keller', 'Lambert', 'Moreau', 'Nakamura', 'Oliveira', 'Peeters', 'Rossi', 'Schmidt', 'Takahashi', 'Visser',
];

/** Films and documentaries of the content stand-in that the sports and athletes point at. */
const VOD_IDS = [
  'MvDoc001', 'MvDoc002', 'MvDoc003', 'MvDoc004', 'MvDoc005', 'MvDoc006',
  'MvAct001', 'MvAct002', 'MvDrm001', 'MvDrm002', 'MvCom001', 'MvFam001',
];

/** Deterministic version-4-shaped UUIDs for the federation embeds' ids (seed 002 §5). */
function uuidFrom(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export type EventDataset = {
  documents: EventDocument[];
  /** The podcasts' RSS feeds, by podcast slug. */
  podcastFeeds: Map<string, PodcastFeed>;
};

export type PodcastFeed = {
  title: string;
  description: string;
  episodes: {
    id: string;
    title: string;
    description: string;
    link: string;
    author: string;
    published: number;
    image: string;
    durationSeconds: number;
  }[];
};

/** Builds every document; `anchorMs` is the stack clock when the stack started or was reset. */
export function buildEventDataset(anchorMs: number): EventDataset {
  const next = random(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const documents: EventDocument[] = [];

  // Federations first, so sports can point at them.
  const federationSports = new Map<string, string[]>();
  const listedSports = SPORTS.filter((s) => slugOf(s.title) !== EXCLUDED_SPORT_SLUG);
  const withFederations = listedSports.filter((s) => slugOf(s.title) !== SPORT_WITHOUT_FEDERATIONS);
  const federations: EventDocument[] = [];
  for (let i = 0; i < 25; i += 1) {
    const sport = withFederations[i % withFederations.length] as SportSeed;
    const second = i % 4 === 0 ? withFederations[(i + 5) % withFederations.length] : undefined;
    const country = COUNTRIES[i % COUNTRIES.length] as CountrySeed;
    const scope = i < withFederations.length ? 'International' : i % 2 ? 'European' : 'Pan American';
    const title = `${scope} ${sport.title} Federation${i >= 2 * withFederations.length ? ' II' : ''}`;
    const abbreviation = `${scope[0]}${sport.code}F${i >= 2 * withFederations.length ? '2' : ''}`;
    const id = `federation-${slugOf(title)}`;
    const sportIds = [sport, ...(second ? [second] : [])].map((s) => `sport-${slugOf(s.title)}`);
    for (const sportId of sportIds) federationSports.set(sportId, [...(federationSports.get(sportId) ?? []), id]);
    const embedId = uuidFrom(next);
    federations.push({
      _id: id,
      _type: 'federation',
      titleAndSlug: titleAndSlug(title),
      sports: sportIds.map(ref),
      widgetDetails: { widgetPicture: { url: eventImage('federation', abbreviation) }, widgetAbbreviation: abbreviation },
      heroWikiContent: `The ${title} governs ${sport.title.toLowerCase()} competitions and rankings.`,
      logo: { url: eventImage('federation', abbreviation) },
      widgetInfo: {
        widgetFounded: String(1900 + Math.floor(next() * 110)),
        widgetHeadquarters: `${pick(['Lausanne', 'Monaco', 'Madrid', 'Vienna', 'Brussels'])}, ${country.name}`,
        widgetAffiliations: pick(['IWGA, GAISF', 'IWGA', 'IWGA, SportAccord', 'IOC recognised, IWGA']),
      },
      contactInfo: { website: `https://${slugOf(abbreviation)}.example.org`, headquarters: country.name },
      embed: {
        _id: embedId,
        title: `${sport.title} live`,
        fallBack: true,
        liveStream: i % 3 === 0 ? 'EvLive01' : null,
        vod: pick(VOD_IDS),
        transmissionComingSoon: i % 5 === 0,
        fallbackImage: { url: eventImage('embed', abbreviation) },
        allowedIds: [embedId],
      },
    });
  }

  SPORTS.forEach((sport, index) => {
    const slug = slugOf(sport.title);
    const id = `sport-${slug}`;
    documents.push({
      _id: id,
      _type: 'sport',
      titleAndSlug: titleAndSlug(sport.title, slug),
      sportsCode: sport.code,
      logo: { url: eventImage('sport', sport.code) },
      heroWikiBackgroundMedia: { url: eventImage('sport-hero', sport.code) },
      gradientColors: { gradientStart: sport.from, gradientEnd: sport.to },
      about: `${sport.title} at the Games brings together the best athletes of the discipline for ten days of finals.`,
      content: `${sport.title} has been part of the Games since ${1981 + index * 2}.`,
      goodToKnow: [
        { _key: `${slug}-g1`, title: 'Venue', text: `${sport.title} takes place in the ${pick(['North', 'River', 'Harbour', 'Park'])} Arena.` },
        { _key: `${slug}-g2`, title: 'Format', text: 'Group stage, quarter-finals, semi-finals and finals.' },
      ],
      funFacts: [`${sport.title} is played in more than ${20 + index * 3} countries.`],
      beginnersGuide: [
        { _key: `${slug}-b1`, title: 'The basics', text: `How a ${sport.title.toLowerCase()} contest is won.` },
        { _key: `${slug}-b2`, title: 'Scoring', text: 'Points, penalties and tie-breaks in one minute.' },
      ],
      clusters: [
        { _key: `${slug}-c1`, title: 'Men', disciplines: ['Individual', 'Team'] },
        { _key: `${slug}-c2`, title: 'Women', disciplines: ['Individual', 'Team'] },
        { _key: `${slug}-c3`, title: 'Mixed', disciplines: ['Team'] },
      ],
      federations: (federationSports.get(id) ?? []).map(ref),
      vods: [VOD_IDS[index % VOD_IDS.length], VOD_IDS[(index + 3) % VOD_IDS.length]],
      customVideoGrids: [
        { _key: `${slug}-v1`, title: 'Highlights', link: `/p/DoCuMe01` },
        { _key: `${slug}-v2`, title: 'Replays', link: `/p/MoViEs01` },
      ],
    });
  });
  documents.push(...federations);

  for (const country of COUNTRIES) {
    documents.push({
      _id: `country-${country.code}`,
      _type: 'country',
      code: country.code,
      name: country.name,
      flag: { url: flagImage(country.code), name: `${country.name} flag` },
    });
  }

  // 60 athletes across every country but one, over the listed sports.
  const athleteCountries = COUNTRIES.filter((c) => c.code !== COUNTRY_WITHOUT_ATHLETES);
  for (let i = 0; i < 60; i += 1) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] as string;
    const title = `${first} ${last}`;
    const slug = `${slugOf(title)}-${String(i + 1).padStart(2, '0')}`;
    const sport = listedSports[i % listedSports.length] as SportSeed;
    const sportId = `sport-${slugOf(sport.title)}`;
    const country = athleteCountries[(i * 5) % athleteCountries.length] as CountrySeed;
    documents.push({
      _id: `athlete-${slug}`,
      _type: 'athlete',
      titleAndSlug: titleAndSlug(title, slug),
      profileImageUrl: eventImage('athlete', slug),
      profileImage: { url: eventImage('athlete', slug) },
      coverImage: { url: eventImage('sport-hero', sport.code) },
      sport: ref(sportId),
      country: { code: country.code, name: country.name, flag: { url: flagImage(country.code), name: `${country.name} flag` } },
      teamAndPosition: `${country.name} national team`,
      socialMedia: {
        socialLinks: [
          { _key: `${slug}-ig`, url: `https://instagram.example/${slug}`, icon: 'instagram' },
          { _key: `${slug}-x`, url: `https://x.example/${slug}`, icon: 'x' },
        ],
      },
      achievements: [`${pick(['Gold', 'Silver', 'Bronze'])}, World Championships ${2018 + (i % 7)}`],
      sportsABCLink: `https://sportsabc.example/${slugOf(sport.title)}`,
      vodsSection: { title: 'Videos', vods: [VOD_IDS[i % VOD_IDS.length]] },
      federations: (federationSports.get(sportId) ?? []).slice(0, 1).map(ref),
    });
  }

  // Four podcasts, each with an RSS feed the stack serves (event.rss.ts).
  const podcastFeeds = new Map<string, PodcastFeed>();
  const podcastTitles = ['Road to the Games', 'Inside the Arena', 'Athlete Voices', 'The Medal Table'];
  podcastTitles.forEach((title, index) => {
    const slug = slugOf(title);
    const episodes = Array.from({ length: 6 }, (_, e) => ({
      id: `${slug}-ep-${e + 1}`,
      // The topic comes first, so that sorting by title and by date give different orders (seed 002 §2).
      title: `${pick(['Preview', 'Behind the scenes', 'Interview', 'Recap', 'Rules explained'])}: ${title} #${e + 1}`,
      description: `Episode ${e + 1} of ${title}.`,
      link: `https://podcasts.example/${slug}/${e + 1}`,
      author: 'Statecast Games',
      published: anchorMs - (6 - e) * 7 * 24 * 60 * 60 * 1000 - index * 3_600_000,
      image: eventImage('podcast', slug),
      durationSeconds: 900 + e * 240,
    }));
    podcastFeeds.set(slug, { title, description: `${title}, the podcast of the Games.`, episodes });
    documents.push({
      _id: `podcast-${slug}`,
      _type: 'podcast',
      titleAndSlug: titleAndSlug(title, slug),
      description: `${title}, the podcast of the Games.`,
      image: { url: eventImage('podcast', slug) },
      rssFeed: { url: `/event/podcasts/${slug}/rss.xml`, slug },
    });
  });

  // seed 002 §3 "Home content": hero video, countdown relative to the stack clock, carousels.
  const countdown = anchorMs + COUNTDOWN_OFFSET_MS;
  documents.push({
    _id: 'homePage',
    _type: 'homePage',
    heroVideo: { url: '/media/vod/MvDoc001/video.mp4', contentType: 'video/mp4' },
    heroFallbackImage: { url: eventImage('hero', 'games') },
    hideHeroVideo: false,
    countDownDateAndTime: new Date(countdown).toISOString(),
    endDateAndTime: new Date(countdown + EVENT_LENGTH_MS).toISOString(),
    hideCounterCard: false,
    underCounterImage: { url: eventImage('hero', 'under-counter') },
    watchLiveText: 'The Games are live: watch now',
    carouselVideos: [
      { _key: 'hero', title: 'Live events', playlist: 'EvEnTs01', type: 'hero' },
      { _key: 'featured', title: 'Featured', playlist: 'FeAtUr01', type: 'playlist' },
      { _key: 'docs', title: 'Documentaries', playlist: 'DoCuMe01', type: 'playlist' },
      { _key: 'replays', title: 'Replays', playlist: 'MoViEs01', type: 'playlist' },
    ],
  });

  // seed 002 §3 "Pages": title, hero banner and list feature (page sizes of seed 002 §9).
  const pages: [string, string, number][] = [
    ['sports', 'Sports', 8],
    ['federations', 'Federations', 20],
    ['podcast', 'Podcasts', 20],
    ['athlete', 'Athletes', 20],
    ['live', 'Live', 20],
    ['settings', 'Settings', 20],
  ];
  for (const [pageType, title, totalPerPage] of pages) {
    documents.push({
      _id: `page-${pageType}`,
      _type: 'page',
      pageType,
      title,
      heroBanner: { url: eventImage('banner', pageType), title },
      listFeature: {
        title,
        description: `Every ${title.toLowerCase() === 'live' ? 'live stream' : title.toLowerCase()} of the Games.`,
        listType: 'grid',
        totalPerPage,
        labelLoadMore: 'Load More',
      },
    });
  }

  const staticPages: [string, string][] = [
    ['privacy-policy', 'Privacy Policy'],
    ['terms-of-service', 'Terms of Service'],
    ['cookies-policy', 'Cookies Policy'],
    ['about-twg', 'About the Games'],
    ['about-iwga', 'About the Association'],
  ];
  for (const [slug, title] of staticPages) {
    documents.push({
      _id: `staticPage-${slug}`,
      _type: 'staticPage',
      titleAndSlug: titleAndSlug(title, slug),
      markdown: [
        `# ${title}`,
        `This page describes the ${title.toLowerCase()} of Statecast Games.`,
        '## Questions',
        'Write to [info@games.example](mailto:info@games.example), or read the [contact page](/contact-us).',
      ].join('\n\n'),
    });
  }
  // seed 000 §2 `/o/about`, seed 002 §1: the about page describes the open-source web app template.
  documents.push({
    _id: 'staticPage-about',
    _type: 'staticPage',
    titleAndSlug: titleAndSlug('About', 'about'),
    markdown: [
      '# About',
      'This site is built on an open-source video web app template.',
      '## What it does',
      [
        '- Branding from a config file',
        '- Video feeds from the video platform',
        '- HLS playback',
        '- Search and recommendations',
        '- Favorites and continue watching',
        '- Social sharing',
      ].join('\n'),
      '## What it does not support',
      ['- DRM', '- Encrypted HLS', '- Signed URLs', '- Self-hosted players'].join('\n'),
    ].join('\n\n'),
  });

  documents.push({
    _id: 'settings',
    _type: 'settings',
    siteName: 'Statecast Games',
    contactEmails: { general: 'info@games.example', athletes: 'athletes@games.example' },
    newsletter: { actionUrl: 'https://lists.example/subscribe', emailField: 'EMAIL' },
  });

  documents.push({
    _id: 'siteLayout',
    _type: 'siteLayout',
    headerMenu: [
      { _key: 'm1', label: 'Sports', href: '/sports' },
      { _key: 'm2', label: 'Federations', href: '/federations' },
      { _key: 'm3', label: 'Athletes', href: '/athletes' },
      { _key: 'm4', label: 'Podcasts', href: '/podcasts' },
    ],
    footerMenus: [
      {
        _key: 'f1',
        title: 'The Games',
        links: [
          { _key: 'l1', label: 'About the Games', href: '/about-twg' },
          { _key: 'l2', label: 'About the Association', href: '/about-iwga' },
        ],
      },
      {
        _key: 'f2',
        title: 'Legal',
        links: [
          { _key: 'l3', label: 'Privacy Policy', href: '/privacy-policy' },
          { _key: 'l4', label: 'Terms of Service', href: '/terms-of-service' },
          { _key: 'l5', label: 'Cookies Policy', href: '/cookies-policy' },
        ],
      },
    ],
    partners: ['Harbour Bank', 'Lanternfish Pictures', 'North Air'].map((name) => ({
      _key: slugOf(name),
      name,
      logo: { url: eventImage('partner', slugOf(name)) },
      url: `https://${slugOf(name)}.example`,
    })),
    socialLinks: ['instagram', 'youtube', 'x', 'facebook'].map((platform) => ({
      _key: platform,
      platform,
      url: `https://${platform}.example/statecastgames`,
    })),
    copyright: '© 2026 Statecast Games.',
    poweredBy: 'Statecast',
  });

  return { documents, podcastFeeds };
}
