import { t as ChangePasswordScreen } from "./password-screens-CSVt5kXK.js";

// src/client/routes/changePassword.tsx?tsr-split=component
var SplitComponent = ChangePasswordScreen;

export { SplitComponent as component };
