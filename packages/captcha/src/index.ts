export const name = '@lobbykit/captcha';
