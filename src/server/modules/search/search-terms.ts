/**
 * What a query word means beyond its letters: the categories whose names (or their parents' names)
 * say it, and a small synonym table per category. "camera" finds the items filed in Cameras & Photo
 * and the titles that say DSLR or mirrorless without saying camera.
 */
import type { CategoryRow } from "../catalog/index.ts";
import { CATEGORY_NAMES_ZH } from "../catalog/index.ts";

/** What joins the parts of a Chinese category name: 和 ("and"), 与, 及, 、 and spaces. */
const ZH_NAME_JOINS = /[和与及、\s]+/u;

/**
 * Per leaf category, the words people type for what it holds that its name does not say. Single
 * words (a query is matched word by word); each also widens the text match of the others. Kinds of
 * thing, not brands: "iphone" must not list every Samsung.
 */
export const CATEGORY_SYNONYMS: Readonly<Record<number, readonly string[]>> = {
  101: ["phone", "smartphone", "mobile", "cellphone"],
  102: ["computer", "laptop", "notebook", "tablet", "pc"],
  103: ["camera", "dslr", "mirrorless", "camcorder", "photography"],
  104: ["headphone", "earbuds", "earphones", "headset", "speaker", "audio", "stereo"],
  105: ["game", "console", "gaming"],
  106: ["tv", "television", "projector", "soundbar"],
  201: ["sofa", "couch", "furniture"],
  202: ["cookware", "kitchenware", "tableware", "dishes"],
  203: ["tool", "drill", "toolbox", "workshop"],
  204: ["garden", "gardening", "lawn", "mower"],
  205: ["decor", "decoration", "lamp", "rug"],
  206: ["appliance", "fridge", "refrigerator", "washer", "dryer", "microwave"],
  301: ["dress", "womens", "ladies"],
  302: ["mens", "menswear"],
  303: ["sneakers", "boots", "trainers", "footwear"],
  304: ["handbag", "purse", "backpack", "tote"],
  305: ["jewellery", "necklace", "ring", "bracelet", "earrings", "wristwatch"],
  401: ["bike", "bicycle", "cycling", "mtb"],
  402: ["fitness", "gym", "dumbbell", "treadmill", "weights"],
  403: ["camping", "hiking", "tent", "backpacking"],
  404: ["football", "soccer", "basketball", "baseball", "hockey"],
  405: ["kayak", "surfboard", "paddleboard", "wetsuit", "snorkel"],
  406: ["golf", "putter", "driver"],
  501: ["coin", "banknote", "numismatic"],
  502: ["pokemon", "tcg", "baseball"],
  503: ["painting", "print", "poster", "artwork"],
  504: ["antique", "vintage"],
  505: ["stamp", "philately"],
  601: ["lego", "blocks"],
  602: ["doll", "figure", "figurine"],
  603: ["train", "railway", "kit"],
  604: ["boardgame", "puzzle", "jigsaw"],
  605: ["drone", "quadcopter", "rc"],
  701: ["book", "novel", "paperback", "hardcover"],
  702: ["vinyl", "record", "lp"],
  703: ["dvd", "bluray", "movie", "film"],
  704: ["instrument", "guitar", "piano", "keyboard", "violin", "drum"],
  801: ["auto", "car", "truck"],
  802: ["motorbike", "motorcycle"],
  803: ["wheel", "tire", "tyre", "rims"],
  804: ["dashcam", "gps", "stereo"],
  901: ["stroller", "pram", "carseat"],
  902: ["kids", "children", "toddler"],
  903: ["crib", "cot", "nursery"],
  1001: ["dog", "puppy", "leash"],
  1002: ["cat", "kitten", "litter"],
  1003: ["aquarium", "fish", "tank"],
  1101: ["perfume", "cologne", "fragrance"],
  1102: ["skincare", "moisturizer", "serum"],
  1103: ["hairdryer", "straightener", "curler"],
  1201: ["printer", "office", "shredder"],
  1202: ["restaurant", "commercial"],
  1203: ["excavator", "hydraulic", "industrial"],
};

