/**
 * A seller sent from posting to a profile step (name, username, city, a verification) comes back to
 * the listing they were posting: where to return is kept for this tab, and the profile screens
 * offer it (shell/posting-return-bar.tsx) until the listing's form opens again.
 */
const KEY = "bnomo.postingReturn";

/** Only a path of this site's posting form: anything else (another origin, "//host") is refused. */
export function safePostingPath(path: string | null | undefined): string | null {
  if (!path?.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  return /^\/(postItem|editItem)(\?|$)/.test(path) ? path : null;
}

export function rememberPostingReturn(path: string): void {
  const safe = safePostingPath(path);
  try {
    if (safe) sessionStorage.setItem(KEY, safe);
  } catch {
    // Storage refused (private mode): the profile screens just offer no way back.
  }
}

export function postingReturn(): string | null {
  try {
    return safePostingPath(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function clearPostingReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
