import { SubGameScreen } from '@lobbykit/lobby-ui/app';

/** A provider's games: its own tabs and scene filter; the screen titles the page. */
export function SubGamePage() {
  return (
    <div className="classic-page">
      <SubGameScreen />
    </div>
  );
}
