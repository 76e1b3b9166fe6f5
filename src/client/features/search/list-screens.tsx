import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { CategoryNode } from "#shared/contract/catalog";
import { AppLink } from "../../ui/app-link.tsx";
import { Skeleton, useDocumentTitle } from "../../ui/page.tsx";
import { categoriesQuery } from "../catalog/catalog-queries.ts";
import { CONDITION_OPTIONS, conditionLabel } from "../catalog/conditions.ts";
import { BrowseScreen } from "./browse-screen.tsx";
import type { ListSearch } from "./search-params.ts";

/** The path from a root to the category `id` (root first), or null. */
export function categoryPath(nodes: CategoryNode[], id: number): CategoryNode[] | null {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const sub = categoryPath(n.children, id);
    if (sub) return [n, ...sub];
  }
  return null;
}

const chip =
  "focus-ring inline-flex h-9 items-center rounded-full bg-white px-3.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:ring-orange-400";

/** /classificationList/{cid}: the items of a category and its children. */
export function CategoryListScreen({ cid, search }: { cid: number; search: ListSearch }) {
  const { t } = useLingui();
  const cats = useQuery(categoriesQuery());
  const path = cats.data ? categoryPath(cats.data, cid) : null;
  const node = path?.at(-1);
  useDocumentTitle(node?.name);
  const heading = node?.name ?? (cats.isPending ? <Skeleton className="h-7 w-48" /> : t`Category`);
  const intro = (
    <>
      <nav aria-label={t`Breadcrumb`} className="mt-1 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <AppLink
              href="/classification"
              className="focus-ring inline-flex min-h-11 min-w-11 items-center justify-center rounded hover:text-orange-700 hover:underline md:min-h-0 md:min-w-0"
            >
              <Trans>Categories</Trans>
            </AppLink>
          </li>
          {path?.slice(0, -1).map((c) => (
            <li key={c.id} className="flex items-center gap-1">
              <span aria-hidden="true">›</span>
              <AppLink
                href={`/classificationList/${c.id}`}
                className="focus-ring inline-flex min-h-11 min-w-11 items-center justify-center rounded hover:text-orange-700 hover:underline md:min-h-0 md:min-w-0"
              >
                {c.name}
              </AppLink>
            </li>
          ))}
        </ol>
      </nav>
      {node && node.children.length > 0 && (
        <ul
          aria-label={t`Subcategories`}
          className="mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]"
        >
          {node.children.map((c) => (
            <li key={c.id} className="shrink-0">
              <AppLink href={`/classificationList/${c.id}`} className={chip}>
                {c.name}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return (
    <BrowseScreen
      heading={heading}
      intro={intro}
      search={search}
      fixed={{ cid }}
      hide={["cid"]}
      label={node ? t`${node.name} items` : t`Items`}
      empty={{
        title: t`Nothing listed in this category yet`,
        body: t`Try a neighbouring category or come back soon.`,
      }}
    />
  );
}

/** /templateMore: a home section's full list; its search comes from the section's query. */
export function TemplateMoreScreen({ search, title }: { search: ListSearch; title?: string }) {
  const { t } = useLingui();
  useDocumentTitle(title);
  return (
    <BrowseScreen heading={title || t`More items`} search={{ ...search, title }} label={title || t`Items`} />
  );
}

/** /conditionList: pick a condition, then its items. */
export function ConditionListScreen({ search }: { search: ListSearch }) {
  const { t, i18n } = useLingui();
  const intro = (
    <ul aria-label={t`Conditions`} className="mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
      {CONDITION_OPTIONS.map((c) => (
        <li key={c.value} className="shrink-0">
          <AppLink
            href={`/conditionList?condition=${c.value}`}
            aria-current={search.condition === c.value ? "page" : undefined}
            className={`${chip} aria-[current=page]:bg-slate-900 aria-[current=page]:text-white aria-[current=page]:ring-slate-900`}
          >
            {i18n._(c.message)}
          </AppLink>
        </li>
      ))}
    </ul>
  );
  return (
    <BrowseScreen
      heading={
        search.condition ? t`Condition: ${conditionLabel(search.condition, i18n)}` : t`Shop by condition`
      }
      intro={intro}
      search={search}
      hide={["condition"]}
      label={t`Items`}
    />
  );
}
