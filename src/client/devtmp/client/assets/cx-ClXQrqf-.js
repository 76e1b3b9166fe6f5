// src/client/ui/cx.ts
/** Joins class names, skipping falsy ones. */
function cx(...parts) {
  return parts.filter(Boolean).join(" ");
}

export { cx as t };
