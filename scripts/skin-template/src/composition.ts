// The __skin__ lobby as both the page and its server render draw it: the theme, its holiday look
// and the picture settings. `main.tsx` mounts it, `server.ts` renders it: written once, so the
// server's markup is what the page's first render hydrates.
import type { ServerAppProps } from '@lobbykit/lobby-ui/server';
import { midAutumnOverlay } from '@lobbykit/theme-kit/presets';
import { compressedImageAreas, debugParams } from './env';
import { __skin__Theme } from './theme';

export const __skin__App = {
  theme: __skin__Theme,
  overlays: [midAutumnOverlay],
  // mock.* and fixed.* URL parameters: development and preview builds only.
  debugParams,
  // Spec §4's start-up pop-ups on the home page, the sign-up on landing (§5's rule) first.
  startupPopups: true,
  autoOpenAuth: true,
  images: { areas: compressedImageAreas },
} satisfies ServerAppProps;
