// The SMS country list (lobby-core's `lobby.session.smsCountries`), read once for a phone form:
// its prefixes go before the number. Empty while it loads or when the hall cannot say.
import type { SmsCountry } from '@lobbykit/contract';
import { useLobby } from '@lobbykit/lobby-core/react';
import { useEffect, useState } from 'react';

const NONE: readonly SmsCountry[] = [];

export function useSmsCountries(wanted: boolean): readonly SmsCountry[] {
  const lobby = useLobby();
  const [countries, setCountries] = useState<readonly SmsCountry[]>(NONE);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    void lobby.session.smsCountries().then((list) => {
      if (current) setCountries(list);
    });
    return () => {
      current = false;
    };
  }, [lobby, wanted]);
  return countries;
}
