// The lobby's real i18n for tests: one instance, registered with react-i18next, so the
// components' useTranslation() reads the resources of @lobbykit/i18n.
import { createI18n, type LobbyI18n } from '@lobbykit/i18n';

let lobby: LobbyI18n | undefined;

/** Switches the test page to a language (en_XA for the pseudo-locale) and waits for its texts. */
export async function switchLanguage(code: string): Promise<LobbyI18n> {
  lobby ??= createI18n({ url: null, storage: null, browserLanguages: ['en-US'] });
  await lobby.ready;
  const result = await lobby.changeLanguage(code);
  if (!result.ok) throw new Error(`test i18n: cannot switch to ${code}`);
  return lobby;
}
