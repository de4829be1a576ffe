// A site's footer config: quick jumps to the categories and help pages, contact channels,
// social icons, an about text, partner (provider) logos, licences, copyright and the site's
// display options. Titles in the catalogue languages (others read English).
import type { FooterBlock, FooterConfig, FooterLink } from '@lobbykit/contract';
import type { SiteCatalogue } from './catalogue';
import type { NameLanguage, Words } from './game-names';
import { nameLanguages } from './game-names';
import { gameCategories } from './games';
import { providerLogoPath } from './providers';
import type { SeedSite } from './sites';

/** Footer words: [en_US, pt_PT, th_TH, zh_CN, hi_IN]. */
const words = {
  games: ['Games', 'Jogos', 'เกม', '游戏', 'गेम'],
  help: ['Help', 'Ajuda', 'ช่วยเหลือ', '帮助', 'सहायता'],
  contact: ['Contact us', 'Fale conosco', 'ติดต่อเรา', '联系我们', 'संपर्क करें'],
  community: ['Community', 'Comunidade', 'ชุมชน', '官方社区', 'समुदाय'],
  about: ['About', 'Sobre', 'เกี่ยวกับ', '关于', 'परिचय'],
  event: ['Events', 'Eventos', 'กิจกรรม', '活动', 'इवेंट'],
  mission: ['Missions', 'Missões', 'ภารกิจ', '任务', 'मिशन'],
  rebate: ['Rebate', 'Reembolso', 'คืนยอดเสีย', '返水', 'रिबेट'],
  vip: ['VIP', 'VIP', 'วีไอพี', 'VIP', 'वीआईपी'],
  agent: ['Agent', 'Agente', 'ตัวแทน', '代理', 'एजेंट'],
  payments: [
    'Deposit and withdrawal questions',
    'Dúvidas sobre depósito e saque',
    'คำถามเรื่องฝากและถอน',
    '充值提现问题',
    'जमा और निकासी प्रश्न',
  ],
  aboutUs: ['About us', 'Sobre nós', 'เกี่ยวกับเรา', '关于我们', 'हमारे बारे में'],
  privacy: ['Privacy', 'Privacidade', 'ความเป็นส่วนตัว', '隐私政策', 'गोपनीयता'],
  licence: ['Licence', 'Licença', 'ใบอนุญาต', '牌照', 'लाइसेंस'],
  selfExclusion: ['Self-restriction', 'Autoexclusão', 'การจำกัดตนเอง', '自我限制', 'स्व-प्रतिबंध'],
  support: ['Online support', 'Suporte online', 'บริการออนไลน์', '在线客服', 'ऑनलाइन सहायता'],
  responsible: ['Responsible gaming', 'Jogo responsável', 'เล่นอย่างมีความรับผิดชอบ', '理性游戏', 'ज़िम्मेदार गेमिंग'],
  adultsOnly: ['Adults only', 'Somente adultos', 'สำหรับผู้ใหญ่เท่านั้น', '仅限成人', 'केवल वयस्क'],
  rights: [
    'All rights reserved.',
    'Todos os direitos reservados.',
    'สงวนลิขสิทธิ์',
    '版权所有。',
    'सर्वाधिकार सुरक्षित।',
  ],
  aboutText: [
    'is a reference lobby for development. Games are for entertainment; play responsibly.',
    'é um lobby de referência para desenvolvimento. Os jogos são para diversão; jogue com responsabilidade.',
    'เป็นล็อบบี้อ้างอิงสำหรับการพัฒนา เกมมีไว้เพื่อความบันเทิง โปรดเล่นอย่างมีความรับผิดชอบ',
    '是用于开发的参考大厅。游戏仅供娱乐，请理性游戏。',
    'विकास के लिए एक संदर्भ लॉबी है। गेम मनोरंजन के लिए हैं; ज़िम्मेदारी से खेलें।',
  ],
} as const satisfies Record<string, Words>;

/** Minimum age the footer states. */
const AGE_LIMIT = 18;

