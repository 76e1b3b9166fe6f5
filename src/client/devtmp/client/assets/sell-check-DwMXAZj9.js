import {
  Ut as appStore,
  bn as atom,
  mn as Code,
  en as http,
  gn as UPLOAD_CHECK_DIALOG_CODES,
} from "./index-BAN1tMZn.js";
import "./api-CDAijywg.js";
import { h as getToken } from "./storage-352Vgnio.js";

// src/client/features/selling/sell-check.ts
/** Where each upload-check code leads after its dialog's OK (spec §5, §8). */
function afterUploadCheck(code) {
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
var showsDialog = (code) => UPLOAD_CHECK_DIALOG_CODES.includes(code) || code === Code.ACCOUNT_RESTRICTED;
var sellCheckDialogAtom = atom(null);
/**
 * The header's Sell / Post item click: signed out -> /signIn; else GET /item/checkIfUserCanUploadItem
 * and either a dialog (then its route) or /postItem. Offline the check cannot run: the seller goes
 * on to the form (drafts work offline; the server checks again at publish).
 */
async function checkCanUpload(go) {
  if (!getToken()) return go("/signIn?redirect=%2FpostItem");
  let code;
  let message;
  try {
    const env = await http.get("/item/checkIfUserCanUploadItem", void 0, { toast: false });
    code = env.status_code;
    message = env.message;
  } catch {
    return go("/postItem");
  }
  if (showsDialog(code)) {
    appStore.set(sellCheckDialogAtom, {
      message,
      next: afterUploadCheck(code),
    });
    return;
  }
  if (code === Code.TOKEN_INVALID || code === Code.SESSION_REVOKED) {
    if (!getToken()) return go("/signIn?redirect=%2FpostItem");
  }
  go("/postItem");
}

export { checkCanUpload, sellCheckDialogAtom };
