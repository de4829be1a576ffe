// The page's title and language follow the site and the visit: a screen reader announces the
// site's name and reads the texts in their language.
import { useLanguage, useSiteInfo } from '@lobbykit/lobby-core/react';
import { useEffect } from 'react';

/** `en_US` -> `en-US` (BCP 47, what `lang` takes). */
function htmlLang(code: string): string {
  return code.replace('_', '-');
}

export function DocumentMeta(): null {
  const site = useSiteInfo();
  const { language } = useLanguage();
  const title = site?.title ?? site?.siteName;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (language) document.documentElement.lang = htmlLang(language.code);
  }, [language]);
  return null;
}
