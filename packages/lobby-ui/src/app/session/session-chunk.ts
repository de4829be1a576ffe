// Everything of the session the first paint does not need, in one chunk: the log-in modal and
// the dialogs (one lazy import, so the home's first JavaScript carries one list of its files).
export { AuthDialog } from './AuthDialog';
export { LogoutDialog } from './LogoutDialog';
export { SessionEndedDialog } from './SessionEndedDialog';
