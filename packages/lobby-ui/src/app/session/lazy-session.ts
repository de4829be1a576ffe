// The session's modal and dialogs, one chunk (session-chunk.ts) loaded at the first need: none
// of it is in the home's first JavaScript. The log-in modal starts loading on the first sign of
// intent (pointer over, focus or touch on "Log in" / "Sign up"), so it is usually there by the
// click.
import { BlockNotOpened } from '../chunks/BlockNotOpened';
import { lazyBlock } from '../chunks/lazy-block';

const loadSessionChunk = () => import('./session-chunk');

export const preloadAuthDialog = (): void => {
  // A failed preload says nothing: the modal's own load retries, and says so if it fails too.
  loadSessionChunk().catch(() => undefined);
};

export const LazyAuthDialog = lazyBlock(loadSessionChunk, 'AuthDialog', { whenMissing: BlockNotOpened });

export const LazySessionEndedDialog = lazyBlock(loadSessionChunk, 'SessionEndedDialog');
