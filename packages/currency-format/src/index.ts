export const name = '@lobbykit/currency-format';
