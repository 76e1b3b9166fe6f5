import { field, searchSchema } from "../../route-search.ts";

/** Search params of the selling routes (hand-written parsers keep the first bundle small). */
export const PostItemSearchSchema = searchSchema({ draft: field.text("") });
export const EditItemSearchSchema = searchSchema({ itemNumber: field.textOr("") });
export const MyItemsSearchSchema = searchSchema({
  tab: field.oneOf(["active", "scheduled", "ended", "sold", "draft"], "active"),
});
