import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { showToast } from "../../api/toast-store.ts";
import { placeAtom, radiusChoiceAtom, sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { useDistanceUnit } from "../../ui/distance.tsx";
import {
  sameSearch,
  savedQueryOf,
  savedSearchesQuery,
  savedSearchKeys,
  saveSearch,
} from "./saved-searches.ts";
import type { ListSearch } from "./search-params.ts";
import { nearbyRequest } from "./search-queries.ts";

/** "Save this search" for a signed-in user: saves it, or says it is saved (search-extras.tsx). */
export function SignedInSaveSearch({ search }: { search: ListSearch }) {
  const session = useAtomValue(sessionAtom);
  const place = useAtomValue(placeAtom);
  const point = place ? { lat: place.lat, lng: place.lng } : null;
  const chosenRadius = useAtomValue(radiusChoiceAtom);
  const unit = useDistanceUnit();
  const userId = session.userInfo?.id ?? 0;
  const list = useQuery(savedSearchesQuery(userId));
  const qc = useQueryClient();
  const { t } = useLingui();
  // The radius the list shows is the one saved, whether the URL names it or it is the default.
  const query = savedQueryOf(nearbyRequest(search, point, { chosen: chosenRadius, unit }), point);
  const saved = list.data?.list.some((s) => sameSearch(s, query)) ?? false;
  const save = useMutation({
    mutationFn: () => saveSearch(query),
    onSuccess: () => {
      showToast(t`Search saved. We will tell you when something new matches.`, "success");
      void qc.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
  });
  if (saved) {
    return (
      <AppLink
        href="/savedSearches"
        className="focus-ring inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-emerald-700 ring-1 ring-emerald-200 hover:bg-emerald-50"
      >
        <Trans>Saved search ✓</Trans>
      </AppLink>
    );
  }
  return (
    <Button variant="secondary" busy={save.isPending} onClick={() => save.mutate()}>
      <Trans>Save this search</Trans>
    </Button>
  );
}
