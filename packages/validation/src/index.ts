export const name = '@lobbykit/validation';
