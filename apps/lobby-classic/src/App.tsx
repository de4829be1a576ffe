import { useEffect, useState, type ReactElement } from 'react';
import { createLobbyHall } from './hall';
import { HomePage } from './pages/HomePage';
import { loadSiteInfo, type SiteInfoResult } from './site-info';

export function App(): ReactElement {
  const [result, setResult] = useState<SiteInfoResult | undefined>();

  useEffect(() => {
    const boot = new AbortController();
    void loadSiteInfo(createLobbyHall(), boot.signal).then((next) => {
      if (!boot.signal.aborted) setResult(next);
    });
    return () => boot.abort();
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
      <main className="boot boot--error">
        <div role="alert">
          <h1>The lobby cannot start</h1>
          <p>{result.reason}</p>
        </div>
      </main>
    );
  }
  return <HomePage title={result.site.title} siteName={result.site.siteName} />;
}
