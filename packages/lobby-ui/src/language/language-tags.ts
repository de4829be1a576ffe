// What both the switch button and the (lazily loaded) language list need to name a language.
import { flagEmoji } from '@lobbykit/i18n';

/** `zh_TW` -> `zh-TW`, the BCP 47 tag a `lang` attribute wants. */
export const langTag = (code: string) => code.replace('_', '-');

/** The emoji flag of the language's region; the name beside it says which language it is. */
export const emojiFlag = (region: string) => flagEmoji(region);
