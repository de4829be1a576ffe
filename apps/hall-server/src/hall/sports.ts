// The fake sports service's side of the hall: the sports tokens it issued (the ticket of a
// real-money launch of a sports game) and the matches it answers. Nothing here knows HTTP.
import { languages, type SportsMatch } from '@lobbykit/contract';

/** How long a sports token is honoured after its launch. */
export const SPORTS_TOKEN_TTL_MS = 24 * 60 * 60_000;
/** Sports tokens kept per player: a new launch past this drops the player's oldest. */
export const SPORTS_TOKENS_PER_PLAYER = 5;
/** Sports tokens kept in all (registration is open, so players are not a bound): the oldest go first. */
const SPORTS_TOKENS_MAX = 20_000;

interface SportsTokenRecord {
  readonly token: string;
  readonly siteCode: string;
  readonly username: string;
  readonly issuedAt: number;
}

export interface SportsDesk {
  /** Remembers `token` as the player's sports token (a sports game's launch ticket). */
  issue(token: string, siteCode: string, username: string): void;
  /** The live record of a token, or undefined (unknown, expired or past its lifetime). */
  holder(token: string): SportsTokenRecord | undefined;
  /** Expires one token, a player's tokens, or every token (no argument); answers how many ended. */
  expire(which?: { token: string } | { siteCode: string; username: string }): number;
}

/** The sports tokens, in memory: a restart expires them all (the lobby then meets A001). */
export function createSportsDesk(now: () => number, max = SPORTS_TOKENS_MAX): SportsDesk {
  const tokens = new Map<string, SportsTokenRecord>();
  const ofPlayer = (siteCode: string, username: string) =>
    [...tokens.values()].filter(
      (record) => record.siteCode === siteCode && record.username.toLowerCase() === username.toLowerCase(),
    );
  return {
    issue(token, siteCode, username) {
      const held = ofPlayer(siteCode, username);
      // Insertion order is issue order, so the first ones are the oldest.
      for (const old of held.slice(0, Math.max(0, held.length - SPORTS_TOKENS_PER_PLAYER + 1)))
        tokens.delete(old.token);
      for (const oldest of tokens.keys()) {
        if (tokens.size < max) break;
        tokens.delete(oldest);
      }
      tokens.set(token, { token, siteCode, username, issuedAt: now() });
    },
    holder(token) {
      const record = tokens.get(token);
      if (!record) return undefined;
      if (now() - record.issuedAt >= SPORTS_TOKEN_TTL_MS) {
        tokens.delete(token);
        return undefined;
      }
      return record;
    },
    expire(which) {
      const ending =
        which === undefined
          ? [...tokens.keys()]
          : 'token' in which
            ? [which.token].filter((token) => tokens.has(token))
            : ofPlayer(which.siteCode, which.username).map((record) => record.token);
      for (const token of ending) tokens.delete(token);
      return ending.length;
    },
  };
}

/** The sports service's language codes: the 8 languages of the contract that have one. */
export const sportsLanguageCodes: readonly string[] = languages.flatMap((language) =>
  language.sportsCode === undefined ? [] : [language.sportsCode],
);

/** League names per sports code; a code without its own falls back to English's. */
const leagueNames: Readonly<Record<string, readonly [string, string, string]>> = {
  en: ['Harbour League', 'Coastal Cup', 'Northern Series'],
  'zh-cn': ['港湾联赛', '海岸杯', '北方系列赛'],
  'zh-tw': ['港灣聯賽', '海岸盃', '北方系列賽'],
  th: ['ฮาร์เบอร์ลีก', 'โคสทัลคัพ', 'นอร์เทิร์นซีรีส์'],
  vi: ['Giải Cảng', 'Cúp Duyên Hải', 'Giải Phương Bắc'],
  ko: ['하버 리그', '코스탈 컵', '노던 시리즈'],
  ja: ['ハーバーリーグ', 'コースタルカップ', 'ノーザンシリーズ'],
  pt: ['Liga do Porto', 'Taça Costeira', 'Série do Norte'],
};

const TEAMS: readonly (readonly [string, string])[] = [
  ['Lucky Harbor FC', 'Riverside United'],
  ['Northgate Athletic', 'Southbay Rovers'],
  ['Eastfield Town', 'Westmoor City'],
];

/**
 * The matches of the fake sports service in a sports language code: three fixed fixtures, their
 * league named in that language, kicking off on the hour after `now`.
 */
export function sportsMatches(lang: string, now: number): SportsMatch[] {
  const leagues = leagueNames[lang] ?? leagueNames.en!;
  const nextHour = Math.ceil(now / 3_600_000) * 3_600_000;
  return TEAMS.map(([home, away], index) => ({
    id: `m${index + 1}`,
    league: leagues[index]!,
    home,
    away,
    kickoffAt: nextHour + index * 3_600_000,
    odds: { home: 1.8 + index / 10, draw: 3.2, away: 4.1 - index / 10 },
  }));
}
