import { n as PortalLayout } from "./portal-layout-CeKyFl3r.js";

// src/client/routes/seller.tsx?tsr-split=component
var SplitComponent = PortalLayout;

export { SplitComponent as component };
