import type {
  CategoryNode,
  CategorySuggestions,
  HomeFilter,
  HomeSection,
  ItemDetail,
} from "#shared/contract/catalog";
import type { Locale } from "#shared/locale";

/*
 * The category tree, the home page's rows and GET /home/filter's labels in the reader's language. The tree's
 * English names stay in the database (categories.name, written from CATEGORY_TREE) and every
 * query, search and log keeps using them; only what is served to a person is translated, here,
 * by the category's fixed id. A map in code rather than a column: the tree itself is code
 * (CATEGORY_TREE), so its translations change with it, in one review, and no migration is needed.
 * categories.test.ts fails when a category has no Chinese name.
 */

/** Simplified Chinese names of the categories of CATEGORY_TREE, by id. */
export const CATEGORY_NAMES_ZH: Readonly<Record<number, string>> = {
  1: "数码电子",
  101: "手机",
  102: "电脑和平板",
  103: "相机和摄影器材",
  104: "耳机和音响",
  105: "电子游戏和游戏机",
  106: "电视和家庭影院",
  2: "家居园艺",
  201: "家具",
  202: "厨房餐具",
  203: "工具和五金",
  204: "庭院园艺",
  205: "家居装饰",
  206: "家用电器",
  3: "服装配饰",
  301: "女装",
  302: "男装",
  303: "鞋靴",
  304: "箱包",
  305: "珠宝和手表",
  4: "运动户外",
  401: "自行车",
  402: "健身器材",
  403: "露营徒步",
  404: "团队运动",
  405: "水上运动",
  406: "高尔夫",
  5: "收藏和艺术品",
  501: "钱币",
  502: "集换式卡牌",
  503: "艺术品和版画",
  504: "古董",
  505: "邮票",
  6: "玩具和爱好",
  601: "积木拼搭",
  602: "娃娃和人偶",
  603: "火车模型和模型套件",
  604: "桌游和拼图",
  605: "遥控模型和无人机",
  7: "图书影音",
  701: "图书",
  702: "黑胶唱片",
  703: "电影和 DVD",
  704: "乐器",
  8: "汽车和配件",
  801: "汽车和卡车配件",
  802: "摩托车配件",
  803: "轮毂和轮胎",
  804: "车载电子",
  9: "母婴童装",
  901: "婴儿车和安全座椅",
  902: "童装",
  903: "婴儿房家具",
  10: "宠物用品",
  1001: "狗狗用品",
  1002: "猫咪用品",
  1003: "鱼和水族箱",
  11: "美妆个护",
  1101: "香水",
  1102: "护肤",
  1103: "美发造型",
  12: "商业和工业",
  1201: "办公设备",
  1202: "餐饮设备",
  1203: "重型设备配件",
};

/** A category's name in `locale` (its English name, from the database, when there is none). */
export function categoryName(id: number, english: string, locale: Locale): string {
  return locale === "zh" ? (CATEGORY_NAMES_ZH[id] ?? english) : english;
}

/** The category tree of GET /category/list in `locale`. */
export function localizeTree(tree: CategoryNode[], locale: Locale): CategoryNode[] {
  if (locale === "en") return tree;
  return tree.map((n) => ({
    ...n,
    name: categoryName(n.id, n.name, locale),
    children: localizeTree(n.children, locale),
  }));
}

/** An item's category name and breadcrumb path in `locale`. */
export function localizeItemCategory<T extends Pick<ItemDetail, "categoryName" | "categoryPath">>(
  item: T,
  locale: Locale,
): T {
  if (locale === "en" || item.categoryPath.length === 0) return item;
  const categoryPath = item.categoryPath.map((p) => ({ ...p, name: categoryName(p.id, p.name, locale) }));
  return { ...item, categoryPath, categoryName: categoryPath.at(-1)?.name ?? item.categoryName };
}

