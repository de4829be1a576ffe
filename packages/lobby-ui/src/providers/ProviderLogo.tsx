// A provider's logo in a box of fixed aspect ratio, or its initials when it has none.
import { LazyImage } from '@lobbykit/ui-blocks';

/** Up to two initials of a name ('Harbor Reels' -> 'HR'). */
function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '');
  return letters.slice(0, 2).join('').toUpperCase();
}

/** The reference hall's provider logos are 200 x 80. */
const PROVIDER_LOGO = { width: 200, height: 80 } as const;

export function ProviderLogo({ name, logo }: { readonly name: string; readonly logo?: string | undefined }) {
  return (
    <span className="lk-provider-logo" aria-hidden="true">
      {logo ? (
        <LazyImage
          src={logo}
          alt=""
          width={PROVIDER_LOGO.width}
          height={PROVIDER_LOGO.height}
          fit="contain"
        />
      ) : (
        <span className="lk-provider-logo__initials">{initials(name)}</span>
      )}
    </span>
  );
}
