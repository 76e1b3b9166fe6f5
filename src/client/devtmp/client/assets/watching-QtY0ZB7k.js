import { n as WatchingScreen } from "./my-lists-screens-Kj_SBx1L.js";

// src/client/routes/watching.tsx?tsr-split=component
var SplitComponent = WatchingScreen;

export { SplitComponent as component };
