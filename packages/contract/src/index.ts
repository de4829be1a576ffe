export const name = '@lobbykit/contract';
