// The eye of the show/hide password toggle, in the line style of lobby-ui's icons (a 24-unit grid,
// currentColor). Decorative: the toggle carries the name.
export function EyeIcon({ open }: { readonly open: boolean }) {
  return (
    <svg
      className="lk-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}
