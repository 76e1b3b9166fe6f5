import { t as RecentlyViewedScreen } from "./my-lists-screens-Kj_SBx1L.js";

// src/client/routes/recentlyViewed.tsx?tsr-split=component
var SplitComponent = RecentlyViewedScreen;

export { SplitComponent as component };
