// Spec §5's landing rule, applied once: when the boot is done and the base site config has
// answered, the sign-up modal opens by itself if the rule says so. Later navigation never
// reopens it.
import { useBaseSiteConfigQuery, useSession } from '@lobbykit/lobby-core/react';
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
  const decided = useRef(false);
  // A session kept across a reload is being taken back: wait to know who this is.
  const settled = (config.isSuccess || config.isError) && status !== 'signingIn';
  useEffect(() => {
    if (decided.current || !settled) return;
    decided.current = true;
    if (shouldAutoOpenAuth({ kind, autoVisitorLogin: autoVisitorLoginOf(config.data), search: landing }))
      open();
  }, [settled, kind, config.data, landing, open]);
}
