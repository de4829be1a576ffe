import { useLanguage } from '@lobbykit/lobby-core/react';
import { LanguageSwitch } from '../../language/LanguageSwitch';
import { BlockNotOpened } from '../chunks/BlockNotOpened';
import { lazyBlock } from '../chunks/lazy-block';
import { RegionBadge } from '../chrome/RegionBadge';

const regionBadge = (region: string) => <RegionBadge region={region} />;

// The list of languages with the lobby's chunk retry: a download that still fails says so (a
// toast) and leaves the header as it was, and the next tap downloads it again.
const LanguageDialog = lazyBlock(() => import('../../language/LanguageDialog'), 'LanguageDialog', {
  whenMissing: BlockNotOpened,
});

export interface LanguageMenuProps {
  readonly className?: string | undefined;
}

/**
 * The language switch over the site's languages. Switching re-renders every text in place:
 * no reload, the scroll position stays.
 */
export function LanguageMenu({ className }: LanguageMenuProps) {
  const { language, languages, setLanguage } = useLanguage();
  if (!language) return null;
  return (
    <LanguageSwitch
      className={className}
      value={language.code}
      languages={languages}
      onChange={(code) => void setLanguage(code)}
      renderFlag={regionBadge}
      dialog={LanguageDialog}
    />
  );
}
