import { r as StoresScreen } from "./store-screens-COE4AHoE.js";

// src/client/routes/stores.tsx?tsr-split=component
var SplitComponent = StoresScreen;

export { SplitComponent as component };
