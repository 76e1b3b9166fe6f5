/**
 * HTTP statuses by name, for assertions: `expect(r.status).toBe(HTTP.NotFound)` says what is meant
 * where a bare 404 asks the reader to know it (the contract's own codes are `Code` in src/shared).
 */
export const HTTP = {
  OK: 200,
  Created: 201,
  NoContent: 204,
  MovedPermanently: 301,
  Found: 302,
  SeeOther: 303,
  NotModified: 304,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  Conflict: 409,
  Gone: 410,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  InternalServerError: 500,
  BadGateway: 502,
  ServiceUnavailable: 503,
} as const;
