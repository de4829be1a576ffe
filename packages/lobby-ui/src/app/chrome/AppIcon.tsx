// Line icons of the app layer's own controls (float bar, header), drawn like lobby-ui's.
import type { ReactNode } from 'react';

const paths = {
  home: <path d="M4 11.5 12 4.5l8 7M6.5 9.5v10h4.5v-5.5h2v5.5h4.5v-10" />,
  arrowUp: <path d="M12 19.5V5M5.5 11.5 12 5l6.5 6.5" />,
  headset: (
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2M4.5 14h3v5h-1.5a1.5 1.5 0 0 1-1.5-1.5zM19.5 14h-3v5h1.5a1.5 1.5 0 0 0 1.5-1.5zM16.5 19c0 1-1.5 1.5-4 1.5" />
  ),
  download: <path d="M12 4.5v10M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 4.5 4.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 19.5a7 7 0 0 1 14 0" />
    </>
  ),
  grid: <path d="M4.5 4.5h6v6h-6zM13.5 4.5h6v6h-6zM4.5 13.5h6v6h-6zM13.5 13.5h6v6h-6z" />,
} as const;

export type AppIconName = keyof typeof paths;

/** A decorative icon (hidden from assistive technology: the control carries the name). */
export function AppIcon({
  name,
  className,
}: {
  readonly name: AppIconName;
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