function say(language: string, entry: Words): string {
  const index = nameLanguages.indexOf(language as NameLanguage);
  return entry[index < 0 ? 0 : index]!;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** A network's own spelling for the social icon titles. */
const networkNames: Readonly<Record<string, string>> = {
  telegram: 'Telegram',
  instagram: 'Instagram',
  line: 'LINE',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
};

export function footerConfigOf(
  site: SeedSite,
  catalogue: SiteCatalogue,
  language: string,
  builtAt: number,
): FooterConfig {
  const t = (entry: Words) => say(language, entry);
  const route = (key: string, entry: Words, path: string): FooterLink => ({
    key,
    title: t(entry),
    jumpType: 'route',
    jumpValue: path,
  });
  const blocks: FooterBlock[] = [
    {
      type: 'QUICK_JUMP',
      title: t(words.games),
      links: gameCategories
        .filter((category) => catalogue.categoryCount(category.id) > 0)
        .map((category) => ({
          key: category.key,
          title: (category.names as Readonly<Record<string, string>>)[language] ?? category.names.en_US,
          jumpType: 'category',
          jumpValue: String(category.id),
        })),
    },
    {
      type: 'QUICK_JUMP',
      title: t(words.help),
      // The phone layout keeps the games list and drops the long help list.
      hideOnMobile: true,
      links: [
        route('event', words.event, '/event'),
        route('mission', words.mission, '/task'),
        route('rebate', words.rebate, '/cashback'),
        route('vip', words.vip, '/vip'),
        route('agent', words.agent, '/promote'),
        route('payments', words.payments, '/help/payments'),
        route('about', words.aboutUs, '/help/about'),
        route('privacy', words.privacy, '/help/privacy'),
        route('licence', words.licence, '/help/licence'),
        route('selfExclusion', words.selfExclusion, '/forbidden-self'),
      ],
    },
  ];
  if (site.customerService.length > 0) {
    blocks.push({
      type: 'CONCAT_US',
      title: t(words.contact),
      links: site.customerService.map((url, index) => ({
        key: `support-${index + 1}`,
        title: site.customerService.length > 1 ? `${t(words.support)} ${index + 1}` : t(words.support),
        jumpType: 'url',
        jumpValue: url,
        openWindow: true,
      })),
    });
  }
  const social = site.layoutDesign.icons?.footer ?? [];
  if (social.length > 0) {
    blocks.push({
      type: 'OFFICIAL_COMMUNITY',
      title: t(words.community),
      links: social.map((icon) => ({
        key: icon.key,
        title: networkNames[icon.key] ?? icon.key,
        jumpType: 'url',
        jumpValue: icon.value,
        icon: `/icons/${icon.key}.png`,
        openWindow: true,
      })),
    });
  }
  blocks.push({
    type: 'CONTENT',
    title: t(words.about),
    links: [],
    content: `<p><strong>${escapeHtml(site.siteName)}</strong> ${t(words.aboutText)}</p>`,
  });
  return {
    blocks,
    partnerLogos: catalogue.providers.map((provider) => ({
      key: provider.code,
      name: provider.name,
      logo: providerLogoPath(provider.code),
      jumpType: 'provider',
      jumpValue: provider.code,
    })),
    licences: [
      {
        key: 'age',
        name: `${AGE_LIMIT}+`,
        logo: `/icons/age${AGE_LIMIT}.png`,
        text: `<p>${t(words.adultsOnly)} (${AGE_LIMIT}+).</p>`,
      },
      {
        key: 'responsible',
        name: t(words.responsible),
        logo: '/icons/responsible.png',
        url: '/help/responsible',
      },
      { key: 'licence', name: t(words.licence), logo: '/icons/licence.png', url: '/help/licence' },
    ],
    copyright: `© ${new Date(builtAt).getUTCFullYear()} ${site.siteName}. ${t(words.rights)}`,
    commonConfig: { ageLimit: AGE_LIMIT, ...site.display },
  };
}
