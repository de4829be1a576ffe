/**
 * A language's region as a small lettered badge: flag emoji draw as two letters on Windows and
 * not at all where no emoji font is installed, so the lobby draws its own, the same everywhere.
 * The letters are drawn by the stylesheet (`attr(data-region)`), not written as text: the
 * control's name is the language's, and its visible text must not say more than its name.
 */
export function RegionBadge({ region }: { readonly region: string }) {
  return <span className="lk-app-region" data-region={region.slice(0, 2).toUpperCase()} aria-hidden="true" />;
}
