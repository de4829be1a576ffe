// The page's script, kept tiny: the stylesheets (in the page's head, so the first paint is
// styled), then the lobby once the first screen is painted: the page paints its server render,
// or the splash, with no lobby script loaded or run before it (see @lobbykit/lobby-ui/start).
import '@lobbykit/ui-blocks/styles.css';
import '@lobbykit/lobby-ui/styles.css';
import '@lobbykit/lobby-ui/app.css';
import './theme/styles.css';
import { afterFirstScreen } from '@lobbykit/lobby-ui/start';

void afterFirstScreen().then(() => import('./main'));
