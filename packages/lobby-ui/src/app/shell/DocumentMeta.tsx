// The page's title and language follow the site and the visit: a screen reader announces the
// site's name and reads the texts in their language.
import { useLanguage, useSiteInfo } from '@lobbykit/lobby-core/react';
import { useEffect } from 'react';
import { htmlLang } from './html-lang';

export function DocumentMeta(): null {
  const site = useSiteInfo();
  const { language } = useLanguage();
  const title = site?.title ?? site?.siteName;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (!language) return;
    // Only a change is written: a server render's page already says it, and a new `lang` has the
    // browser restyle and lay out every text of the page (a phone's long task after hydration).
    const lang = htmlLang(language.code);
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [language]);
  return null;
}
