import { t as BalanceScreen } from "./wallet-screens-C2u8fEr4.js";

// src/client/routes/balance.index.tsx?tsr-split=component
var SplitComponent = BalanceScreen;

export { SplitComponent as component };
