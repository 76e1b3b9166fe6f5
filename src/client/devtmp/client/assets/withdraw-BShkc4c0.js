import { n as WithdrawScreen } from "./withdraw-screens-J5b5qacm.js";

// src/client/routes/withdraw.tsx?tsr-split=component
/** Guarded: the screen asks for the connected payment account before it shows (spec §7–§8). */
var SplitComponent = WithdrawScreen;

export { SplitComponent as component };
