import { type RandomInt, randomCode } from "../../platform/ids.ts";

/** The opaque item id used in URLs: 10 base32 characters (50 bits). */
export function newItemNumber(rand?: RandomInt): string {
  return randomCode(10, rand);
}

/** The short code printed in an item's QR code: 8 upper-case base32 characters. */
export function newSinCode(rand?: RandomInt): string {
  return randomCode(8, rand);
}
