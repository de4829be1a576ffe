// The scrolling announcements of a site's home, in the catalogue languages (others read
// English). Rich text; times relative to the moment the world was built.
import { isInShowWindow, type Marquee } from '@lobbykit/contract';
import type { NameLanguage } from './game-names';
import type { SeedSite } from './sites';

const DAY_MS = 86_400_000;

/** Seconds of pause between two texts. */
const MARQUEE_INTERVAL_S = 3;

type Texts = Readonly<Record<NameLanguage, (siteName: string) => string>>;

interface MarqueeText {
  readonly id: number;
  readonly texts: Texts;
  /** Window relative to the world's build time. */
  readonly startOffsetMs: number;
  readonly endOffsetMs: number;
}

const marqueeTexts: readonly MarqueeText[] = [
  {
    id: 1,
    startOffsetMs: -DAY_MS,
    endOffsetMs: 60 * DAY_MS,
    texts: {
      en_US: (name) => `Welcome to <strong>${name}</strong>! New games every week.`,
      pt_PT: (name) => `Bem-vindo ao <strong>${name}</strong>! Jogos novos toda semana.`,
      th_TH: (name) => `ยินดีต้อนรับสู่ <strong>${name}</strong>! เกมใหม่ทุกสัปดาห์`,
      zh_CN: (name) => `欢迎来到<strong>${name}</strong>！每周都有新游戏。`,
      hi_IN: (name) => `<strong>${name}</strong> में आपका स्वागत है! हर सप्ताह नए गेम।`,
    },
  },
  {
    id: 2,
    startOffsetMs: -DAY_MS,
    endOffsetMs: 60 * DAY_MS,
    texts: {
      en_US: () => 'The jackpot grows every second: try your luck today.',
      pt_PT: () => 'O jackpot cresce a cada segundo: tente a sorte hoje.',
      th_TH: () => 'แจ็คพอตเพิ่มขึ้นทุกวินาที ลองเสี่ยงโชควันนี้',
      zh_CN: () => '奖池每秒都在增长：今天就来试试手气。',
      hi_IN: () => 'जैकपॉट हर सेकंड बढ़ता है: आज ही अपनी किस्मत आज़माएँ।',
    },
  },
  {
    id: 3,
    startOffsetMs: -DAY_MS,
    endOffsetMs: 60 * DAY_MS,
    texts: {
      en_US: () => 'Play responsibly. Only players aged 18 or over may play.',
      pt_PT: () => 'Jogue com responsabilidade. Apenas maiores de 18 anos podem jogar.',
      th_TH: () => 'เล่นอย่างมีความรับผิดชอบ เฉพาะผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น',
      zh_CN: () => '请理性游戏。仅限18岁及以上玩家。',
      hi_IN: () => 'ज़िम्मेदारी से खेलें। केवल 18 वर्ष या उससे अधिक आयु के खिलाड़ी खेल सकते हैं।',
    },
  },
  {
    // Ended: the hall leaves it out, as it does any text outside its window.
    id: 4,
    startOffsetMs: -10 * DAY_MS,
    endOffsetMs: -DAY_MS,
    texts: {
      en_US: () => 'Last weekend: double points on every slot.',
      pt_PT: () => 'Fim de semana passado: pontos em dobro em todos os slots.',
      th_TH: () => 'สุดสัปดาห์ที่แล้ว: คะแนนสองเท่าทุกสล็อต',
      zh_CN: () => '上周末：所有老虎机双倍积分。',
      hi_IN: () => 'पिछला सप्ताहांत: हर स्लॉट पर दोगुने अंक।',
    },
  },
];

/** The marquee a visitor sees at `now`, in `language` (English when the language has no text). */
export function marqueeOf(site: SeedSite, language: string, builtAt: number, now: number): Marquee {
  const marqueeList = marqueeTexts
    .map((text, index) => ({
      id: `${site.siteId}${String(text.id).padStart(2, '0')}`,
      content: ((text.texts as Readonly<Record<string, Texts[NameLanguage]>>)[language] ?? text.texts.en_US)(
        site.siteName,
      ),
      sort: index + 1,
      showStartTime: builtAt + text.startOffsetMs,
      showEndTime: builtAt + text.endOffsetMs,
    }))
    .filter((item) => isInShowWindow(item, now));
  return { marqueeList, interval: MARQUEE_INTERVAL_S };
}
