import { i as TeamScreen } from "./store-screens-COE4AHoE.js";

// src/client/routes/team-management.tsx?tsr-split=component
var SplitComponent = TeamScreen;

export { SplitComponent as component };
