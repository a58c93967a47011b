/**
 * The seed lists the catalogue is built from: a small fictional studio, Lanternfish Pictures.
 * Everything here is plain data; `catalogue.ts` turns it into media items, playlists, series,
 * channels and events. Ids are 8 characters like the content host's own (seed 000 §7).
 */

export const STUDIO = 'Lanternfish Pictures';

/** The committed test streams (server/data/media/), one per picture and tone. */
export const STREAM_NAMES = ['testsrc', 'testsrc2', 'smptebars'] as const;
export type StreamName = (typeof STREAM_NAMES)[number];

export interface MovieSeed {
  id: string;
  title: string;
  genre: 'Action' | 'Comedy' | 'Drama' | 'Documentary' | 'Thriller' | 'Family';
  year: number;
  minutes: number;
  rating: string;
  description: string;
  /** Extra tags beside `movie` and the genre. */
  tags?: string[];
}

export const MOVIES: readonly MovieSeed[] = [
  // Action
  {
    id: 'MvAct001',
    title: 'Breakwater',
    genre: 'Action',
    year: 2025,
    minutes: 104,
    rating: '12',
    description:
      'When a storm cuts off the harbour town of Saltmere, a retired coastguard pilot has one night to bring a stranded ferry home.',
    tags: ['storm', 'sea'],
  },
  {
    id: 'MvAct002',
    title: 'Copper Run',
    genre: 'Action',
    year: 2024,
    minutes: 98,
    rating: '12',
    description:
      'A courier with a photographic memory races across a city of rooftops to deliver a ledger that three gangs want buried.',
    tags: ['city', 'chase'],
  },
  {
    id: 'MvAct003',
    title: 'The Ninth Lantern',
    genre: 'Action',
    year: 2023,
    minutes: 112,
    rating: '12',
    description:
      'An archivist and a stunt rider follow a trail of signal lanterns to a heist planned a century ago.',
    tags: ['heist'],
  },
  {
    id: 'MvAct004',
    title: 'Red Sky Relay',
    genre: 'Action',
    year: 2025,
    minutes: 95,
    rating: '12',
    description:
      'Four strangers on a desert rally discover that the race is cover for something far more dangerous.',
    tags: ['desert', 'racing'],
  },
  {
    id: 'MvAct005',
    title: 'Ironbridge',
    genre: 'Action',
    year: 2022,
    minutes: 108,
    rating: '15',
    description:
      "A bridge engineer must outwit the saboteurs who have rigged her life's work to fall on opening day.",
    tags: ['city'],
  },
  {
    id: 'MvAct006',
    title: 'Low Orbit',
    genre: 'Action',
    year: 2026,
    minutes: 117,
    rating: '12',
    description:
      'The crew of a cargo shuttle fights to land after a collision leaves them with one engine and no guidance.',
    tags: ['space'],
  },
  {
    id: 'MvAct007',
    title: 'Tidebreaker',
    genre: 'Action',
    year: 2024,
    minutes: 101,
    rating: '12',
    description: 'A free diver is drawn into a salvage war over a wreck that should not exist.',
    tags: ['sea'],
  },
  // Comedy
  {
    id: 'MvCom001',
    title: 'The Accidental Ambassador',
    genre: 'Comedy',
    year: 2024,
    minutes: 94,
    rating: 'PG',
    description:
      'A wedding caterer is mistaken for a visiting diplomat and has until Friday to negotiate a fishing treaty.',
  },
  {
    id: 'MvCom002',
    title: 'Second Breakfast Club',
    genre: 'Comedy',
    year: 2025,
    minutes: 88,
    rating: 'PG',
    description: 'Five retirees open a brunch café in a town that goes to bed at eight.',
    tags: ['food'],
  },
  {
    id: 'MvCom003',
    title: 'Parking Permit',
    genre: 'Comedy',
    year: 2023,
    minutes: 91,
    rating: 'PG',
    description:
      'A feud over one parking space turns into the most bitter local election the village has ever seen.',
  },
  {
    id: 'MvCom004',
    title: 'Plus One',
    genre: 'Comedy',
    year: 2022,
    minutes: 97,
    rating: '12',
    description: 'A professional wedding guest is finally invited to a wedding as herself.',
  },
  {
    id: 'MvCom005',
    title: 'The Great Goose Escape',
    genre: 'Comedy',
    year: 2026,
    minutes: 86,
    rating: 'U',
    description:
      'A farm-sitter has one weekend to round up forty runaway geese before their owners come home.',
    tags: ['animals'],
  },
  {
    id: 'MvCom006',
    title: 'Out of Office',
    genre: 'Comedy',
    year: 2024,
    minutes: 93,
    rating: '12',
    description:
      'An automatic reply goes wildly wrong and sends a junior clerk on a business trip she never booked.',
  },
  {
    id: 'MvCom007',
    title: 'Karaoke Kings',
    genre: 'Comedy',
    year: 2025,
    minutes: 99,
    rating: '12',
    description: 'Two rival karaoke bars on the same street bet everything on one singing contest.',
    tags: ['music'],
  },
  // Drama
  {
    id: 'MvDrm001',
    title: "The Lighthouse Keeper's Daughter",
    genre: 'Drama',
    year: 2023,
    minutes: 121,
    rating: '12',
    description:
      "After her father's death, a marine biologist returns to the island she left at sixteen and finds his unfinished logbooks.",
    tags: ['sea', 'family'],
  },
  {
    id: 'MvDrm002',
    title: 'Paper Boats',
    genre: 'Drama',
    year: 2024,
    minutes: 109,
    rating: '12',
    description:
      'Two brothers kept apart by a custody battle find each other again through letters folded into boats.',
    tags: ['family'],
  },
  {
    id: 'MvDrm003',
    title: 'Winter Orchard',
    genre: 'Drama',
    year: 2022,
    minutes: 115,
    rating: 'PG',
    description: 'A family of apple growers faces the hardest harvest in fifty years.',
    tags: ['family', 'farming'],
  },
  {
    id: 'MvDrm004',
    title: 'The Long Table',
    genre: 'Drama',
    year: 2025,
    minutes: 103,
    rating: '12',
    description: 'Over one long Sunday lunch, three generations settle old debts.',
    tags: ['family', 'food'],
  },
  {
    id: 'MvDrm005',
    title: 'Glasswork',
    genre: 'Drama',
    year: 2026,
    minutes: 112,
    rating: '12',
    description: 'A glassblower who is losing her sight takes on one last apprentice.',
  },
  {
    id: 'MvDrm006',
    title: 'Northbound',
    genre: 'Drama',
    year: 2024,
    minutes: 118,
    rating: '12',
    description: "A night-train conductor's final shift before the line closes for good.",
    tags: ['trains'],
  },
  {
    id: 'MvDrm007',
    title: 'Quiet Hours',
    genre: 'Drama',
    year: 2023,
    minutes: 100,
    rating: '15',
    description: 'A hospital night nurse and a sleepless patient trade stories until dawn.',
  },
  // Documentary
  {
    id: 'MvDoc001',
    title: 'Salt and Stone',
    genre: 'Documentary',
    year: 2024,
    minutes: 82,
    rating: 'U',
    description:
      'The last salt-pan workers of a windswept coast, across one summer of raking and weather-watching.',
    tags: ['sea', 'work'],
  },
  {
    id: 'MvDoc002',
    title: 'The Clockmakers',
    genre: 'Documentary',
    year: 2023,
    minutes: 76,
    rating: 'U',
    description: 'Inside a family workshop that still builds tower clocks by hand.',
    tags: ['craft'],
  },
  {
    id: 'MvDoc003',
    title: 'Borderland Orchards',
    genre: 'Documentary',
    year: 2025,
    minutes: 88,
    rating: 'U',
    description: 'Fruit growers on both sides of a mountain border share one river and one harvest calendar.',
    tags: ['farming'],
  },
  {
    id: 'MvDoc004',
    title: 'Night Shift City',
    genre: 'Documentary',
    year: 2022,
    minutes: 79,
    rating: 'PG',
    description: 'The people who keep a city running while it sleeps.',
    tags: ['city', 'work'],
  },
  {
    id: 'MvDoc005',
    title: 'Wings over the Marsh',
    genre: 'Documentary',
    year: 2026,
    minutes: 71,
    rating: 'U',
    description: "A year in the life of a wetland's migrating birds.",
    tags: ['nature', 'animals'],
  },
  {
    id: 'MvDoc006',
    title: 'The Sound Collectors',
    genre: 'Documentary',
    year: 2024,
    minutes: 84,
    rating: 'U',
    description: 'Field recordists chase the quietest places left on earth.',
    tags: ['nature', 'music'],
  },
  // Thriller
  {
    id: 'MvThr001',
    title: 'Static',
    genre: 'Thriller',
    year: 2024,
    minutes: 102,
    rating: '15',
    description: 'A late-night radio host starts taking calls from a listener who knows what happens next.',
    tags: ['radio'],
  },
  {
    id: 'MvThr002',
    title: 'The Glass Stair',
    genre: 'Thriller',
    year: 2023,
    minutes: 97,
    rating: '15',
    description: 'An architect suspects her newest client designed his building to hide something.',
  },
  {
    id: 'MvThr003',
    title: 'Undertow',
    genre: 'Thriller',
    year: 2025,
    minutes: 105,
    rating: '15',
    description: 'A lifeguard witnesses a disappearance that no one else will admit happened.',
    tags: ['sea'],
  },
  {
    id: 'MvThr004',
    title: 'Cold Case Radio',
    genre: 'Thriller',
    year: 2022,
    minutes: 99,
    rating: '15',
    description:
      'Two podcasters reopen a thirty-year-old disappearance and attract the wrong kind of listener.',
    tags: ['radio'],
  },
  {
    id: 'MvThr005',
    title: 'Blind Corner',
    genre: 'Thriller',
    year: 2026,
    minutes: 94,
    rating: '12',
    description: 'A rally co-driver realises that somebody has changed the route notes.',
    tags: ['racing'],
  },
  // Family
  {
    id: 'MvFam001',
    title: 'Captain Marmalade',
    genre: 'Family',
    year: 2024,
    minutes: 84,
    rating: 'U',
    description: "A ginger cat stows away on a fishing boat and becomes the crew's unlikely captain.",
    tags: ['animals', 'sea'],
  },
  {
    id: 'MvFam002',
    title: 'The Kite Festival',
    genre: 'Family',
    year: 2023,
    minutes: 79,
    rating: 'U',
    description: 'A shy girl builds a kite big enough to carry her wishes over the hill.',
  },
  {
    id: 'MvFam003',
    title: 'Robot in the Garden Shed',
    genre: 'Family',
    year: 2025,
    minutes: 88,
    rating: 'U',
    description: "Twins find a broken robot in their grandmother's shed and help it find its way home.",
    tags: ['robots'],
  },
  {
    id: 'MvFam004',
    title: 'The Snow Bakery',
    genre: 'Family',
    year: 2022,
    minutes: 81,
    rating: 'U',
    description: 'A village bakery has to bake a thousand loaves before the winter festival.',
    tags: ['food'],
  },
];

