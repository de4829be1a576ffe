// The third-party sign-ins the site's system info enables (lobby-core's thirdPartyKindsOf),
// read from the system status the boot already asked for.
import { thirdPartyKindsOf } from '@lobbykit/lobby-core';
import { useSystemStatusQuery } from '@lobbykit/lobby-core/react';
import { useMemo } from 'react';
import type { AuthProvider } from '../../auth/auth-types';
import { dataOnly } from '../chrome/query-selectors';

export function useThirdPartyProviders(): readonly AuthProvider[] {
  const sysInfo = useSystemStatusQuery(undefined, { selectFromResult: dataOnly }).data?.homeGetSysInfo;
  return useMemo(() => thirdPartyKindsOf(sysInfo), [sysInfo]);
}
