import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AppLink } from "../../ui/app-link.tsx";
import { TextField } from "../../ui/text-field.tsx";

/** The links of the sign-in family of screens (in their feet and fine print). */
export const linkCls = "focus-ring rounded font-semibold text-orange-600 hover:text-orange-700";

/**
 * "Email or phone", the account a code goes to (code sign-in, forgotten and reset password), filled
 * by a password manager as the username. As a form's first field it shows an example and takes the
 * focus (`first`).
 */
export function AccountField({
  value,
  onChange,
  error,
  first = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
  first?: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email or phone`}
      autoComplete="username"
      placeholder={first ? t`you@example.com or +15551234567` : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoFocus={first || undefined}
    />
  );
}

const TermsLink = ({ children }: { children?: ReactNode }) => (
  <AppLink href="/agreement/terms" className={linkCls}>
    {children}
  </AppLink>
);
const PolicyLink = ({ children }: { children?: ReactNode }) => (
  <AppLink href="/agreement/policy" className={linkCls}>
    {children}
  </AppLink>
);

/**
 * The fine print under the ways in: what continuing (or, `creating`, creating an account) agrees
 * to, with links to the Conditions of Use and the Privacy Policy.
 */
export function AgreementNote({ creating = false }: { creating?: boolean }) {
  return creating ? (
    <Trans>
      By creating an account you agree to our <TermsLink>Conditions of Use</TermsLink> and{" "}
      <PolicyLink>Privacy Policy</PolicyLink>.
    </Trans>
  ) : (
    <Trans>
      By continuing you agree to our <TermsLink>Conditions of Use</TermsLink> and{" "}
      <PolicyLink>Privacy Policy</PolicyLink>.
    </Trans>
  );
}
