import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { passwordProblem } from "#shared/contract/accounts";
import { cx } from "../../ui/cx.ts";
import { describedBy, FieldFrame, fieldBorder } from "../../ui/text-field.tsx";

/**
 * A password input with a visible-text toggle. The toggle's name is "Show"/"Hide" (never
 * containing "password") so the field stays the only thing labelled Password on the page.
 */
export function PasswordField({
  label,
  value,
  onChange,
  hint,
  error,
  autoComplete = "current-password",
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  error?: string;
  autoComplete?: string;
  name?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          maxLength={128}
          className={cx(
            "focus-ring h-11 w-full rounded-lg border bg-white pl-3 pr-16 text-base text-slate-900",
            fieldBorder(error),
          )}
        />
        <button
          type="button"
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
          className="focus-ring absolute inset-y-1 right-1 rounded-md px-2.5 text-xs font-semibold text-slate-600 hover:bg-slate-100"
        >
          {shown ? t`Hide` : t`Show`}
        </button>
      </div>
    </FieldFrame>
  );
}

/**
 * The password rule of #shared/contract/accounts (PASSWORD_HINT, passwordProblem) in the reader's
 * language: the same English, translated.
 */
export function usePasswordRule() {
  const { t } = useLingui();
  return {
    hint: t`6-16 characters with at least one number and one capital letter`,
    problem: (password: string): string | undefined =>
      passwordProblem(password)
        ? t`Password must be 6-16 characters with at least one number and one capital letter`
        : undefined,
  };
}

/**
 * A new password as it is typed (from `initial`) and, with `confirmed`, typed again: its state and
 * what is wrong with it (the rule, a confirmation that differs), keyed as the form's errors.
 */
export function useNewPassword({
  initial = "",
  confirmed = false,
}: {
  initial?: string;
  confirmed?: boolean;
} = {}) {
  const { t } = useLingui();
  const rule = usePasswordRule();
  const [password, setPassword] = useState(initial);
  const [confirm, setConfirm] = useState("");
  const problems = (): { password?: string; confirm?: string } => ({
    password: rule.problem(password),
    ...(confirmed ? { confirm: confirm === password ? undefined : t`The passwords do not match` } : {}),
  });
  return { password, setPassword, confirm, setConfirm, confirmed, hint: rule.hint, problems };
}
export type NewPassword = ReturnType<typeof useNewPassword>;

/**
 * The fields of a new password: "Password" with the rule's hint (signing up), or, for a password
 * `confirmed` (reset and change), "New password" and "Confirm new password".
 */
export function NewPasswordFields({
  state,
  errors,
}: {
  state: NewPassword;
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  const { t } = useLingui();
  const { password, setPassword, confirm, setConfirm, confirmed, hint } = state;
  const first = (
    <PasswordField
      label={confirmed ? t`New password` : t`Password`}
      value={password}
      onChange={setPassword}
      hint={hint}
      error={errors.password}
      autoComplete="new-password"
    />
  );
  if (!confirmed) return first;
  return (
    <>
      {first}
      <PasswordField
        label={t`Confirm new password`}
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm}
        autoComplete="new-password"
      />
    </>
  );
}
