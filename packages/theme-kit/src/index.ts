export const name = '@lobbykit/theme-kit';
