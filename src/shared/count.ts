/**
 * 12345 → "12,345": a whole number as en-US and zh-CN both write it (bids, results, items).
 * By hand, as formatCents: the first Intl.NumberFormat of a page (Lingui's plural `#` builds one,
 * and so does toLocaleString) loads ICU's locale data, tens of milliseconds of the first render
 * on a phone, where a landing page that shows no date needs ICU for nothing else.
 */
export function formatCount(n: number): string {
  const sign = n < 0 ? "-" : "";
  return sign + String(Math.floor(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
