import { useLanguage } from '@lobbykit/lobby-core/react';
import { LanguageSwitch } from '../../language/LanguageSwitch';
import { RegionBadge } from '../chrome/RegionBadge';

const regionBadge = (region: string) => <RegionBadge region={region} />;

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
    />
  );
}
