import { r as ModifyCityScreen } from "./profile-more-screens-D6tLNiw5.js";

// src/client/routes/modifyCity.tsx?tsr-split=component
var SplitComponent = ModifyCityScreen;

export { SplitComponent as component };
