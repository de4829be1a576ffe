export const name = '@lobbykit/transport';
