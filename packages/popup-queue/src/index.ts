export const name = '@lobbykit/popup-queue';
