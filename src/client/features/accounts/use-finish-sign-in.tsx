import { Trans, useLingui } from "@lingui/react/macro";
import { useCanGoBack, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import type { Tokens } from "#shared/contract/accounts";
import { queryClient } from "../../query-client.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { signIn } from "../session/session-actions.ts";
import { safeRedirect, takeUsernamePopUp } from "./flow.ts";

/** Stores a sign-in answer; what another user left in the query cache must not show to this one. */
export async function storeSession(tokens: Tokens): Promise<void> {
  queryClient.clear();
  await signIn(tokens);
}

/**
 * After a sign-in answer: store the session, then go where the person came from (the `redirect`
 * search param, else the page before the sign-in flow, else home). A user without a username gets
 * the one-time pop-up first (rules/product.md §3 username pop-up flag).
 */
export function useFinishSignIn(redirect?: string) {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [askUsername, setAskUsername] = useState(false);

  const leave = () => {
    const to = safeRedirect(redirect);
    if (to) void router.navigate({ href: to, replace: true });
    else if (canGoBack) router.history.back();
    else void router.navigate({ to: "/", replace: true });
  };

  const finish = async (tokens: Tokens) => {
    await storeSession(tokens);
    if (takeUsernamePopUp()) setAskUsername(true);
    else leave();
  };

  const dialog = (
    <Dialog open={askUsername} onClose={leave} title={t`Choose your username`}>
      <p className="text-sm text-slate-600">
        <Trans>
          Pick a username so buyers and sellers can recognise you. It can be set once and cannot be changed
          later.
        </Trans>
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={leave}>
          <Trans>Later</Trans>
        </Button>
        <Button
          onClick={() =>
            void router.navigate({
              to: "/setUsername",
              search: { redirect: safeRedirect(redirect) ?? undefined },
              replace: true,
            })
          }
        >
          <Trans>Set username</Trans>
        </Button>
      </div>
    </Dialog>
  );
  return { finish, leave, dialog };
}