/** New releases sold one by one: premier offers (`!`) and signed (protected) at the content host. */
export const PREMIERES: readonly MovieSeed[] = [
  {
    id: 'MvPrm001',
    title: "The Cartographer's Son",
    genre: 'Drama',
    year: 2026,
    minutes: 124,
    rating: '12',
    description:
      "A young surveyor retraces his late father's last expedition and redraws the map of his own family.",
    tags: ['premiere'],
  },
  {
    id: 'MvPrm002',
    title: 'Afterburn',
    genre: 'Action',
    year: 2026,
    minutes: 111,
    rating: '15',
    description: 'A grounded test pilot steals back the prototype jet that ended her career.',
    tags: ['premiere'],
  },
  {
    id: 'MvPrm003',
    title: 'The Silent Floor',
    genre: 'Thriller',
    year: 2026,
    minutes: 108,
    rating: '15',
    description: 'On the night shift of an empty trading floor, every screen starts showing the same name.',
    tags: ['premiere'],
  },
];

/** Trailers: short, always free, pointed at by their film's `trailerId`. */
export const TRAILERS: readonly { id: string; filmId: string }[] = [
  { id: 'TrAct001', filmId: 'MvAct001' },
  { id: 'TrDrm001', filmId: 'MvDrm001' },
  { id: 'TrPrm001', filmId: 'MvPrm001' },
];

