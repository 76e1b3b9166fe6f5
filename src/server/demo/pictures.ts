import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

/*
 * Demo product photos, made on this machine: a 3D object render from @lobehub/fluent-emoji-3d
 * (MIT, 256 px WebP files named by code point) placed on a studio backdrop (a wall, a tabletop and
 * a soft shadow) at a few angles and crops, like a seller's shots from different sides. Nothing is
 * downloaded and no text is painted.
 */

const require = createRequire(import.meta.url);
const ASSETS = path.join(path.dirname(require.resolve("@lobehub/fluent-emoji-3d/package.json")), "assets");

/** Title words to the object that shows them, first match wins. */
const BY_WORD: [RegExp, string[]][] = [
  // Specific phrases before the words they contain ("Headphones" is not a phone, "Jigsaw" no saw).
  [/headphone|airpods|earbud/i, ["1f3a7"]],
  [/iphone|galaxy|pixel|moto g|\bphones?\b/i, ["1f4f1"]],
  [/macbook|laptop|thinkpad|xps/i, ["1f4bb"]],
  [/ipad|tablet\b/i, ["1f4bb", "1f4f1"]],
  [/drone|helicopter/i, ["1f681"]],
  [/rc truck|rc car/i, ["1f697"]],
  [/baby monitor/i, ["1f5a5"]],
  [/camera|dslr|alpha|instax|canon|nikon/i, ["1f4f7", "1f4f8"]],
  [/speaker|soundbar|soundlink|subwoofer/i, ["1f50a"]],
  [/turntable|vinyl|records?\b|\blp\b/i, ["1f4bf", "1f4c0"]],
  [/switch|playstation|xbox|controller|game boy|console/i, ["1f3ae", "1f579"]],
  [/\btv\b|television|roku/i, ["1f4fa"]],
  [/projector/i, ["1f4fd"]],
  [/\bcards?\b|pokemon|booster/i, ["1f0cf"]],
  [/puzzle|jigsaw/i, ["1f9e9"]],
  [/chess/i, ["265f"]],
  [/lego|brick|magna-tiles|k'nex/i, ["1f9f1"]],
  [/\btrains?\b|locomotive|railway|ho scale/i, ["1f682"]],
  [/\bdolls?\b|figure|barbie|plush|teddy|transformers/i, ["1f9f8", "1fa86"]],
  [/catan|monopoly|board game/i, ["1f3b2"]],
  [/wetsuit|snorkel|diving/i, ["1f93f"]],
  [/kayak|canoe|paddle/i, ["1f6f6"]],
  [/golf|putter|titleist|callaway/i, ["26f3", "1f3cc"]],
  [/sleeping bag|\btent\b|camp stove/i, ["26fa"]],
  [/motorcycle|harley|sport bike/i, ["1f3cd"]],
  [/\bbikes?\b|bicycle|cycling|schwinn/i, ["1f6b2"]],
  [/\btires?\b|\bwheels?\b|\brims?\b/i, ["1f6de"]],
  [/dog\b|leash/i, ["1f415", "1f9b4"]],
  [/\bcat\b|litter|scratching/i, ["1f408", "1f9f6"]],
  [/aquarium|fish tank|\bfish\b/i, ["1f420", "1f41f"]],
  [/\bhair\b|curling|flat iron|clipper/i, ["2702", "1faae"]],
  [/printer/i, ["1f5a8"]],
  [/garden|planter|mower/i, ["1fab4", "1f331"]],
  [/lamp|headlight/i, ["1f4a1"]],
  [/bookcase|bookshelf/i, ["1f4da"]],
  [/book|novel|edition|hardcover|trilogy/i, ["1f4da", "1f4d6"]],
  [/dvd|blu-ray|vhs/i, ["1f4c0", "1f3ac"]],
  [/guitar|\bbass\b/i, ["1f3b8"]],
  [/piano|keyboard/i, ["1f3b9"]],
  [/violin|cello/i, ["1f3bb"]],
  [/drum/i, ["1f941"]],
  [/trumpet|saxophone/i, ["1f3ba"]],
  [/dresser|cabinet|changing table/i, ["1f5c4"]],
  [/chair|recliner|armchair|glider|rocking/i, ["1fa91"]],
  [/sofa|couch/i, ["1f6cb"]],
  [/crib|\bbed\b/i, ["1f6cf"]],
  [/\btable\b|\bdesk\b/i, ["1fa91", "1f5c4"]],
  [/mixer|blender/i, ["1f963"]],
  [/skillet|dutch oven|\bpan\b|\bpot\b|instant pot/i, ["1f373", "1f372"]],
  [/espresso|coffee|nespresso|grinder/i, ["2615"]],
  [/drill|screwdriver/i, ["1fa9b"]],
  [/wrench|socket/i, ["1f527"]],
  [/\bsaw\b/i, ["1fa9a"]],
  [/tool chest|toolbox|tool box/i, ["1f9f0"]],
  [/grill|bbq/i, ["1f525", "1f356"]],
  [/\brug\b|yarn/i, ["1f9f6"]],
  [/\bprints?\b|painting|\bart\b|framed|lithograph|watercolor/i, ["1f5bc", "1f3a8"]],
  [/vase|pottery/i, ["1f3fa"]],
  [/vacuum|broom/i, ["1f9f9"]],
  [/air condition|\bfan\b/i, ["2744"]],
  [/jacket|coat|parka/i, ["1f9e5"]],
  [/dress\b/i, ["1f457"]],
  [/sweater|cardigan|blouse/i, ["1f45a"]],
  [/jeans|denim|pants/i, ["1f456"]],
  [/shirt|\btie\b|\bsuit\b/i, ["1f454"]],
  [/sneaker|running|trainer|nike|adidas/i, ["1f45f"]],
  [/\bheels?\b|\bpumps?\b/i, ["1f460"]],
  [/boots?\b/i, ["1f97e"]],
  [/loafer|oxford|shoes?\b/i, ["1f45e"]],
  [/backpack/i, ["1f392"]],
  [/handbag|tote|purse|\bbag\b|wallet|duffel/i, ["1f45c", "1f45b"]],
  [/watch\b|rolex|casio|seiko/i, ["231a"]],
  [/\bring\b|engagement/i, ["1f48d"]],
  [/necklace|bracelet|earring|pendant/i, ["1f4ff", "1f48e"]],
  [/flashlight|lantern/i, ["1f526"]],
  [/basketball/i, ["1f3c0"]],
  [/football/i, ["1f3c8"]],
  [/baseball|glove/i, ["26be", "1f9e4"]],
  [/soccer/i, ["26bd"]],
  [/hockey/i, ["1f3d2"]],
  [/tennis/i, ["1f3be"]],
  [/coin|silver dollar|nickel|quarter/i, ["1fa99"]],
  [/clock/i, ["1f570"]],
  [/stamp/i, ["2709", "1f4ee"]],
  [/stereo|radio|carplay|dash cam|gps/i, ["1f4fb"]],
  [/stroller|car seat/i, ["1f37c"]],
  [/baby|toddler|kids|girls|boys/i, ["1f455", "1f9e6"]],
  [/candle/i, ["1f56f"]],
  [/perfume|parfum|cologne|sampler/i, ["1f9f4"]],
  [/face|skin|jade roller|steamer|mask/i, ["1f9f4", "1f9fc"]],
  [/knife|prep table|restaurant/i, ["1f52a", "1f374"]],
  [/generator|battery/i, ["1f50b"]],
  [/hydraulic|forklift|excavator|bucket/i, ["2699", "1f529", "1f69c"]],
];

/** When no word matches: an object for the leaf category (ids of CATEGORY_TREE). */
const BY_CATEGORY: Record<number, string[]> = {
  101: ["1f4f1"],
  102: ["1f4bb"],
  103: ["1f4f7"],
  104: ["1f3a7"],
  105: ["1f3ae"],
  106: ["1f4fa"],
  201: ["1fa91"],
  202: ["1f373"],
  203: ["1f9f0"],
  204: ["1fab4"],
  205: ["1f5bc"],
  206: ["1f9f9"],
  301: ["1f457"],
  302: ["1f454"],
  303: ["1f45f"],
  304: ["1f45c"],
  305: ["231a"],
  401: ["1f6b2"],
  402: ["1f3cb"],
  403: ["26fa"],
  404: ["26bd"],
  405: ["1f93f"],
  406: ["26f3"],
  501: ["1fa99"],
  502: ["1f0cf"],
  503: ["1f3a8"],
  504: ["1f3fa"],
  505: ["2709"],
  601: ["1f9f1"],
  602: ["1f9f8"],
  603: ["1f682"],
  604: ["1f3b2"],
  605: ["1f681"],
  701: ["1f4da"],
  702: ["1f4bf"],
  703: ["1f4c0"],
  704: ["1f3b8"],
  801: ["1f527"],
  802: ["1f3cd"],
  803: ["1f6de"],
  804: ["1f4fb"],
  901: ["1f37c"],
  902: ["1f455"],
  903: ["1f6cf"],
  1001: ["1f415"],
  1002: ["1f408"],
  1003: ["1f420"],
  1101: ["1f9f4"],
  1102: ["1f9fc"],
  1103: ["2702"],
  1201: ["1f5a8"],
  1202: ["1f52a"],
  1203: ["2699"],
};

function assetFile(codePoint: string): string {
  for (const name of [`${codePoint}.webp`, `${codePoint}-fe0f.webp`]) {
    const p = path.join(ASSETS, name);
    if (fs.existsSync(p)) return p;
  }
  return path.join(ASSETS, "1f4e6.webp"); // a parcel: never wrong for a thing for sale
}

/** The object files to photograph for an item: its main object first, then any alternates. */
export function objectsFor(title: string, categoryId: number | null): string[] {
  const hit = BY_WORD.find(([re]) => re.test(title));
  const cps = hit?.[1] ?? BY_CATEGORY[categoryId ?? 0] ?? ["1f4e6"];
  return cps.map(assetFile);
}

/** Backdrops like a seller's home: wall colour, surface colour. */
const SETS: [string, string, string][] = [
  ["#f3efe9", "#e4d9c8", "#cdbfa9"], // linen wall, oak table
  ["#eef1f4", "#d9dee5", "#c3cad4"], // cool white, grey desk
  ["#f6f0e6", "#caa57c", "#a9845d"], // cream wall, walnut
  ["#e9ede8", "#cfd8cc", "#b5c2b0"], // sage
  ["#f4f4f2", "#bdbab3", "#9f9b93"], // concrete
  ["#f1e9ec", "#ddccd2", "#c6b1b9"], // blush
];

/** One shot: how big the object is, where it sits, how it is turned. */
const SHOTS = [
  { size: 300, x: 0.5, y: 0.56, angle: 0 }, // straight on
  { size: 270, x: 0.42, y: 0.58, angle: -9 }, // turned left
  { size: 420, x: 0.55, y: 0.52, angle: 4 }, // close-up, cropped by the frame
  { size: 250, x: 0.6, y: 0.6, angle: 11 }, // turned right, further back
  { size: 520, x: 0.5, y: 0.5, angle: -3 }, // detail
];

const W = 640;
const H = 480;

function backdrop(set: [string, string, string], horizon: number): Buffer {
  const [wall, top, edge] = set;
  const hy = Math.round(H * horizon);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs>
<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${top}" stop-opacity="0.55"/></linearGradient>
<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${edge}"/></linearGradient>
<radialGradient id="l" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${hy}" fill="url(#w)"/>
<rect y="${hy}" width="${W}" height="${H - hy}" fill="url(#t)"/>
<rect width="${W}" height="${H}" fill="url(#l)"/>
</svg>`,
  );
}

function shadow(cx: number, cy: number, rx: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.22)}" fill="url(#s)"/>
</svg>`,
  );
}

// Backdrops, shadows and turned objects repeat across the catalogue: draw each once.
const backdrops = new Map<number, Promise<Buffer>>();
const shadows = new Map<number, Promise<Buffer>>();
const objects = new Map<string, Promise<{ data: Buffer; width: number; height: number }>>();

/** Frees the drawing caches once the seed is done (the server keeps running). */
export function clearPhotoCache(): void {
  backdrops.clear();
  shadows.clear();
  objects.clear();
}

function backdropOf(look: number): Promise<Buffer> {
  const key = look % SETS.length;
  let b = backdrops.get(key);
  if (!b) {
    const horizon = 0.58 + ((key * 7) % 5) * 0.02;
    b = sharp(backdrop(SETS[key]!, horizon)).png({ compressionLevel: 0 }).toBuffer();
    backdrops.set(key, b);
  }
  return b;
}

function turnedObject(file: string, shot: number) {
  const key = `${file}#${shot % SHOTS.length}`;
  let o = objects.get(key);
  if (!o) {
    const s = SHOTS[shot % SHOTS.length]!;
    o = sharp(file)
      .resize(s.size, s.size, { kernel: "lanczos3" })
      .rotate(s.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
    objects.set(key, o);
  }
  return o;
}

/**
 * The `shot`-th photo (0-based) of an object on the `look`-th backdrop, as a PNG of 640×480.
 * Deterministic: the same arguments draw the same picture.
 */
export async function productPhoto(objectFile: string, look: number, shot: number): Promise<Buffer> {
  const s = SHOTS[shot % SHOTS.length]!;
  const object = await turnedObject(objectFile, shot);
  const ow = object.width;
  const oh = object.height;
  const left = Math.round(W * s.x - ow / 2);
  const top = Math.round(H * s.y - oh / 2);
  // sharp composites only inside the canvas: crop the object where the frame cuts it.
  const cropLeft = Math.max(0, -left);
  const cropTop = Math.max(0, -top);
  const cw = Math.min(ow - cropLeft, W - Math.max(0, left));
  const ch = Math.min(oh - cropTop, H - Math.max(0, top));
  const placed =
    cropLeft || cropTop || cw < ow || ch < oh
      ? await sharp(object.data).extract({ left: cropLeft, top: cropTop, width: cw, height: ch }).toBuffer()
      : object.data;
  const shotKey = shot % SHOTS.length;
  let sh = shadows.get(shotKey);
  if (!sh) {
    const floorY = Math.min(H - 10, Math.round(top + oh * 0.9));
    sh = sharp(shadow(Math.round(W * s.x), floorY, Math.round(s.size * 0.38)))
      .png({ compressionLevel: 0 })
      .toBuffer();
    shadows.set(shotKey, sh);
  }
  return sharp(await backdropOf(look))
    .composite([
      { input: await sh, top: 0, left: 0 },
      { input: placed, left: Math.max(0, left), top: Math.max(0, top) },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
}
