// The ways to log in the site offers, in its order (its system info's `loginMethods`), read from
// the system status the boot already asked for.
import { useSystemStatusQuery } from '@lobbykit/lobby-core/react';
import type { AuthMethod } from '../../auth/auth-types';
import { dataOnly } from '../chrome/query-selectors';

const BY_USERNAME: readonly AuthMethod[] = ['account'];

/** The log-in modal's tabs; by username only while the system status is not there or lists none. */
export function useLoginMethods(): readonly AuthMethod[] {
  const listed = useSystemStatusQuery(undefined, { selectFromResult: dataOnly }).data?.homeGetSysInfo
    ?.loginMethods;
  return listed && listed.length > 0 ? listed : BY_USERNAME;
}
