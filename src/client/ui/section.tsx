import type { ReactNode } from "react";

/** A heading in small grey capitals: the name of a side part (the seller, recent searches). */
export const labelHeadingLook = "mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500";

/**
 * A part of a page named by its heading (aria-labelledby `id`), so a screen reader lists it as a
 * region. `headingClass` replaces the small grey capitals; `className` places and frames the part.
 */
export function Section({
  id,
  heading,
  headingClass = labelHeadingLook,
  className,
  children,
}: {
  id: string;
  heading: ReactNode;
  headingClass?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
