import type { NewCommand } from "../offline/command-queue.ts";

/** A pickup confirmation to queue in the offline queue's tests: user 7, Personal, a verified code. */
export const confirmCommand = (
  orderNumber: string,
  over: Partial<NewCommand<"confirm">> = {},
): NewCommand<"confirm"> => ({
  kind: "confirm",
  chain: `order:${orderNumber}`,
  userId: 7,
  identityToken: null,
  label: orderNumber,
  orderNumber,
  pickupCode: "123456",
  verified: true,
  ...over,
});