export interface SeriesSeed {
  id: string;
  title: string;
  genre: string;
  description: string;
  episodePrefix: string;
  /** Minutes per episode, cycled. */
  minutes: readonly number[];
  seasons: readonly { title: string; description: string; episodes: readonly string[] }[];
  /** Story lines cycled into the episode descriptions. */
  blurbs: readonly string[];
}

export const SERIES: readonly SeriesSeed[] = [
  {
    id: 'SrHarb01',
    title: 'Harbour Lights',
    genre: 'Drama',
    description:
      'In the fishing town of Saltmere, the Aldous family keeps the harbour lights burning while its secrets sink and surface with the tide.',
    episodePrefix: 'EpHL',
    minutes: [48, 52, 46, 50, 49],
    blurbs: [
      'Maren Aldous takes the night watch and sees a boat that left no wake.',
      'The harbour board meets, and not everyone at the table wants the lights kept on.',
      'A letter from the mainland changes what the family thought it knew about the old keeper.',
      'Tomas is out past the breakwater when the fog comes in early.',
      'The town gathers on the quay, and an old quarrel finally comes to the surface.',
      'A stranger rents the net loft and pays a year in advance, in cash.',
      "Ellie finds her grandfather's name in a ledger that should have been burned.",
    ],
    seasons: [
      {
        title: 'Season 1',
        description: 'Maren comes home to Saltmere for a funeral and stays for the harbour.',
        episodes: [
          'Lamp Oil',
          'The Night Ferry',
          'Low Water',
          'Salt in the Wound',
          'Breakers',
          'The Regatta',
          'Harbour Dues',
          'Storm Warning',
        ],
      },
      {
        title: 'Season 2',
        description: 'A winter of storms, a sale nobody wants, and the return of an old rival.',
        episodes: [
          'The Return',
          'Slipway',
          'Fog Bell',
          'Dead Reckoning',
          "The Widow's Walk",
          'Ballast',
          'Spring Tide',
          'Mooring Lines',
          'The Auction',
          'Driftwood',
          'Undercurrent',
          'The Pilot',
          'Beacon',
          'Crossing',
          'Lighthouse Road',
          'Gull Island',
          'The Net Loft',
          'Half Mast',
          'Shipwright',
          'The Long Swim',
          'Bright Water',
          'Tidewater',
          'Anchor Chain',
          'Harbour Master',
          'High Water',
        ],
      },
      {
        title: 'Season 3',
        description: 'The sea wall is failing, and the Aldous family has one summer to save the harbour.',
        episodes: ['Homecoming', 'The Sea Wall', 'Salvage', 'Mayday', 'The Last Lamp', 'First Light'],
      },
    ],
  },
  {
    id: 'SrKitc01',
    title: 'The Kitchen Cartographers',
    genre: 'Documentary',
    description:
      'Two cooks map a country one kitchen at a time, from harbour smokehouses to mountain dairies.',
    episodePrefix: 'EpKC',
    minutes: [28, 29, 27],
    blurbs: [
      'Ines and Dev cook with the people who have fed this valley for three generations.',
      'A recipe nobody wrote down is rebuilt from memory, one taste at a time.',
      'The market opens at four in the morning, and the best stalls are gone by six.',
      'A family kitchen shares the dish it only makes once a year.',
    ],
    seasons: [
      {
        title: 'Season 1',
        description: 'Coasts and valleys.',
        episodes: [
          'Saffron Roads',
          'The Smokehouse',
          'Bread of the Valley',
          'Orchard Kitchens',
          'Coastal Broths',
          'The Spice Market',
        ],
      },
      {
        title: 'Season 2',
        description: 'Mountains, islands and city streets.',
        episodes: [
          'Mountain Dairies',
          'Street Grills',
          'The Noodle Ladder',
          'Harvest Suppers',
          'Island Ovens',
          'The Last Course',
        ],
      },
    ],
  },
];

