import { defineLibrary } from '@lobbykit/tsup-config';

export default defineLibrary();
