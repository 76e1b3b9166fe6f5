import { r as GetAppScreen } from "./info-pages-xjIRfuP5.js";

// src/client/routes/getApp.tsx?tsr-split=component
var SplitComponent = GetAppScreen;

export { SplitComponent as component };
