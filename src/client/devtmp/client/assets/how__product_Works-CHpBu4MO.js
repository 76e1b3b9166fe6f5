import { i as HowItWorksScreen } from "./info-pages-xjIRfuP5.js";

// src/client/routes/how{$product}Works.tsx?tsr-split=component
var SplitComponent = HowItWorksScreen;

export { SplitComponent as component };
