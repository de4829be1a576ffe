// Aurora's own line icons (24-unit grid, currentColor), for its side menu and tab bar. Always
// decorative: the link or button around an icon carries the name.
import type { ReactElement } from 'react';

const paths = {
  home: <path d="M4 11l8-6.5 8 6.5M6.5 9.5V19.5h4v-5h3v5h4V9.5" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
    </>
  ),
  grid: <path d="M4.5 4.5h6v6h-6zM13.5 4.5h6v6h-6zM4.5 13.5h6v6h-6zM13.5 13.5h6v6h-6z" />,
  support: (
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2M4.5 13.5h2.5v5H5.5a1 1 0 0 1-1-1zM19.5 13.5H17v5h1.5a1 1 0 0 0 1-1zM17 18.5c0 1.2-1.5 2-4 2" />
  ),
  download: <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />,
  flame: (
    <path d="M12 20.5c3.6 0 6-2.4 6-5.7 0-3.4-2.7-5.6-3.9-9.3-1.8 1.5-2.7 3.3-2.7 5.1-.9-.6-1.6-1.5-1.8-2.6C7.9 9.6 6 11.8 6 14.8c0 3.2 2.4 5.7 6 5.7z" />
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  arrowUp: <path d="M12 19.5V5M5.5 11.5L12 5l6.5 6.5" />,
  // Categories, by the hall's category key.
  chess: (
    <path d="M8 19.5h8M9 19.5l.8-3h4.4l.8 3M10.3 16.5l.5-5h2.4l.5 5M9.5 11.5h5M12 5a2.6 2.6 0 1 1 0 5.2A2.6 2.6 0 0 1 12 5z" />
  ),
  fishing: (
    <path d="M4 12c2.4-3.3 5.6-5 9-5 3 0 5.2 1.7 6.5 5-1.3 3.3-3.5 5-6.5 5-3.4 0-6.6-1.7-9-5zM4 12l-1.5-3M4 12l-1.5 3M15.5 10.8v.2" />
  ),
  electronic: <path d="M4.5 5.5h15v13h-15zM9.5 9.5h5l-3 6" />,
  live: (
    <>
      <rect x="3.5" y="7" width="12" height="10" rx="2" />
      <path d="M15.5 10.5l5-3v9l-5-3" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M4 12h16M12 4c2.4 2.2 3.5 4.9 3.5 8s-1.1 5.8-3.5 8M12 4C9.6 6.2 8.5 8.9 8.5 12s1.1 5.8 3.5 8" />
    </>
  ),
  lottery: (
    <>
      <circle cx="8" cy="14.5" r="3.5" />
      <circle cx="16" cy="14.5" r="3.5" />
      <circle cx="12" cy="7.5" r="3.5" />
    </>
  ),
  esports: <path d="M12 4.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM12 9.5v5M5 19.5v-2l2-3h10l2 3v2z" />,
  blockchain: (
    <path d="M4.5 4.5h6v6h-6zM13.5 13.5h6v6h-6zM10.5 7.5h3a2.5 2.5 0 0 1 2.5 2.5v3.5M13.5 16.5h-3A2.5 2.5 0 0 1 8 14v-3.5" />
  ),
  cockfighting: (
    <path d="M6.5 19.5h11M9 19.5c-2.4-2.3-2.8-6 0-8.6l3-3V4.5l1.8 1.3 1.7-1.3v3.7c1.6 1.6 2.1 3.2 1.6 5.3l-3 .4 1.9 2c-.6 1.9-1.8 3.1-3.3 3.6" />
  ),
  club: (
    <>
      <circle cx="12" cy="7" r="2.5" />
      <circle cx="6" cy="10" r="2" />
      <circle cx="18" cy="10" r="2" />
      <path d="M7.5 19.5c.5-3.2 2.2-5 4.5-5s4 1.8 4.5 5M2.5 17.5c.3-2 1.5-3.2 3.5-3.2M21.5 17.5c-.3-2-1.5-3.2-3.5-3.2" />
    </>
  ),
} as const;

export type AuroraIconName = keyof typeof paths;

/** The icon of a hall category key; a key aurora has no drawing for gets the grid. */
export function categoryIconName(key: string): AuroraIconName {
  return Object.hasOwn(paths, key) ? (key as AuroraIconName) : 'grid';
}

export function AuroraIcon({ name }: { readonly name: AuroraIconName }): ReactElement {
  return (
    <svg
      className="au-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[name]}
    </svg>
  );
}