export interface ChannelSeed {
  id: string;
  title: string;
  description: string;
  stream: StreamName;
  guide: 'json' | 'xml';
  catchupHours?: string;
  /** Sent back in the API-KEY header when fetching the guide (seed 000 §7). */
  scheduleToken?: string;
  /** The programmes the guide cycles through, in order (media ids of the catalogue). */
  lineup: readonly string[];
}

export const CHANNELS: readonly ChannelSeed[] = [
  {
    id: 'LvChan01',
    title: 'Lanternfish One',
    description: 'Films and drama around the clock from Lanternfish Pictures.',
    stream: 'testsrc',
    guide: 'json',
    catchupHours: '8',
    lineup: [
      'MvDrm001',
      'EpHL1E01',
      'MvCom002',
      'EpHL1E02',
      'MvAct001',
      'MvDrm004',
      'EpHL1E03',
      'MvCom004',
      'MvThr001',
      'MvAct003',
    ],
  },
  {
    id: 'LvChan02',
    title: 'Lanternfish Docs',
    description: 'Documentaries and food journeys, all day long.',
    stream: 'testsrc2',
    guide: 'json',
    catchupHours: '4',
    scheduleToken: 'sc-guide-key-7f3a91',
    lineup: ['MvDoc001', 'EpKC1E01', 'MvDoc002', 'EpKC1E02', 'MvDoc004', 'MvDoc005', 'EpKC1E03', 'MvDoc006'],
  },
  {
    id: 'LvChan03',
    title: 'Lanternfish Classics',
    description: 'Family favourites and much-loved classics, with the guide in the XML format.',
    stream: 'smptebars',
    guide: 'xml',
    lineup: ['MvFam001', 'MvDrm003', 'MvFam002', 'MvCom003', 'MvFam004', 'MvThr004', 'MvFam003', 'MvAct005'],
  },
];

