// Gives lobby-ui stories real texts: one @lobbykit/i18n instance, registered with
// react-i18next, switched to the toolbar's language (en_XA for "pseudo") before each render.
import type { Decorator } from '@storybook/react-vite';
import { createI18n, type LobbyI18n } from '@lobbykit/i18n';

let lobby: LobbyI18n | undefined;

/** The i18n code of the toolbar's language value. */
const codeOf = (value: unknown) =>
  value === 'pseudo' ? 'en_XA' : typeof value === 'string' && value !== '' ? value : 'en_US';

/** Loads the language's texts before the story renders, so no story shows keys. */
// Typed by the part of the context it reads, so it fits every story's loaders whatever its args.
export const loadLobbyLanguage = async ({
  globals,
}: {
  readonly globals: Readonly<Record<string, unknown>>;
}): Promise<Record<string, never>> => {
  lobby ??= createI18n({ url: null, storage: null, browserLanguages: [] });
  await lobby.ready;
  const result = await lobby.changeLanguage(codeOf(globals.language));
  if (!result.ok) throw new Error(`lobby-ui stories: no texts for ${codeOf(globals.language)}`);
  return {};
};

/** Re-renders the story when the language changes (react-i18next does the rest). */
export const withLobbyLanguage: Decorator = (Story, context) => (
  <div className="lui-story" key={codeOf(context.globals.language)}>
    <Story />
  </div>
);
