/** What the app uses of the pages, the one way in (scripts/check-walls.mjs). */
export { isLandingPath, LandingPages } from "./landing-pages.ts";
export { registerSeoRoutes } from "./seo.routes.ts";
