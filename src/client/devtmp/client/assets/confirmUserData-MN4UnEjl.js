import { t as ConfirmUserDataScreen } from "./profile-more-screens-D6tLNiw5.js";

// src/client/routes/confirmUserData.tsx?tsr-split=component
var SplitComponent = ConfirmUserDataScreen;

export { SplitComponent as component };
