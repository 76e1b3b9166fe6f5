/** The ids of /agreement/{id} (rules/product.md §2, and the guide and rules of rules/product.md §7). Apart from the page text so the route's check stays tiny. */
export const AGREEMENT_IDS = ["help", "terms", "policy", "guide", "rules"] as const;
export type AgreementId = (typeof AGREEMENT_IDS)[number];
export const isAgreementId = (id: string): id is AgreementId =>
  (AGREEMENT_IDS as readonly string[]).includes(id);
