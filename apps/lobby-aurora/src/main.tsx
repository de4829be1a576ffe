import '@lobbykit/ui-blocks/styles.css';
import '@lobbykit/lobby-ui/styles.css';
import '@lobbykit/lobby-ui/app.css';
import './theme/styles/index.css';
import { mountLobby } from '@lobbykit/lobby-ui/app';
import { midAutumnOverlay } from '@lobbykit/theme-kit/presets';
import { compressedImageAreas } from './env';
import { lobby } from './lobby';
import { auroraTheme } from './theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
mountLobby(root, {
  lobby,
  theme: auroraTheme,
  overlays: [midAutumnOverlay],
  debugParams: import.meta.env.DEV,
  images: { areas: compressedImageAreas },
});
