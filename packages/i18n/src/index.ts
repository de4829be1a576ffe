export const name = '@lobbykit/i18n';
