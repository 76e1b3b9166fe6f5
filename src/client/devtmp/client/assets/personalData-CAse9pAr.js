import { n as PersonalDataScreen } from "./profile-screens-_1fzA6ju.js";

// src/client/routes/personalData.tsx?tsr-split=component
var SplitComponent = PersonalDataScreen;

export { SplitComponent as component };
