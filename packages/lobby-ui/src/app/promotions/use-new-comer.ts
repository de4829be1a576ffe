// The new-comer benefits of a player, and their claim: one claim at a time, the days read again
// after each answer (the hall says which are claimed), a failure said in the player's words.
import type { NewComerBenefits } from '@lobbykit/contract';
import { useSession } from '@lobbykit/lobby-core/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { claimErrorKey } from '../../promotions/claim-errors';
import { useLobbyText } from '../../shared/texts';
import { useLobbyPromotions } from './lobby-promotions';

export interface NewComer {
  readonly benefits: NewComerBenefits | undefined;
  readonly claiming: number | undefined;
  readonly error: string | undefined;
  readonly claim: (day: number) => void;
}

export function useNewComer(): NewComer {
  const promotions = useLobbyPromotions();
  const session = useSession();
  const text = useLobbyText();
  const player = session.kind === 'player' ? session.account.username : undefined;
  // Kept with the player they belong to: another player's never show.
  const [benefits, setBenefits] = useState<{ readonly player: string; readonly data: NewComerBenefits }>();
  const [claiming, setClaiming] = useState<number>();
  const [error, setError] = useState<string>();
  const busy = useRef(false);

  const read = useCallback(
    () =>
      player === undefined
        ? Promise.resolve()
        : promotions.newComerBenefits().then((answer) => {
            if (answer.ok) setBenefits({ player, data: answer.data });
          }),
    [promotions, player],
  );
  useEffect(() => {
    void read();
  }, [read]);

  const claim = useCallback(
    (day: number) => {
      // A second tap while the first is on its way sends nothing.
      if (busy.current) return;
      busy.current = true;
      setClaiming(day);
      setError(undefined);
      void promotions
        .claimNewComerDay(day)
        .then((outcome) => {
          if (!outcome.ok && outcome.reason !== 'inFlight') setError(text(claimErrorKey(outcome.reason)));
          return read();
        })
        .finally(() => {
          busy.current = false;
          setClaiming(undefined);
        });
    },
    [promotions, read, text],
  );

  return {
    benefits: benefits && benefits.player === player ? benefits.data : undefined,
    claiming,
    error,
    claim,
  };
}
