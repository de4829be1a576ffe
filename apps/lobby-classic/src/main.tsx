import '@lobbykit/ui-blocks/styles.css';
import '@lobbykit/lobby-ui/styles.css';
import '@lobbykit/lobby-ui/app.css';
import './theme/styles.css';
import { mountLobby } from '@lobbykit/lobby-ui/app';
import { midAutumnOverlay } from '@lobbykit/theme-kit/presets';
import { compressedImageAreas, debugParams } from './env';
import { lobby } from './lobby';
import { classicTheme } from './theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
mountLobby(root, {
  lobby,
  theme: classicTheme,
  overlays: [midAutumnOverlay],
  debugParams,
  images: { areas: compressedImageAreas },
});
