import { COUNTRIES, SPORTS, type EventDocument } from './event.data.js';

/**
 * The medal results the stack's `/swiss/result` route serves (seed 002 §3 "Medal result", §7),
 * laid over the dataset's athletes: each medalling athlete has one event and one medal of it.
 * The list comes in the results service's own order (by country name), not ranked: the app
 * ranks by gold, then silver, then bronze (seed 002 §9).
 */

export type MedalAthlete = { name: string; event: string; gold: number; silver: number; bronze: number };
export type MedalSport = { sportCode: string; name: string; total: number; athletes: MedalAthlete[] };
export type MedalResult = {
  country: string;
  countryCode: string;
  gold: number;
  silver: number;
  bronze: number;
  total: number;
  rank: number;
  sports: MedalSport[];
};

const EVENTS = ["Men's Individual", "Women's Individual", 'Mixed Team', "Men's Team", "Women's Team"];

/** Which medal (if any) the athlete at `index` won: a fixed pattern, so the table never changes. */
function medalOf(index: number): 'gold' | 'silver' | 'bronze' | null {
  const pattern = ['gold', 'silver', 'bronze', null, 'silver', 'bronze', 'gold', null, 'bronze'] as const;
  return pattern[(index * 7) % pattern.length] ?? null;
}

export function buildMedalResults(documents: readonly EventDocument[]): MedalResult[] {
  const sportsById = new Map(
    documents.filter((d) => d._type === 'sport').map((d) => [d._id, d as EventDocument & { sportsCode: string; titleAndSlug: { title: string } }]),
  );
  const byCountry = new Map<string, Map<string, MedalSport>>();
  documents
    .filter((d) => d._type === 'athlete')
    .forEach((doc, index) => {
      const medal = medalOf(index);
      if (!medal) return;
      const country = (doc.country as { code: string }).code;
      const sport = sportsById.get((doc.sport as { _ref: string })._ref);
      if (!sport) return;
      const sports = byCountry.get(country) ?? new Map<string, MedalSport>();
      byCountry.set(country, sports);
      const entry = sports.get(sport.sportsCode) ?? { sportCode: sport.sportsCode, name: sport.titleAndSlug.title, total: 0, athletes: [] };
      sports.set(sport.sportsCode, entry);
      entry.athletes.push({
        name: (doc.titleAndSlug as { title: string }).title,
        event: `${sport.titleAndSlug.title} ${EVENTS[index % EVENTS.length]}`,
        gold: medal === 'gold' ? 1 : 0,
        silver: medal === 'silver' ? 1 : 0,
        bronze: medal === 'bronze' ? 1 : 0,
      });
      entry.total += 1;
    });

  const results: MedalResult[] = [];
  for (const country of COUNTRIES) {
    const sports = byCountry.get(country.code);
    if (!sports) continue;
    const list = [...sports.values()].sort((a, b) => a.name.localeCompare(b.name));
    const count = (key: 'gold' | 'silver' | 'bronze') =>
      list.reduce((sum, s) => sum + s.athletes.reduce((n, a) => n + a[key], 0), 0);
    const gold = count('gold');
    const silver = count('silver');
    const bronze = count('bronze');
    // The service's rank is its own (the order it was entered in); the app ranks again.
    results.push({ country: country.name, countryCode: country.code, gold, silver, bronze, total: gold + silver + bronze, rank: results.length + 1, sports: list });
  }
  return results;
}

/** `GET /swiss/result/athlete-profile-image`: the athlete's portrait and their sport's gradient. */
export function athleteProfileImage(
  documents: readonly EventDocument[],
  athleteName: string,
  sportCode: string,
): { imageUrl: string; gradientColors: { gradientStart: string; gradientEnd: string } } | null {
  const sport = SPORTS.find((s) => s.code === sportCode);
  const sportId = documents.find((d) => d._type === 'sport' && d.sportsCode === sportCode)?._id;
  const athlete = documents.find(
    (d) =>
      d._type === 'athlete' &&
      (d.sport as { _ref: string })._ref === sportId &&
      (d.titleAndSlug as { title: string }).title.toLowerCase() === athleteName.toLowerCase(),
  );
  if (!sport || !athlete) return null;
  return { imageUrl: athlete.profileImageUrl as string, gradientColors: { gradientStart: sport.from, gradientEnd: sport.to } };
}
