import { Trans, useLingui } from "@lingui/react/macro";
import { useCanGoBack, useRouter } from "@tanstack/react-router";
import type { FormEvent, ReactNode } from "react";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { LogoMark } from "../../ui/icons.tsx";
import { useDocumentTitle } from "../../ui/page.tsx";

/**
 * The frame of the sign-in family of screens (the shell hides header and footer there): the logo
 * back home, a back button, a card with the heading, and a foot for links.
 */
export function AuthLayout({
  heading,
  intro,
  children,
  foot,
  title,
}: {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  foot?: ReactNode;
  /** Document title; defaults to the shell's rule. */
  title?: string;
}) {
  useDocumentTitle(title);
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-orange-50 via-slate-50 to-slate-50 px-4 pb-10 md:justify-center md:py-12">
      <div className="flex w-full max-w-md items-center justify-between py-4 md:mb-2">
        <BackButton />
        <AppLink href="/" aria-label={t`Home`} className="focus-ring flex items-center gap-2 rounded-lg">
          <LogoMark className="h-8 w-auto" />
        </AppLink>
        <span className="w-16" aria-hidden="true" />
      </div>
      {/* Not a labelled region: its heading would make getByLabel() match the whole card. */}
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
        <h1 id="auth-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {heading}
        </h1>
        {intro && <div className="mt-1.5 text-sm text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {foot && <div className="mt-5 w-full max-w-md text-center text-sm text-slate-600">{foot}</div>}
    </div>
  );
}

/**
 * The form of a screen in this frame: its fields, the wide submit button (busy while it sends),
 * and what comes `after` it (another way in, the fine print).
 */
export function AuthForm({
  onSubmit,
  busy,
  submit,
  after,
  children,
}: {
  onSubmit: (e: FormEvent) => unknown;
  busy: boolean;
  submit: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {children}
      <Button type="submit" size="lg" busy={busy}>
        {submit}
      </Button>
      {after}
    </form>
  );
}

export function BackButton({ fallback = "/" }: { fallback?: string }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <button
      type="button"
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ href: fallback }))}
      className="focus-ring inline-flex h-9 w-16 items-center gap-1 rounded-lg text-sm font-semibold text-slate-700 hover:text-slate-900"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
      >
        <path d="m15 18-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Trans>Back</Trans>
    </button>
  );
}

/** A bordered block for a form-level message a person can act on. */
export function FormMessage({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "info" }) {
  if (!children) return null;
  return (
    <p
      role={tone === "error" ? "alert" : undefined}
      className={
        tone === "error"
          ? "rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
          : "rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200"
      }
    >
      {children}
    </p>
  );
}
