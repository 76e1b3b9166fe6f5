import { useRouter } from "@tanstack/react-router";

/** What is typed in the amounts: kept by the panel, so it survives the bidder's state coming in. */
export type PanelText = {
  bidText: string | null;
  setBidText: (text: string | null) => void;
  maxText: string;
  setMaxText: (text: string) => void;
};

/** Sends guests to sign in and back here afterwards. */
export function useSignInFirst() {
  const router = useRouter();
  return () => {
    const here = router.state.location.href;
    void router.navigate({ href: `/signIn?redirect=${encodeURIComponent(here)}` });
  };
}
