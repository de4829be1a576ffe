export const name = '@lobbykit/ui-blocks';
