// The game page a launch opens (`/play/<gameCode>`): a small slot made of CSS reels, a spin
// button and the balance of the demo account, in the launch's language. The lobby shows it
// in a sandboxed iframe, so the page is built for that:
// - no X-Frame-Options; its CSP's `frame-ancestors` names 'self', the configured lobby origins
//   (`webUrls`) and any port of the loopback hosts, since `npm start` and the e2e tests run
//   the lobby on a loopback port they pick at start (this hall is a development server);
// - nothing else is allowed but its own nonce'd style and script and the card image from the
//   asset hosts, so the page raises no CSP report inside a strict lobby;
// - it keeps its state in memory: a sandbox without allow-same-origin has no storage.
import { demoGuestAccount } from '@lobbykit/contract';
import { randomBytes } from 'node:crypto';
import type { Hall } from '../hall/hall';
import { nameLanguages, type NameLanguage } from '../world/game-names';
import { gameName, type SeedGame } from '../world/games';
import type { Outgoing } from './respond';

/** What one spin costs, in site units. */
const BET = 10;

const labels = {
  en_US: {
    demo: 'Demo play',
    real: 'Real play: this reference hall takes no bets.',
    balance: 'Balance',
    spin: `Spin (bet ${BET})`,
    reels: 'Reels',
    win: 'You win',
    noWin: 'No win this time.',
    tooLow: 'The balance is too low for a spin.',
  },
  pt_PT: {
    demo: 'Modo demonstração',
    real: 'Jogo real: este hall de referência não aceita apostas.',
    balance: 'Saldo',
    spin: `Girar (aposta ${BET})`,
    reels: 'Rolos',
    win: 'Você ganhou',
    noWin: 'Sem prêmio desta vez.',
    tooLow: 'Saldo insuficiente para girar.',
  },
  th_TH: {
    demo: 'โหมดทดลองเล่น',
    real: 'เล่นจริง: ฮอลล์อ้างอิงนี้ไม่รับเดิมพัน',
    balance: 'ยอดเงิน',
    spin: `หมุน (เดิมพัน ${BET})`,
    reels: 'วงล้อ',
    win: 'คุณชนะ',
    noWin: 'ครั้งนี้ไม่ได้รางวัล',
    tooLow: 'ยอดเงินไม่พอสำหรับการหมุน',
  },
  zh_CN: {
    demo: '试玩模式',
    real: '真实游戏：此参考大厅不接受投注。',
    balance: '余额',
    spin: `旋转（投注 ${BET}）`,
    reels: '转轴',
    win: '您赢得了',
    noWin: '这次没有中奖。',
    tooLow: '余额不足，无法旋转。',
  },
  hi_IN: {
    demo: 'डेमो खेल',
    real: 'असली खेल: यह संदर्भ हॉल दांव नहीं लेता।',
    balance: 'बैलेंस',
    spin: `स्पिन (दांव ${BET})`,
    reels: 'रील',
    win: 'आप जीते',
    noWin: 'इस बार कोई जीत नहीं।',
    tooLow: 'स्पिन के लिए बैलेंस कम है।',
  },
} as const satisfies Record<NameLanguage, Record<string, string>>;

const SYMBOLS = ['7', '★', '♦', '♣', '♥', '●'];

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The origin of a configured lobby URL, or undefined when it is not an http(s) URL. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Who may frame the page: see the file's first comment. */
export function playPageFrameAncestors(webUrls: readonly string[]): string {
  const lobbies = webUrls.map(originOf).filter((origin) => origin !== undefined);
  return ["'self'", ...new Set(lobbies), 'http://127.0.0.1:*', 'http://localhost:*'].join(' ');
}

interface PlayPageQuery {
  readonly demo: boolean;
  readonly language: string | undefined;
  readonly currency: string | undefined;
}

