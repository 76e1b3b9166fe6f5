import type { ReactNode } from "react";

/** One column of a table's head: its key, its heading and the heading cell's classes. */
export type ColumnHead = { id: string; label: ReactNode; className?: string };

/** A table's header row: one `<th scope="col">` a column, so each cell heads its column for screen readers. */
export function ColumnHeads({ columns, className }: { columns: ColumnHead[]; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((c) => (
        <th key={c.id} scope="col" className={c.className}>
          {c.label}
        </th>
      ))}
    </tr>
  );
}
