import { z as zo } from "@hono/zod-openapi";
import { z } from "zod";
import { CONDITION_LABELS, CONDITIONS, FileUploadAnswerSchema } from "#shared/contract/catalog";
import { contractRoute } from "#shared/contract/routes";
import { SEARCH_SORTS } from "#shared/contract/search";
import { RADIUS_STEPS } from "#shared/distance";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fieldError } from "../../platform/errors.ts";
import { registerMedia, saveImage } from "../../platform/files.ts";
import {
  categoryTree,
  goneItem,
  itemDetail,
  itemNumberBySinCode,
  sellerInfo,
  setWatch,
  suggestCategories,
  userItemsList,
} from "./catalog.service.ts";
import {
  localizeHomeFilter,
  localizeItemCategory,
  localizeSuggestions,
  localizeTree,
} from "./category-names.ts";

const SORT_LABELS: Record<(typeof SEARCH_SORTS)[number], string> = {
  relevance: "Best match",
  newest: "Newly listed",
  ending: "Ending soonest",
  price_asc: "Price: lowest first",
  price_desc: "Price: highest first",
  nearest: "Nearest first",
};

const UploadBodySchema = z.object({
  file: zo
    .custom<File>((v) => v instanceof File, { message: "Attach the photo as multipart field file" })
    .openapi({
      type: "string",
      format: "binary",
      description: "multipart/form-data file: JPEG, PNG, WebP or HEIC, at most 15 MB",
    }),
});

export function registerCatalog(api: Api, deps: AppDeps): void {
  registerMedia(api.app, deps);

  api.route({
    ...contractRoute("GET /category/suggest"),
    tag: "catalog",
    summary: "Up to 3 leaf categories for a listing's title, from the titles of listings already in them",
    handler: async ({ query, deps, c }) => {
      const answer = await suggestCategories(deps.database.db, query.title);
      const locale = c.get("locale");
      return locale === "en"
        ? answer
        : localizeSuggestions(answer, await categoryTree(deps.database.db), locale);
    },
  });

  api.route({
    ...contractRoute("GET /category/list"),
    tag: "catalog",
    summary: "The category tree",
    handler: async ({ deps, c }) => {
      c.header("Cache-Control", "public, max-age=300");
      return localizeTree(await categoryTree(deps.database.db), c.get("locale"));
    },
  });

  api.route({
    ...contractRoute("GET /item/detail"),
    tag: "catalog",
    summary: "An item (drafts and withdrawn items only for their seller)",
    auth: "optional",
    handler: async ({ query, auth, deps, c }) =>
      localizeItemCategory(await itemDetail(deps, query.itemNumber, auth?.userId ?? null), c.get("locale")),
  });

  api.route({
    ...contractRoute("GET /item/gone"),
    tag: "catalog",
    summary: "A withdrawn item's category and seller (not its content), for its page; 10004 otherwise",
    handler: ({ query, deps }) => goneItem(deps, query.itemNumber),
  });

  api.route({
    ...contractRoute("GET /item/itemNumberBySinCode"),
    tag: "catalog",
    summary: "Find an item's number from the code in its QR code",
    handler: async ({ query, deps }) => itemNumberBySinCode(deps.database.db, query.sinCode),
  });

  api.route({
    ...contractRoute("POST /item/watch"),
    tag: "catalog",
    summary: "Watch or stop watching an item",
    auth: "required",
    handler: async ({ body, auth, deps }) => setWatch(deps, auth.userId, body.itemNumber, body.watch),
  });

  api.route({
    ...contractRoute("GET /item/watching"),
    tag: "catalog",
    summary: "Items I watch, newest first",
    auth: "required",
    handler: async ({ query, auth, deps }) => userItemsList(deps, "watching", auth.userId, query),
  });

  api.route({
    ...contractRoute("GET /item/recentlyViewed"),
    tag: "catalog",
    summary: "Items I looked at, newest first",
    auth: "required",
    handler: async ({ query, auth, deps }) => userItemsList(deps, "recentlyViewed", auth.userId, query),
  });

  api.route({
    ...contractRoute("GET /home/popup"),
    tag: "catalog",
    summary: "The home page's announcement, if any",
    handler: async () => ({ popup: null }),
  });

  api.route({
    ...contractRoute("GET /home/filter"),
    tag: "catalog",
    summary: "The filters and sorts lists offer",
    handler: async ({ c }) => {
      c.header("Cache-Control", "public, max-age=3600");
      return localizeHomeFilter(
        {
          conditions: CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] })),
          saleTypes: [
            { value: "auction" as const, label: "Auction" },
            { value: "fixed" as const, label: "Buy it now" },
          ],
          sorts: SEARCH_SORTS.map((value) => ({ value, label: SORT_LABELS[value] })),
          priceRanges: [
            { label: "Under $20", minPriceCents: null, maxPriceCents: 2000 },
            { label: "$20 to $100", minPriceCents: 2000, maxPriceCents: 10000 },
            { label: "$100 to $500", minPriceCents: 10000, maxPriceCents: 50000 },
            { label: "Over $500", minPriceCents: 50000, maxPriceCents: null },
          ],
          // The radius steps the lists offer (km; in miles they read 10 … 250 mi).
          radiusKm: [...RADIUS_STEPS.km],
        },
        c.get("locale"),
      );
    },
  });

  api.route({
    ...contractRoute("GET /seller/info"),
    tag: "catalog",
    summary: "A seller's public profile",
    handler: async ({ query, deps }) => sellerInfo(deps, query.id, query.storeId),
  });

  api.route({
    method: "post",
    path: "/file/upload",
    tag: "catalog",
    summary: "Upload a photo (JPEG, PNG, WebP or HEIC, at most 15 MB)",
    description:
      "The type is read from the content. The photo is turned upright, stripped of all metadata (EXIF, GPS) and stored as WebP 320/640/1280 px wide; url is the 640 px one.",
    auth: "required",
    body: UploadBodySchema,
    response: FileUploadAnswerSchema,
    handler: async ({ body, auth, deps }) => {
      const file = body.file;
      if (file.size > 15 * 1024 * 1024) throw fieldError("file", "Photos can be at most 15 MB");
      const saved = await saveImage(deps, auth.userId, Buffer.from(await file.arrayBuffer()));
      return saved;
    },
  });
}