export function playPage(hall: Hall, game: SeedGame, query: PlayPageQuery): Outgoing {
  const language = nameLanguages.includes(query.language as NameLanguage)
    ? (query.language as NameLanguage)
    : 'en_US';
  const text = labels[language];
  const name = gameName(game, language);
  // Currency codes and ratio variants only ('BRL', 'USDT1:1'): the value lands in the page.
  const currency = /^[A-Z0-9:]{2,16}$/.test(query.currency ?? '') ? query.currency! : '';
  const nonce = randomBytes(16).toString('base64');
  const assets = hall.urls.oss;
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `img-src ${assets.length > 0 ? assets.join(' ') : "'self'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${playPageFrameAncestors(hall.options.webUrls)}`,
  ].join('; ');
  const settings = {
    demo: query.demo,
    balance: query.demo ? demoGuestAccount.game_gold : null,
    bet: BET,
    symbols: SYMBOLS,
    text: { win: text.win, noWin: text.noWin, tooLow: text.tooLow },
  };
  const reel = (index: number) =>
    `<span class="reel" data-reel="${index}">${escapeHtml(SYMBOLS[index % SYMBOLS.length]!)}</span>`;
  const body = `<!doctype html>
<html lang="${language.replace('_', '-')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)}${query.demo ? ` (${escapeHtml(text.demo)})` : ''}</title>
<style nonce="${nonce}">
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.4 system-ui,sans-serif;background:#101018;color:#f4f4f8}
main{width:min(92vw,420px);padding:20px;border-radius:16px;background:#1b1b2b;text-align:center}
h1{margin:0 0 4px;font-size:1.4rem}
.mode{margin:0 0 12px;color:#ffd36b}
.card{width:96px;height:auto;border-radius:8px}
.reels{display:flex;gap:8px;justify-content:center;margin:16px 0}
.reel{display:grid;place-items:center;width:80px;height:96px;border-radius:10px;font-size:44px;font-weight:700;color:#1b1b2b;background:linear-gradient(#fff,#d8d8e6)}
.reel.spinning{animation:spin .15s linear infinite}
@keyframes spin{from{transform:translateY(-6px)}to{transform:translateY(6px)}}
@media (prefers-reduced-motion:reduce){.reel.spinning{animation:none;opacity:.6}}
.balance{margin:8px 0;font-size:1.1rem}
#result{min-height:1.4em;margin:8px 0}
button{padding:12px 28px;border:0;border-radius:999px;font:inherit;font-weight:700;color:#1b1b2b;background:#ffd36b;cursor:pointer}
button:disabled{opacity:.6;cursor:wait}
button:focus-visible{outline:3px solid #fff;outline-offset:3px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(name)}</h1>
<p class="mode">${escapeHtml(query.demo ? text.demo : text.real)}</p>
<img class="card" alt="" width="96" src="${escapeHtml(assets[0] ?? '')}${escapeHtml(game.img)}">
<div class="reels" id="reels" role="img" aria-label="${escapeHtml(text.reels)}">${[0, 1, 2].map(reel).join('')}</div>
${
  query.demo
    ? `<p class="balance">${escapeHtml(text.balance)}: <output id="balance">${demoGuestAccount.game_gold.toFixed(2)}</output> ${escapeHtml(currency)}</p>`
    : ''
}
<p id="result" role="status"></p>
<button type="button" id="spin">${escapeHtml(text.spin)}</button>
</main>
<script nonce="${nonce}">
const settings = ${JSON.stringify(settings).replace(/</g, '\\u003c')};
const reels = Array.from(document.querySelectorAll('.reel'));
const button = document.getElementById('spin');
const result = document.getElementById('result');
const balanceOut = document.getElementById('balance');
let balance = settings.balance;
button.addEventListener('click', () => {
  if (balance !== null && balance < settings.bet) {
    result.textContent = settings.text.tooLow;
    return;
  }
  if (balance !== null) balance -= settings.bet;
  if (balanceOut) balanceOut.textContent = balance.toFixed(2);
  button.disabled = true;
  result.textContent = '';
  for (const reel of reels) reel.classList.add('spinning');
  setTimeout(() => {
    const picks = reels.map(() => settings.symbols[Math.floor(Math.random() * settings.symbols.length)]);
    reels.forEach((reel, index) => {
      reel.classList.remove('spinning');
      reel.textContent = picks[index];
    });
    const most = Math.max(...picks.map((pick) => picks.filter((other) => other === pick).length));
    const win = most === 3 ? settings.bet * 10 : most === 2 ? settings.bet * 2 : 0;
    if (balance !== null) balance += win;
    if (balanceOut) balanceOut.textContent = balance.toFixed(2);
    document.getElementById('reels').setAttribute('aria-label', picks.join(' '));
    result.textContent = win > 0 ? settings.text.win + ' ' + win : settings.text.noWin;
    button.disabled = false;
  }, 600);
});
</script>
</body>
</html>
`;
  return {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body,
    headers: { 'content-security-policy': csp, 'cache-control': 'no-store' },
  };
}
