import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { call } from "../../api/index.ts";
import { Button } from "../../ui/button.tsx";
import { Page } from "../../ui/page.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { itemNumberBySinCode } from "../catalog/catalog-queries.ts";

/** The item number a typed code stands for: a sinCode first, else an item number that exists. */
export async function findItemNumber(code: string): Promise<string | null> {
  const c = code.trim();
  if (!c) return null;
  const bySin = await itemNumberBySinCode(c).catch(() => null);
  if (bySin?.itemNumber) return bySin.itemNumber;
  const byNumber = await call("GET", "/item/detail", {
    query: { itemNumber: c },
  }).catch(() => null);
  return byNumber?.itemNumber || null;
}

/** A field that finds an item by the code under its QR code or by its item number. */
export function CodeForm({ initial = "", autoFocus = false }: { initial?: string; autoFocus?: boolean }) {
  const router = useRouter();
  const { t } = useLingui();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (value: string) => {
    const c = value.trim();
    if (!c) {
      setError(t`Enter the code printed with the item’s QR code, or its item number.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const itemNumber = await findItemNumber(c);
      if (itemNumber) void router.navigate({ href: `/itemDetail/${encodeURIComponent(itemNumber)}` });
      else
        setError(
          navigator.onLine
            ? t`No item has the code “${c}”.`
            : t`You are offline. Try again when you are back online.`,
        );
    } finally {
      setBusy(false);
    }
  };

  // A code in the URL (/codeSearch?code=…) runs once, for the code the page opened with.
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current || !initial.trim()) return;
    ran.current = true;
    void run(initial);
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(code);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <TextField
        label={t`Item code`}
        hint={t`The code printed under the item’s QR code, or its item number.`}
        error={error}
        value={code}
        autoFocus={autoFocus}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setCode(e.target.value)}
        className="flex-1"
      />
      <Button type="submit" size="lg" busy={busy} className="sm:mt-7">
        <Trans>Find item</Trans>
      </Button>
    </form>
  );
}

/** /codeSearch */
export function CodeSearchScreen({ code }: { code?: string }) {
  const { t } = useLingui();
  return (
    <Page heading={t`Find an item by code`} width="narrow">
      <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <CodeForm initial={code ?? ""} autoFocus />
      </div>
    </Page>
  );
}
