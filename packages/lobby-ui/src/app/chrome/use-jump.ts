// Where a banner or a footer link leads (contract's jump types): lobby pages open in place,
// outside addresses in the page or a new tab; a type this lobby does not know does nothing.
import { parseGameCategoryId, selfExclusionEntry } from '@lobbykit/lobby-core';
import { useLobby, useSession } from '@lobbykit/lobby-core/react';
import { useCallback, useContext } from 'react';
import { safeHref } from '../../shared/safe-href';
import { useLobbyNavigate } from '../router/navigation';
import { useLobbyRouter } from '../router/router-context';
import { PATH_CODE, SPEC_PATHS } from '../router/targets';
import { OpenAuthContext } from '../session/auth-context';

export interface Jump {
  readonly jumpType?: string | undefined;
  readonly jumpValue?: string | undefined;
  readonly openWindow?: boolean | undefined;
}

/** Jump types a lobby page can follow now (`activity` comes with the activities issue). */
export function canJump(jump: Jump): boolean {
  switch (jump.jumpType) {
    case 'category':
      return parseGameCategoryId(jump.jumpValue) !== undefined;
    case 'provider':
    case 'game':
      return PATH_CODE.test(jump.jumpValue ?? '');
    case 'route':
      return /^\/(?!\/)/.test(jump.jumpValue ?? '');
    case 'url':
      return safeHref(jump.jumpValue) !== undefined;
    default:
      return false;
  }
}

/** Follows a jump; answers whether it did (so a link's default can be prevented). */
export function useJump(): (jump: Jump) => boolean {
  const lobby = useLobby();
  const navigate = useLobbyNavigate();
  const { go } = useLobbyRouter();
  const session = useSession();
  const openAuth = useContext(OpenAuthContext);
  return useCallback(
    (jump) => {
      if (!canJump(jump)) return false;
      const value = jump.jumpValue ?? '';
      switch (jump.jumpType) {
        case 'category':
          navigate({ page: 'home', gameCategoryId: parseGameCategoryId(value) });
          return true;
        case 'provider':
          navigate({ page: 'provider', providerCode: value });
          return true;
        case 'game':
          // Real-money play: a visitor gets the login notice (lobby-core's loginRequired).
          void lobby.play({ gameId: value });
          return true;
        case 'route':
          // Spec §2: the self-exclusion entry gives a guest the log-in modal, where they are.
          if (
            value === SPEC_PATHS.selfExclusion &&
            openAuth &&
            selfExclusionEntry(session.kind) === 'login'
          ) {
            openAuth('login');
            return true;
          }
          // A path of this lobby: its own parameters as given (each page validates its own),
          // the marketing ones kept as on every navigation.
          go(value);
          return true;
        case 'url': {
          const href = safeHref(value);
          if (href === undefined) return false;
          if (jump.openWindow) globalThis.open?.(href, '_blank', 'noopener,noreferrer');
          else globalThis.location?.assign(href);
          return true;
        }
        default:
          return false;
      }
    },
    [lobby, navigate, go, session.kind, openAuth],
  );
}
