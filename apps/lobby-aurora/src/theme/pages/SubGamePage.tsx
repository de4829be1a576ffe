// Aurora's sub-game (provider) page: the shared screen, providers listed beside the games on
// desktop and above them on a phone.
import { SubGameScreen } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';

export function SubGamePage(): ReactElement {
  return (
    <div className="au-page au-page--provider">
      <SubGameScreen className="au-subgame" />
    </div>
  );
}