/** GET /category/suggest's answer in `locale`; `tree` is the English tree (its path names are English). */
export function localizeSuggestions(
  answer: CategorySuggestions,
  tree: CategoryNode[],
  locale: Locale,
): CategorySuggestions {
  if (locale === "en") return answer;
  const ids = new Map<string, number>();
  const walk = (nodes: CategoryNode[]) => {
    for (const n of nodes) {
      ids.set(n.name, n.id);
      walk(n.children);
    }
  };
  walk(tree);
  return {
    ...answer,
    list: answer.list.map((s) => ({
      ...s,
      name: categoryName(s.id, s.name, locale),
      path: s.path.map((p) => categoryName(ids.get(p) ?? 0, p, locale)),
    })),
  };
}

/**
 * The titles of the home page's rows (search/listing-rows.ts `homeTemplate`), in Chinese, by the row's
 * key; a category's row (`category-<id>`) takes the category's name. The client's own words for
 * the same things (features/home, features/search catalogues) read the same.
 */
const HOME_ROW_TITLES_ZH: Readonly<Record<string, string>> = {
  ending: "即将结束",
  nearby: "离你最近",
  newest: "最新发布",
  deals: "20 美元以下好价",
  "buy-now": "一口价",
};

/** GET /home/template's rows with their titles in `locale`. */
export function localizeHomeSections<T extends Pick<HomeSection, "key" | "title">>(
  sections: T[],
  locale: Locale,
): T[] {
  if (locale === "en") return sections;
  return sections.map((s) => {
    const category = /^category-(\d+)$/.exec(s.key);
    const title = category
      ? categoryName(Number(category[1]), s.title, locale)
      : (HOME_ROW_TITLES_ZH[s.key] ?? s.title);
    return { ...s, title };
  });
}

/**
 * GET /home/filter's labels in Chinese, by value (a price range by its English label): the same
 * words as the client's filters and sorts (features/search catalogues).
 */
const FILTER_LABELS_ZH = {
  conditions: {
    new: "全新",
    like_new: "几乎全新",
    good: "成色良好",
    fair: "有使用痕迹",
    for_parts: "仅作配件",
  },
  saleTypes: { auction: "拍卖", fixed: "一口价" },
  sorts: {
    relevance: "综合排序",
    newest: "最新发布",
    ending: "即将结束",
    price_asc: "价格从低到高",
    price_desc: "价格从高到低",
    nearest: "距离最近",
  },
  priceRanges: {
    "Under $20": "20 美元以下",
    "$20 to $100": "20–100 美元",
    "$100 to $500": "100–500 美元",
    "Over $500": "500 美元以上",
  },
} satisfies Record<string, Record<string, string>>;

/**
 * A condition's or a sale type's label in `locale`, by its value: the words of GET /home/filter (a saved
 * search's label uses them too); `english` when there is none.
 */
export function filterLabel(
  kind: "conditions" | "saleTypes",
  value: string,
  english: string,
  locale: Locale,
): string {
  if (locale === "en") return english;
  return (FILTER_LABELS_ZH[kind] as Record<string, string>)[value] ?? english;
}

/** GET /home/filter's answer with its labels in `locale`. */
export function localizeHomeFilter(filter: HomeFilter, locale: Locale): HomeFilter {
  if (locale === "en") return filter;
  const zh = (labels: Record<string, string>, key: string, english: string) => labels[key] ?? english;
  return {
    ...filter,
    conditions: filter.conditions.map((o) => ({
      ...o,
      label: zh(FILTER_LABELS_ZH.conditions, o.value, o.label),
    })),
    saleTypes: filter.saleTypes.map((o) => ({
      ...o,
      label: zh(FILTER_LABELS_ZH.saleTypes, o.value, o.label),
    })),
    sorts: filter.sorts.map((o) => ({ ...o, label: zh(FILTER_LABELS_ZH.sorts, o.value, o.label) })),
    priceRanges: filter.priceRanges.map((o) => ({
      ...o,
      label: zh(FILTER_LABELS_ZH.priceRanges, o.label, o.label),
    })),
  };
}
