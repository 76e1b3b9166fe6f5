import { base, type P } from "./icons.tsx";

/** Icons that only screens and menus opened later use: apart from icons.tsx, which the first script holds. */
export const UserIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const ChevronDownIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="m6 9 6 6 6-6" />
  </svg>
);
export const PhoneIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </svg>
);
