// Spec §5's landing rule, applied once: when the boot is done, the base site config has
// answered and the hall has said what the visit's agent link is, the sign-up modal opens by
// itself if the rule says so. Later navigation never reopens it.
import { selectAgentLink } from '@lobbykit/lobby-core';
import { useBaseSiteConfigQuery, useLobbySelector, useSession } from '@lobbykit/lobby-core/react';
import { useEffect, useRef, useState } from 'react';
import { autoVisitorLoginOf, shouldAutoOpenAuth } from './auto-open-auth';

/**
 * Calls `open` once, on landing (`landingHref`, the address the lobby opened at), when spec §5's
 * rule says the modal opens by itself.
 */
export function useAutoOpenAuth(landingHref: string, open: () => void): void {
  const [landing] = useState(() => new URL(landingHref, 'http://lobby.invalid').searchParams);
  const config = useBaseSiteConfigQuery();
  const { kind, status } = useSession();
  const agentLink = useLobbySelector(selectAgentLink);
  const decided = useRef(false);
  // A session kept across a reload is being taken back, or the agent link is being read: wait
  // to know who this is and where the link sends them.
  const settled =
    (config.isSuccess || config.isError) && status !== 'signingIn' && agentLink.status !== 'checking';
  const demoGames = agentLink.status === 'demoGames';
  useEffect(() => {
    if (decided.current || !settled) return;
    decided.current = true;
    const autoVisitorLogin = autoVisitorLoginOf(config.data);
    if (shouldAutoOpenAuth({ kind, autoVisitorLogin, search: landing, demoGames })) open();
  }, [settled, kind, config.data, landing, demoGames, open]);
}
