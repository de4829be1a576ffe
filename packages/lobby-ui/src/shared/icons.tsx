// The line icons of lobby-ui and of the themes built on it, drawn on a 24-unit grid in
// currentColor: one set, so every theme's controls look alike. Always decorative: the control
// around an icon carries the name.
import type { ReactNode } from 'react';

const paths = {
  chevronLeft: <path d="M15 5l-7 7 7 7" />,
  chevronRight: <path d="M9 5l7 7-7 7" />,
  pause: <path d="M8 5v14M16 5v14" />,
  play: <path d="M7 4.5v15l12.5-7.5z" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  wrench: (
    <path d="M14.5 4a5 5 0 0 0-4.6 6.9L4 16.8a2.1 2.1 0 0 0 3 3l5.9-5.9A5 5 0 0 0 20 9.5l-3 3-3-.5-.5-3 3-3a5 5 0 0 0-2-2z" />
  ),
  flame: (
    <path d="M12 21c4 0 6.5-2.6 6.5-6.2 0-3.8-3-6.3-4.3-10.3-2 1.7-3 3.6-3 5.6-1-.6-1.7-1.6-2-2.8C7.6 9.2 5.5 11.6 5.5 15c0 3.4 2.6 6 6.5 6z" />
  ),
  sparkle: (
    <path d="M12 3l1.9 5.6L19.5 10l-5.6 1.9L12 17.5l-1.9-5.6L4.5 10l5.6-1.4zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  ),
  thumbUp: (
    <path d="M7 10v10H4V10zm0 0l4-7c1.7 0 2.7 1.2 2.4 2.8L13 9h5.6a2 2 0 0 1 2 2.4l-1.4 7A2 2 0 0 1 17.2 20H7" />
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.6 2.4 3.8 5.2 3.8 8.5s-1.2 6.1-3.8 8.5c-2.6-2.4-3.8-5.2-3.8-8.5S9.4 5.9 12 3.5z" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  trash: <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />,
  arrowLeft: <path d="M19 12H5.5M11 5.5L4.5 12l6.5 6.5" />,
  refresh: <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4v4.5H15" />,
  heart: <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />,
  grid: <path d="M4.5 4.5h6v6h-6zM13.5 4.5h6v6h-6zM4.5 13.5h6v6h-6zM13.5 13.5h6v6h-6z" />,
  cards: (
    <path d="M8 4.5h8.5a1.5 1.5 0 0 1 1.5 1.5v13a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 19V6A1.5 1.5 0 0 1 8 4.5zM12.2 9.5l2 2.8-2 2.8-2-2.8z" />
  ),
  fish: <path d="M3.5 12c3-4.2 8.5-5.2 13-1.6L20.5 8v8l-4-2.4C12 17.2 6.5 16.2 3.5 12zM8 11.2v.1" />,
  slot: <path d="M4.5 5.5h12v13h-12zM8.5 5.5v13M12.5 5.5v13M16.5 9h2.2V6M18.7 6a1.3 1.3 0 1 0 0-.1" />,
  live: (
    <>
      <circle cx="12" cy="9" r="3.5" />
      <path d="M5.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5M19 4.5a7 7 0 0 1 0 6M5 4.5a7 7 0 0 0 0 6" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5l3.6 2.6-1.4 4.2H9.8l-1.4-4.2zM12 3.5v4M20.3 10.1l-4.7 0M17 19l-2.8-4.7M7 19l2.8-4.7M3.7 10.1h4.7" />
    </>
  ),
  ticket: <path d="M4 7.5h16v3a1.5 1.5 0 0 0 0 3v3H4v-3a1.5 1.5 0 0 0 0-3zM14.5 7.5v9" />,
  gamepad: (
    <path d="M7.5 8h9a4.5 4.5 0 0 1 4.3 5.8l-.9 3a2.3 2.3 0 0 1-4 .7L14.5 16h-5l-1.4 1.5a2.3 2.3 0 0 1-4-.7l-.9-3A4.5 4.5 0 0 1 7.5 8zM8 10.5v3M6.5 12h3M15.5 11.2v.1M17.5 12.8v.1" />
  ),
  cube: <path d="M12 3.5l7.5 4.2v8.6L12 20.5l-7.5-4.2V7.7zM4.5 7.7L12 12l7.5-4.3M12 12v8.5" />,
  rooster: (
    <path d="M9 20h6M12 20v-3M7 9.5c0-2.5 1.8-4.5 4-4.5l1-1.5 1 1.5 1.5-.5-.5 2c1.5.8 2.5 2.4 2.5 4.2l2-1.2c0 4-2.7 7-6.5 7S7 13.5 7 9.5zM5 10l2-.5" />
  ),
  users: (
    <>
      <circle cx="9" cy="9" r="3" />
      <path d="M3.5 19c.6-3 2.8-4.5 5.5-4.5s4.9 1.5 5.5 4.5M15.5 6.2a3 3 0 0 1 0 5.6M17 14.7c2 .4 3.2 1.9 3.6 4.3" />
    </>
  ),
  // The app layer's and the themes' navigation (float bar, tab bars, side menus).
  home: <path d="M4 11.5 12 4.5l8 7M6.5 9.5v10h4.5v-5.5h2v5.5h4.5v-10" />,
  arrowUp: <path d="M12 19.5V5M5.5 11.5 12 5l6.5 6.5" />,
  headset: (
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2M4.5 14h3v5h-1.5a1.5 1.5 0 0 1-1.5-1.5zM19.5 14h-3v5h1.5a1.5 1.5 0 0 0 1.5-1.5zM16.5 19c0 1-1.5 1.5-4 1.5" />
  ),
  download: <path d="M12 4.5v10M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />,
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 19.5a7 7 0 0 1 14 0" />
    </>
  ),
} as const;

/** The name of a lobby-ui icon. */
export type IconName = keyof typeof paths;

/** A decorative line icon, 1em square unless the stylesheet sizes it. */
export function Icon({
  name,
  className,
}: {
  readonly name: IconName;
  readonly className?: string;
}): ReactNode {
  return (
    <svg
      className={className ? `lk-icon ${className}` : 'lk-icon'}
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
