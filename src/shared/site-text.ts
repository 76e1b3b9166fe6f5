import type { Locale } from "#shared/locale";

/**
 * What the site says about itself outside any screen, per language: the head of the page shell
 * (index.html, which the server sends for pages it does not render), the description of rendered
 * pages (src/client/ssr/page-head.ts), and the web manifests (public/manifest.webmanifest and
 * public/manifest.zh-CN.webmanifest, checked against this by src/server/modules/pages/site-text.test.ts). Kept outside the
 * client's catalogues because the server writes the shell's head without the client's code.
 */
export const SITE_TEXT: Record<
  Locale,
  { readonly title: string; readonly description: string; readonly manifest: string }
> = {
  en: {
    title: "Buy Now Or Miss Out",
    description: "Buy, bid and sell near you. Auctions and fixed-price items, even on a poor connection.",
    manifest: "/manifest.webmanifest",
  },
  zh: {
    // The brand stays as it is, with its Chinese name beside it (as the home page's heading).
    title: "Buy Now Or Miss Out 手慢无",
    description: "在身边买、拍、卖。拍卖和一口价宝贝都有，网络不好也能用。",
    manifest: "/manifest.zh-CN.webmanifest",
  },
};
