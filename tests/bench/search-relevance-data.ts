/**
 * The relevance bench's own catalogue and its 30 hand-written queries, independent of
 * the demo data. Products are written the way sellers write them: most camera listings never say
 * "camera", a baby monitor does.
 */
export type RelItem = { title: string; categoryId: number };

/** Per leaf category, listing titles (a generator adds adjectives and colours around them). */
export const REL_PRODUCTS: Record<number, string[]> = {
  101: [
    "Apple iPhone 13 128GB",
    "Samsung Galaxy S22 unlocked",
    "Google Pixel 7",
    "OnePlus 9 Pro",
    "Motorola Moto G",
  ],
  102: [
    "MacBook Air M1",
    "Lenovo ThinkPad X1 laptop",
    "iPad Air 4th gen",
    "Dell XPS 13 notebook",
    "Surface Pro 7 tablet",
  ],
  103: [
    "Sony α6400 body",
    "Nikon D750 DSLR",
    "Fujifilm Instax Mini 11",
    "Canon EOS R mirrorless",
    "Canon AE-1 film camera",
    "GoPro Hero 9",
    "Sony 50mm f1.8 lens",
  ],
  104: ["Sony WH-1000XM4 headphones", "AirPods Pro", "Bose QuietComfort earbuds", "JBL Flip 5 speaker"],
  105: ["Nintendo Switch OLED", "PlayStation 5 console", "Xbox Series S", "Zelda Breath of the Wild"],
  106: ["LG 55in OLED TV", "Samsung 43in smart TV", "Epson home projector", "Sonos Beam soundbar"],
  201: [
    "IKEA Kivik sofa",
    "Leather couch three seater",
    "Oak dining table",
    "Mid-century armchair",
    "Pine bookcase",
  ],
  202: ["KitchenAid stand mixer", "Le Creuset dutch oven", "Nespresso machine", "Cast iron skillet"],
  303: ["Nike Air Max 90", "Dr. Martens boots", "Adidas Ultraboost running shoes", "Converse Chuck Taylor"],
  304: ["Camera bag with padded inserts", "Leather tote", "Hiking backpack 40L"],
  305: ["Rolex Submariner watch", "Seiko 5 automatic", "Casio G-Shock", "Silver necklace"],
  401: [
    "Trek Marlin 5 mountain bike",
    "Specialized Allez road bike",
    "Brompton folding",
    "Kids bicycle 16in",
  ],
  403: ["Coleman 4-person tent", "Camp stove two burners", "Down sleeping bag", "Trekking poles"],
  406: ["Callaway golf clubs set", "TaylorMade driver", "Titleist golf balls dozen"],
  601: ["LEGO Star Wars Millennium Falcon", "LEGO Technic Porsche", "Duplo farm set"],
  605: ["DJI Mini 2 drone", "RC helicopter with HD camera", "Quadcopter racing kit"],
  702: ["Beatles Abbey Road vinyl", "Pink Floyd The Wall LP", "Miles Davis Kind of Blue record"],
  704: ["Fender Stratocaster guitar", "Gibson Les Paul", "Yamaha digital piano", "Acoustic guitar with case"],
  901: ["UPPAbaby Vista stroller", "Graco car seat", "Bugaboo pram"],
  903: ["Baby monitor with camera", "White crib with mattress", "Nursery glider chair"],
  1001: ["Dog crate large", "Dog bed orthopedic", "Retractable leash"],
  1101: ["Chanel No 5 perfume", "Dior Sauvage cologne", "Jo Malone fragrance set"],
};

const has = (re: RegExp) => (i: RelItem) => re.test(i.title);
const inCat =
  (...ids: number[]) =>
  (i: RelItem) =>
    ids.includes(i.categoryId);
const both =
  (...ps: ((i: RelItem) => boolean)[]) =>
  (i: RelItem) =>
    ps.every((p) => p(i));
const ELECTRONICS = [101, 102, 103, 104, 105, 106];

/** 30 queries, each with the listings a person typing it would want to see. */
export const REL_QUERIES: { q: string; expect: (i: RelItem) => boolean }[] = [
  { q: "camera", expect: both(inCat(103), (i) => !/lens/i.test(i.title)) },
  { q: "cameras", expect: both(inCat(103), (i) => !/lens/i.test(i.title)) },
  { q: "dslr", expect: has(/DSLR/) },
  { q: "sony camera", expect: both(inCat(103), has(/Sony/)) },
  { q: "camra", expect: both(inCat(103), (i) => !/lens/i.test(i.title)) },
  { q: "phone", expect: inCat(101) },
  { q: "smartphone", expect: inCat(101) },
  { q: "iphone", expect: has(/iPhone/) },
  { q: "sansung galaxy", expect: has(/Galaxy/) },
  { q: "laptop", expect: has(/laptop|MacBook|ThinkPad|notebook|XPS/i) },
  { q: "headphones", expect: has(/headphones|AirPods|earbuds/i) },
  { q: "tv", expect: has(/TV/) },
  { q: "nintendo switch", expect: has(/Nintendo Switch/) },
  { q: "sofa", expect: has(/sofa|couch/i) },
  { q: "kitchen", expect: inCat(202) },
  { q: "shoes", expect: inCat(303) },
  { q: "watch", expect: has(/watch|Seiko|Casio/i) },
  { q: "bike", expect: inCat(401) },
  { q: "bicycel", expect: inCat(401) },
  { q: "tent", expect: has(/tent/) },
  { q: "golf", expect: inCat(406) },
  { q: "lego", expect: has(/LEGO/) },
  { q: "drone", expect: has(/drone|Quadcopter/i) },
  { q: "vinyl records", expect: inCat(702) },
  { q: "guitar", expect: has(/guitar|Stratocaster|Les Paul/i) },
  { q: "stroller", expect: has(/stroller|pram/i) },
  { q: "crib", expect: has(/crib/) },
  { q: "dog", expect: inCat(1001) },
  { q: "perfume", expect: inCat(1101) },
  { q: "electronics", expect: inCat(...ELECTRONICS) },
];
