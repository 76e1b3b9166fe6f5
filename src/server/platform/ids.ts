import { randomInt } from "node:crypto";

/** Crockford's base32 without look-alikes (no I, L, O, U): safe in URLs and easy to read aloud. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A source of integers in [0, n); crypto by default, a seeded PRNG for the demo data. */
export type RandomInt = (n: number) => number;

const cryptoInt: RandomInt = (n) => randomInt(n);

/** `length` upper-case base32 characters: the stuff of every public id (files here, items in catalog). */
export function randomCode(length: number, rand: RandomInt = cryptoInt): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[rand(ALPHABET.length)];
  return out;
}

/** Upload ids: 20 lower-case base32 characters (100 bits), also a folder name. */
export function newFileId(rand?: RandomInt): string {
  return randomCode(20, rand).toLowerCase();
}

export const FILE_ID_PATTERN = /^[0-9a-hjkmnp-tv-z]{20}$/;
