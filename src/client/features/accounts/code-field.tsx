import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Code } from "#shared/codes";
import type { CodeScene } from "#shared/contract/accounts";
import { call, settled } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { i18n } from "../../i18n/i18n.ts";
import { mutate } from "../../query-client.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { markCodeSent, resendSecondsLeft } from "./flow.ts";

/** Seconds left before a code may be sent again for this account and scene; ticks every second. */
export function useResendCountdown(scene: CodeScene, account: string) {
  const [left, setLeft] = useState(() => resendSecondsLeft(scene, account));
  useEffect(() => {
    setLeft(resendSecondsLeft(scene, account));
    const t = setInterval(() => setLeft(resendSecondsLeft(scene, account)), 1000);
    return () => clearInterval(t);
  }, [scene, account]);
  return [left, () => setLeft(resendSecondsLeft(scene, account))] as const;
}

/** What to fix in a typed code, in the reader's language; undefined for six digits. */
export function useCodeProblem() {
  const { t } = useLingui();
  return (code: string): string | undefined => (/^\d{6}$/.test(code) ? undefined : t`Enter the 6-digit code`);
}

/** The code field's error from a refused answer: the server's word on the code, or a wrong code's message. */
export const refusedCode = (r: { code: number; message: string; fieldErrors: Record<string, string> }) =>
  r.fieldErrors.code ?? (r.code === Code.BAD_CODE ? r.message : undefined);

/** A refused code and new password (reset, sign-up): the errors of the two fields. */
export const refusedCodeAndPassword = (r: Parameters<typeof refusedCode>[0]) => ({
  code: refusedCode(r),
  password: r.fieldErrors.password,
});

/** POST sendCode; remembers when so the 60 s countdown survives a reload. */
export async function sendCode(scene: CodeScene, account: string): Promise<boolean> {
  const r = await settled(
    mutate(() => call("POST", "/hweb/login/v1/sendCode", { body: { account, scene } })),
  );
  if (r.ok) {
    markCodeSent(scene, account);
    showToast(i18n._(msg`We sent you a 6-digit code.`), "success");
  }
  return r.ok;
}

/**
 * A form of an account (email or phone) and the code sent to it. `accountProblem`, what is wrong
 * with the account, shows before a code is sent and on submit. `submit` then checks the code, posts
 * and hands the answer to `then` (the button stays busy meanwhile); a refusal's words show on the
 * two fields. `codeField` is the CodeField's value, change, error and account check.
 */
export function useCodeForm(accountProblem: string | undefined) {
  const codeProblem = useCodeProblem();
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ account?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const checkAccount = () => {
    setErrors((e) => ({ ...e, account: accountProblem }));
    return !accountProblem;
  };
  const submit = async <T,>(post: () => Promise<T>, then: (data: T) => unknown) => {
    if (!checkAccount()) return;
    const codeBad = codeProblem(code);
    if (codeBad) return setErrors({ code: codeBad });
    setErrors({});
    setBusy(true);
    const r = await settled(mutate(post));
    if (r.ok) await then(r.data);
    else setErrors({ account: r.fieldErrors.account, code: refusedCode(r) });
    setBusy(false);
  };
  const codeField = { value: code, onChange: setCode, error: errors.code, onBeforeSend: checkAccount };
  return { code, errors, busy, submit, codeField };
}

/** The 6-digit code input with a Send code / Resend button that counts down 60 s. */
export function CodeField({
  scene,
  account,
  value,
  onChange,
  error,
  canSend = true,
  onBeforeSend,
}: {
  scene: CodeScene;
  account: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  /** False while the account is not valid yet. */
  canSend?: boolean;
  /** Validates the account; return false to stop. */
  onBeforeSend?: () => boolean;
}) {
  const { t } = useLingui();
  const [left, refresh] = useResendCountdown(scene, account);
  const [busy, setBusy] = useState(false);
  const sentOnce = left > 0 || resendSecondsLeft(scene, account) > 0;
  const send = async () => {
    if (onBeforeSend && !onBeforeSend()) return;
    setBusy(true);
    await sendCode(scene, account);
    setBusy(false);
    refresh();
  };
  return (
    <div className="flex items-end gap-2">
      <TextField
        label={t`Verification code`}
        className="flex-1"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        placeholder={t`6 digits`}
        error={error}
      />
      <Button
        variant="secondary"
        className="mb-0 h-11 min-w-32 shrink-0"
        onClick={send}
        busy={busy}
        disabled={left > 0 || !canSend}
        aria-live="polite"
      >
        {left > 0 ? t`Resend in ${left}s` : sentOnce ? t`Resend code` : t`Send code`}
      </Button>
    </div>
  );
}