export interface EventSeed {
  id: string;
  title: string;
  description: string;
  stream: StreamName;
  /** Start and end relative to the stack's anchor (its start or last reset), in minutes. */
  startMinutes: number;
  endMinutes: number;
  tags: readonly string[];
  seekCuePoints?: string;
}

/** seed 000 §4 / seed 002 §3: scheduled, live and ended events whatever the time of start. */
export const EVENTS: readonly EventSeed[] = [
  {
    id: 'EvSchd01',
    title: 'Midsummer Harbour Concert',
    description: 'The Saltmere brass band plays the harbour at dusk, live from the quay.',
    stream: 'smptebars',
    startMinutes: 120,
    endMinutes: 240,
    tags: ['live', 'event', 'music'],
  },
  {
    id: 'EvLive01',
    title: 'Open Water Regatta: Final Day',
    description: 'Sixty boats, one course around the lighthouse, and the title decided in the last race.',
    stream: 'testsrc',
    startMinutes: -30,
    endMinutes: 120,
    tags: ['live', 'event', 'sea', 'racing'],
  },
  {
    id: 'EvDone01',
    title: 'Night Market Cook-off',
    description:
      'Twelve street cooks, one night market and a jury of regulars. Watch the whole evening again.',
    stream: 'testsrc2',
    startMinutes: -26 * 60,
    endMinutes: -24 * 60,
    tags: ['event', 'food'],
    // seed 002 §3: name#seconds; the malformed entry is there to be dropped (seed 002 §5).
    seekCuePoints: 'Doors open#0,First round#4,Judges taste#9,Broken entry#soon,Winner announced#16',
  },
];

export const PAGE_ABOUT_MARKDOWN = `# About Lanternfish

Lanternfish Pictures is a small studio by the sea. We make films, series and live programmes,
and we put all of them here for you.

- **Films** from action to documentary, new ones every month.
- **Series** to watch from the first episode or to pick up where you left off.
- **Live** channels and events, with a guide that reaches back eight hours.

Made with care in Saltmere.
`;

/**
 * A page whose markdown carries markup that must never run: a script tag and an inline event
 * handler. A browser test opens it and checks that neither did anything.
 */
export const PAGE_RULES_MARKDOWN = `# House Rules

Be kind in the comments, and keep spoilers out of titles.

<script>window.__statecastInjected = 'script';</script>

<img src="/does-not-exist.png" onerror="window.__statecastInjected = 'onerror'" alt="A broken image">

Questions? Write to **viewers@lanternfish.example**.
`;
