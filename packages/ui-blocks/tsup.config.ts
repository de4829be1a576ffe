import { defineLibrary } from '@lobbykit/tsup-config';

export default defineLibrary({
  entry: {
    index: 'src/index.ts',
    modal: 'src/modal/Modal.tsx',
    'scroll-container': 'src/scroll/ScrollContainer.tsx',
    'rich-text-sanitizer': 'src/rich-text/sanitizer.ts',
  },
});
