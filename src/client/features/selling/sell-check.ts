import { atom } from "jotai";
import { Code, UPLOAD_CHECK_DIALOG_CODES } from "#shared/codes";
import { ApiError, call } from "../../api/index.ts";
import { getToken } from "../../api/session-store.ts";
import { appStore } from "../../state.ts";
import { rememberPostingReturn, safePostingPath } from "../../ui/posting-return.ts";

/** Where each upload-check code leads after its dialog's OK (rules/product.md §5, §8). */
export function afterUploadCheck(code: number): string | null {
  switch (code) {
    case Code.MOBILE_NOT_VERIFIED:
      return "/infoVerify?type=mobile&isReset=false";
    case Code.EMAIL_NOT_VERIFIED:
      return "/infoVerify?type=email&isReset=false";
    case Code.NEEDS_STORE_IDENTITY:
      return "/changeIdentity";
    case Code.ACCOUNT_RESTRICTED:
      return null;
    default:
      return "/personalData";
  }
}

/** Codes that stop the Sell click with the server's message in a dialog (9999 too, with no onward route). */
export const showsDialog = (code: number) =>
  UPLOAD_CHECK_DIALOG_CODES.includes(code) || code === Code.ACCOUNT_RESTRICTED;

export type SellCheckDialogState = { message: string; next: string | null } | null;
export const sellCheckDialogAtom = atom<SellCheckDialogState>(null);

/**
 * The header's Sell / Post item click: signed out -> /signIn; else GET /item/checkIfUserCanUploadItem
 * and either a dialog (then its route) or /postItem. Offline the check cannot run: the seller goes
 * on to the form (drafts work offline; the server checks again at publish).
 */
export async function checkCanUpload(go: (href: string) => void): Promise<void> {
  if (!getToken()) return go("/signIn?redirect=%2FpostItem");
  let code: number;
  let message: string;
  try {
    await call("GET", "/item/checkIfUserCanUploadItem");
    code = Code.OK;
    message = "";
  } catch (err) {
    if (!(err instanceof ApiError && err.refused)) return go("/postItem");
    code = err.code;
    message = err.message;
  }
  if (showsDialog(code)) {
    const next = afterUploadCheck(code);
    // The profile step sends the seller back to the listing: the one open now, else a new one.
    if (next) rememberPostingReturn(safePostingPath(location.pathname + location.search) ?? "/postItem");
    appStore.set(sellCheckDialogAtom, { message, next });
    return;
  }
  if (code === Code.TOKEN_INVALID || code === Code.SESSION_REVOKED) {
    if (!getToken()) return go("/signIn?redirect=%2FpostItem");
  }
  go("/postItem");
}
