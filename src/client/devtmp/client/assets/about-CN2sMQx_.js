import { t as AboutScreen } from "./info-pages-xjIRfuP5.js";

// src/client/routes/about.tsx?tsr-split=component
var SplitComponent = AboutScreen;

export { SplitComponent as component };
