import { lobbykitConfig } from '@lobbykit/eslint-config';

export default lobbykitConfig(import.meta.dirname);
