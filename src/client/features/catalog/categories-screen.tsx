import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { AppLink } from "../../ui/app-link.tsx";
import { Loading, Page, Skeleton } from "../../ui/page.tsx";
import { useContentHydrated } from "../../ui/use-hydrated.ts";
import { categoriesQuery } from "./catalog-queries.ts";
import { LoadError, OfflineNote } from "./load-states.tsx";

const ROOT_KEYS = ["a", "b", "c", "d", "e", "f", "g", "h"];

/** /classification: the category tree; every node leads to its list (children included). */
export function CategoriesScreen() {
  useContentHydrated();
  const { t } = useLingui();
  const q = useQuery(categoriesQuery());
  return (
    <Page heading={t`Categories`}>
      {q.isPending ? (
        <Loading label={t`Loading categories`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ROOT_KEYS.map((k) => (
            <div key={k} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-4 w-2/5" />
            </div>
          ))}
        </Loading>
      ) : !q.data ? (
        <LoadError what={t`the categories`} onRetry={() => void q.refetch()} busy={q.isFetching} />
      ) : (
        <>
          <OfflineNote what={t`This list`} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {q.data.map((root) => (
              <li key={root.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                <h2 className="text-lg font-semibold">
                  <AppLink
                    href={`/classificationList/${root.id}`}
                    className="focus-ring rounded text-slate-900 hover:text-orange-700 hover:underline"
                  >
                    {root.name}
                  </AppLink>
                </h2>
                {root.children.length > 0 && (
                  <ul aria-label={t`${root.name} subcategories`} className="mt-2 flex flex-col gap-1">
                    {root.children.map((c) => (
                      <li key={c.id}>
                        <AppLink
                          href={`/classificationList/${c.id}`}
                          className="focus-ring -mx-1 block rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50 hover:text-orange-700"
                        >
                          {c.name}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
