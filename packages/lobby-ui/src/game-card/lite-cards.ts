// The `mock.cardLite` debug switch reaches every game card through this context (the cards are
// building blocks: they read no store), so a tester sees the grids as a slow device would
// without their pictures.
import { createContext } from 'react';

/** True: game cards render their lite form (no picture, the name only). */
export const LiteGameCardsContext = createContext(false);
