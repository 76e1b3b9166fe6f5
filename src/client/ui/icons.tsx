import type { SVGProps } from "react";

/** A few stroke icons drawn for this app (24×24, currentColor); no icon library in the bundle. */
export type P = SVGProps<SVGSVGElement>;
export const base = (p: P) => ({
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  focusable: false,
  ...p,
});

export const MenuIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const SearchIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const QrIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
  </svg>
);
export const BellIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);
export const PlusIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const CloseIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const PinIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </svg>
);
export const ClockIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
export const HistoryIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l4 2" />
  </svg>
);
export const CloudOffIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="m2 2 20 20M5.8 5.8A7 7 0 0 0 6.5 19H17M21.3 15.9A4.5 4.5 0 0 0 17.5 10h-.8A7 7 0 0 0 9 5.1" />
  </svg>
);

/** The brand mark: a price tag in a rounded square. */
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#f97316" />
      <path d="M9 9h7.2l7.3 7.3a1.6 1.6 0 0 1 0 2.3l-4.9 4.9a1.6 1.6 0 0 1-2.3 0L9 16.2z" fill="#fff" />
      <circle cx="12.8" cy="12.8" r="1.7" fill="#f97316" />
    </svg>
  );
}
/** Four squares: a category. */
export const GridIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </svg>
);
