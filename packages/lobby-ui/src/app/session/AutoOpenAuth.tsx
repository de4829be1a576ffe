// Spec §5's landing rule as a component, so a lobby that does not use it (`autoOpenAuth` off)
// never loads it: it renders nothing and opens the sign-up once when the rule says so.
import { useAutoOpenAuth } from './use-auto-open-auth';

export interface AutoOpenAuthProps {
  /** The address the lobby opened at (path and query). */
  readonly landingHref: string;
  readonly onOpen: () => void;
}

export function AutoOpenAuth({ landingHref, onOpen }: AutoOpenAuthProps) {
  useAutoOpenAuth(landingHref, onOpen);
  return null;
}
