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
export const ShareIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13" />
  </svg>
);
export const ZoomIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
  </svg>
);
export const ChatIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
  </svg>
);
export const FlagIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <path d="M4 22V4m0 0h12l-2 4 2 4H4" />
  </svg>
);
export const BlockIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="m5.6 5.6 12.8 12.8" />
  </svg>
);
export const GpsIcon = (p: P) => (
  <svg {...base(p)} aria-hidden="true">
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </svg>
);
