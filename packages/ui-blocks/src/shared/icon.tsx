// The few line icons the blocks draw (back, previous, next, close), decorative only.

/** Icon paths on a 24x24 grid. */
export const iconPaths = {
  back: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

/** A stroked icon in the current text colour, hidden from assistive technology. */
export function Icon({ path }: { readonly path: keyof typeof iconPaths }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={iconPaths[path]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
