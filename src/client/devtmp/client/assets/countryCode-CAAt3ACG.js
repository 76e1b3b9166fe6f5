import { t as CountryCodeScreen } from "./sign-up-screens-CnGsKpub.js";

// src/client/routes/countryCode.tsx?tsr-split=component
var SplitComponent = CountryCodeScreen;

export { SplitComponent as component };
