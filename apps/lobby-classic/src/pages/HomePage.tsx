import './HomePage.css';
import type { ReactElement } from 'react';

export interface HomePageProps {
  /** The site's title, from site info. */
  readonly title: string;
  readonly siteName: string;
}

const categories = [
  'Chess & cards',
  'Fishing',
  'Slots',
  'Live casino',
  'Sports',
  'Lottery',
  'Esports',
  'Blockchain',
  'Cockfighting',
];

/** The classic home page. The game catalogue arrives with the lobby-core work. */
export function HomePage({ title, siteName }: HomePageProps): ReactElement {
  return (
    <div className="home">
      <header className="home__bar">
        <span className="home__logo" aria-hidden="true">
          {siteName.slice(0, 1)}
        </span>
        <h1 className="home__title">{title}</h1>
      </header>
      <main className="home__main">
        {/* It scrolls sideways on a phone, so a keyboard user must be able to focus it. */}
        <nav aria-label="Game categories" className="home__categories" tabIndex={0}>
          {categories.map((category) => (
            <span key={category} className="home__chip">
              {category}
            </span>
          ))}
        </nav>
        <section className="home__placeholder" aria-labelledby="placeholder-title">
          <h2 id="placeholder-title">Games are on their way</h2>
          <p>
            {siteName} is connected to its hall server. The game catalogue, wallet and login screens are not
            built yet; this page shows the site the server answered for.
          </p>
        </section>
      </main>
    </div>
  );
}
