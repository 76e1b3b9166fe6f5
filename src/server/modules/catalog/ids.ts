import { randomInt } from "node:crypto";

/** Crockford's base32 without look-alikes (no I, L, O, U): safe in URLs and easy to read aloud. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A source of integers in [0, n); crypto by default, a seeded PRNG for the demo data. */
export type RandomInt = (n: number) => number;

const cryptoInt: RandomInt = (n) => randomInt(n);

function code(length: number, rand: RandomInt): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[rand(ALPHABET.length)];
  return out;
}

/** The opaque item id used in URLs: 10 base32 characters (50 bits). */
export function newItemNumber(rand: RandomInt = cryptoInt): string {
  return code(10, rand);
}

/** The short code printed in an item's QR code: 8 upper-case base32 characters. */
export function newSinCode(rand: RandomInt = cryptoInt): string {
  return code(8, rand);
}

/** Upload ids: 20 lower-case base32 characters (100 bits), also a folder name. */
export function newFileId(rand: RandomInt = cryptoInt): string {
  return code(20, rand).toLowerCase();
}

export const FILE_ID_PATTERN = /^[0-9a-hjkmnp-tv-z]{20}$/;