const STOP = new Set(["and", "the", "for", "with", "of"]);

/**
 * Han characters (with the CJK extensions and compatibility block) and kana: scripts written without
 * spaces between words. items.search_vector holds each such character as a word of its own (the
 * same class, CJK_CLASS in db/schema/catalog.ts), so a run of them in a query is matched as a phrase
 * of characters: a substring (src/README.md, decision 15).
 */
export const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{2fa1f}]/u;
const CJK_RUNS = new RegExp(
  `(?:(?=${CJK.source})[\\p{L}\\p{N}])+|(?:(?!${CJK.source})[\\p{L}\\p{N}])+`,
  "gu",
);

/** A query word in Chinese or Japanese characters (queryWords keeps them apart from other letters). */
export const isCjkWord = (w: string): boolean => CJK.test(w);

/** Lower case, accents folded, an apostrophe dropped ("Kids'" -> kids, "Women's" -> womens). */
export function normalizeWord(w: string): string {
  return (
    w
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      // Composed again: kana such as が decompose into a base and a mark outside the range above.
      .normalize("NFC")
      .toLowerCase()
      .replace(/['’]/g, "")
  );
}

/** A plural's singular, the common English cases only: watches -> watch, toys -> toy, accessories -> accessory. */
export function singular(w: string): string {
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ch|sh|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/**
 * A query's words: letters and digits, at most 8. A run of Chinese or Japanese characters is a word
 * apart from the letters around it ("二手iPhone" -> 二手, iphone).
 */
export function queryWords(q: string): string[] {
  return (normalizeWord(q).match(CJK_RUNS) ?? []).slice(0, 8);
}

export type WordSense = {
  /** Categories (with every descendant) whose name, a parent's name or a synonym says the word. */
  categoryIds: number[];
  /** Other words that mean the same here: the synonyms of the categories whose name says the word. */
  synonyms: string[];
};

/** A word, the categories it names (with descendants), and those whose own name says it (not a synonym). */
type Vocabulary = { word: string; categories: Set<number>; named: Set<number> }[];

/**
 * Built vocabularies by the tree they come from (its ids, parents and names): each search reads the
 * rows afresh, and building one took 0.3–0.5 ms. A few trees at most (tests add categories).
 */
const vocabularies = new Map<string, Vocabulary>();

/** Each word of each category's name and synonyms, with the categories (and descendants) it names. */
function vocabularyOf(rows: CategoryRow[]): Vocabulary {
  const key = rows.map((r) => `${r.id}/${r.parentId}/${r.name}`).join("\n");
  const cached = vocabularies.get(key);
  if (cached) return cached;
  const children = new Map<number, number[]>();
  for (const r of rows)
    if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const subtree = (id: number): number[] => [id, ...(children.get(id) ?? []).flatMap(subtree)];
  const byWord = new Map<string, { categories: Set<number>; named: Set<number> }>();
  const add = (word: string, id: number, ids: number[], inName: boolean) => {
    const w = singular(normalizeWord(word));
    if (w.length < 2 || STOP.has(w)) return;
    const entry = byWord.get(w) ?? { categories: new Set<number>(), named: new Set<number>() };
    for (const c of ids) entry.categories.add(c);
    if (inName) entry.named.add(id);
    byWord.set(w, entry);
  };
  for (const r of rows) {
    const ids = subtree(r.id);
    for (const w of queryWords(r.name)) add(w, r.id, ids, true);
    for (const s of CATEGORY_SYNONYMS[r.id] ?? []) add(s, r.id, ids, false);
    // The Chinese name's parts ("相机和摄影器材" -> 相机, 摄影器材), matched by substring (senseOf).
    for (const part of (CATEGORY_NAMES_ZH[r.id] ?? "").split(ZH_NAME_JOINS)) {
      if ([...part].length < 2) continue;
      const entry = byWord.get(part) ?? { categories: new Set<number>(), named: new Set<number>() };
      for (const c of ids) entry.categories.add(c);
      entry.named.add(r.id);
      byWord.set(part, entry);
    }
  }
  const vocab = [...byWord.entries()].map(([word, e]) => ({ word, ...e }));
  if (vocabularies.size >= 8) vocabularies.delete(vocabularies.keys().next().value!);
  vocabularies.set(key, vocab);
  return vocab;
}

/**
 * The categories a query word names, and the synonyms that widen its text match. A word names a
 * category when it is one of its (or its parent's) name words or synonyms, plural or not, or, from
 * four letters on, the start of one ("phon" while typing). Short words must match whole, so "car"
 * does not name Trading Cards.
 */
export function senseOf(rows: CategoryRow[], rawWord: string): WordSense {
  const cjk = isCjkWord(rawWord);
  const w = cjk ? normalizeWord(rawWord) : singular(normalizeWord(rawWord));
  const ids = new Set<number>();
  const named = new Set<number>();
  // A Chinese word of two characters or more names a category whose Chinese name has it ("相机"
  // in 相机和摄影器材, "游戏" in 电子游戏和游戏机): there is no word boundary to go by.
  const says = cjk
    ? (v: string) => [...w].length >= 2 && v.includes(w)
    : (v: string) => v === w || (w.length >= 4 && v.startsWith(w));
  for (const v of vocabularyOf(rows)) {
    if (says(v.word)) {
      for (const id of v.categories) ids.add(id);
      for (const id of v.named) named.add(id);
    }
  }
  // Only a word of the category's own name widens to its synonyms ("camera" -> DSLR, mirrorless);
  // a synonym finds its category but not its siblings ("mirrorless" is no baby-monitor camera), and
  // a parent's name finds its children's items without their synonyms.
  const synonyms = new Set<string>();
  for (const id of named) for (const s of CATEGORY_SYNONYMS[id] ?? []) synonyms.add(s);
  synonyms.delete(w);
  return { categoryIds: [...ids].sort((a, b) => a - b), synonyms: [...synonyms] };
}

/** Every word of the category names and synonyms: a source of "did you mean" corrections. */
export function categoryWords(rows: CategoryRow[]): string[] {
  const out = new Set<string>();
  for (const r of rows) for (const w of queryWords(r.name)) if (w.length >= 3 && !STOP.has(w)) out.add(w);
  for (const list of Object.values(CATEGORY_SYNONYMS)) for (const s of list) out.add(s);
  return [...out];
}

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of two neighbouring
 * letters, each one edit (optimal string alignment). "iphnoe" is one edit from "iphone", where
 * trigrams see little in common (a swap breaks three of them).
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= y.length; j++) d[0]![j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[x.length]![y.length]!;
}

/** The edits a correction may make to a word: one up to five letters, two from six ("camra", "bicylce"). */
export function editsAllowed(word: string): number {
  return [...word].length <= 5 ? 1 : 2;
}

/**
 * The words one swap of neighbouring letters away ("iphnoe" -> iphone, "sheos" -> shoes): looked
 * up as they are in the text index, since trigram similarity does not find them. (A letter too many
 * or too few keeps most trigrams: the trigram candidates find those.)
 */
export function nearVariants(word: string): string[] {
  const c = [...word];
  const out = new Set<string>();
  for (let i = 0; i + 1 < c.length; i++) {
    if (c[i] === c[i + 1]) continue;
    const s = [...c];
    [s[i], s[i + 1]] = [s[i + 1]!, s[i]!];
    out.add(s.join(""));
  }
  if (c.length > 4)
    for (let i = 0; i < c.length; i++) out.add([...c.slice(0, i), ...c.slice(i + 1)].join(""));
  out.delete(word);
  return [...out];
}
