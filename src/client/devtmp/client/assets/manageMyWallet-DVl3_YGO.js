import { n as ManageMyWalletScreen } from "./wallet-screens-C2u8fEr4.js";

// src/client/routes/manageMyWallet.tsx?tsr-split=component
var SplitComponent = ManageMyWalletScreen;

export { SplitComponent as component };
