// The first-charge offer of a player without a deposit (the hall's first-charge data), read
// again when the money moved: a first deposit ends it.
import type { FirstChargeOffer } from '@lobbykit/contract';
import { useLobby } from '@lobbykit/lobby-core/react';
import { useEffect, useState } from 'react';
import { dataOf } from './money-read';

/** The offer when the hall says it shows, else undefined (none, or not read). */
export function useFirstChargeOffer(revision: number): FirstChargeOffer | undefined {
  const { money } = useLobby();
  const [offer, setOffer] = useState<FirstChargeOffer>();
  useEffect(() => {
    let live = true;
    void money.firstCharge().then((answer) => {
      const read = dataOf(answer);
      if (live) setOffer(read?.show && read.tiers.length > 0 ? read : undefined);
    });
    return () => {
      live = false;
    };
  }, [money, revision]);
  return offer;
}
