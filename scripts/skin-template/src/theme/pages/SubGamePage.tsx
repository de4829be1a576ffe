// The __skin__ sub-game (provider) page: the shared screen, which titles the page itself.
import { SubGameScreen } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';

export function SubGamePage(): ReactElement {
  return (
    <div className="__skin__-page">
      <SubGameScreen />
    </div>
  );
}
