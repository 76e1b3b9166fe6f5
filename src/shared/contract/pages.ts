import { z } from "zod";

/** The public static pages of rules/product.md §7 ("guide, help, policy, rules, terms"), shown on /agreement/{id}. */
export const STATIC_PAGE_IDS = ["guide", "help", "policy", "rules", "terms"] as const;
export type StaticPageId = (typeof STATIC_PAGE_IDS)[number];

export const StaticPageQuerySchema = z.object({ id: z.string().trim().min(1).max(40) });
export const StaticPageSchema = z.object({
  id: z.enum(STATIC_PAGE_IDS),
  title: z.string(),
  /** Epoch ms of the text's last change. */
  updatedAt: z.number().int(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type StaticPage = z.infer<typeof StaticPageSchema>;
