import { r as PaymentOnlineScreen } from "./payment-screens-C1Mc7OZ0.js";

// src/client/routes/paymentOnline.tsx?tsr-split=component
var SplitComponent = PaymentOnlineScreen;

export { SplitComponent as component };
