import "./index-BAN1tMZn.js";
import "./sse-B52HyX8J.js";
import "./upload-VCZ6Afwa.js";

// src/client/api/index.ts
var newIdempotencyKey = () => crypto.randomUUID();

export { newIdempotencyKey as t };
