/**
 * 12345 → "12,345": a whole number as en-US and zh-CN both write it (bids, results, items).
 * By hand, as formatCents: a page's first Intl.NumberFormat loads ICU's locale data, tens of
 * milliseconds of the first render on a phone, and a landing page that shows no date needs ICU for
 * nothing else. `toLocaleString` builds one, and so does every Lingui `plural` message (its
 * formatter formats the value whether the message has a `#` or not), so a first screen writes its
 * counts with this and says one or many itself (`n === 1 ? t`1 bid` : t`${count} bids``): English and
 * Chinese need no other plural form.
 */
export function formatCount(n: number): string {
  const sign = n < 0 ? "-" : "";
  return sign + String(Math.floor(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
