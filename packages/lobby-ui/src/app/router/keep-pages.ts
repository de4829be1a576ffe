// The `keepAlive` debug switch, from the app's debug-switch bridge to the routes.
import { createContext } from 'react';

/**
 * True: each page of the layout stays mounted, hidden, once the visitor leaves it, and shows as
 * it was left (its tab, its loaded games, a typed search) when the visitor comes back.
 */
export const KeepPagesContext = createContext(false);
