import { a as TaxIdScreen } from "./profile-more-screens-D6tLNiw5.js";

// src/client/routes/taxId.tsx?tsr-split=component
var SplitComponent = TaxIdScreen;

export { SplitComponent as component };
