import { t as ChangeIdentityScreen } from "./store-screens-COE4AHoE.js";

// src/client/routes/changeIdentity.tsx?tsr-split=component
var SplitComponent = ChangeIdentityScreen;

export { SplitComponent as component };
