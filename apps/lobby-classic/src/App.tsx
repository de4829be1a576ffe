import { useEffect, useState, type ReactElement } from 'react';
import { hallOrigin, siteCode } from './env';
import { HomePage } from './pages/HomePage';
import { fetchSiteInfo, type SiteInfoResult } from './site-info';

export function App(): ReactElement {
  const [result, setResult] = useState<SiteInfoResult | undefined>();

  useEffect(() => {
    let live = true;
    void fetchSiteInfo(hallOrigin, siteCode).then((next) => {
      if (live) setResult(next);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (result?.ok) document.title = result.site.title;
  }, [result]);

  if (!result) {
    return (
      <p className="boot" role="status">
        Loading the lobby…
      </p>
    );
  }
  if (!result.ok) {
    return (
      <div className="boot boot--error" role="alert">
        <h1>The lobby cannot start</h1>
        <p>{result.reason}</p>
      </div>
    );
  }
  return <HomePage title={result.site.title} siteName={result.site.siteName} />;
}
