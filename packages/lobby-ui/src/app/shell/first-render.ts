// What the first render of a page assumes when a server rendered it: the layout the server
// chose from the request (it has no viewport to ask), so the server's render and the client's
// hydrating render lay the page out alike. Without it (a page rendered in the browser only)
// the hooks ask the browser from the first render on.
import { createContext, useContext } from 'react';

/** The two layouts the lobby draws: a phone's (below `MOBILE_QUERY`'s width) and a desktop's. */
export type LobbyLayout = 'phone' | 'desktop';

export const FirstLayoutContext = createContext<LobbyLayout | undefined>(undefined);

/** The layout a server render chose, while it and its hydration render; undefined otherwise. */
export function useFirstLayout(): LobbyLayout | undefined {
  return useContext(FirstLayoutContext);
}
