/**
 * The page to ask for after `last`, for an infinite query over the contract's numbered pages
 * (`currentPage` from 1, `hasNextPage` on each answer): `getNextPageParam: nextPage`.
 */
export const nextPage = (last: { hasNextPage: boolean }, pages: unknown[]): number | undefined =>
  last.hasNextPage ? pages.length + 1 : undefined;
