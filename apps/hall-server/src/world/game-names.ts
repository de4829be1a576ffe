// Words the seeded game names are made of, in the languages the catalogue carries.
// Each row is [en_US, pt_PT, th_TH, zh_CN, hi_IN].

export const nameLanguages = ['en_US', 'pt_PT', 'th_TH', 'zh_CN', 'hi_IN'] as const;
export type NameLanguage = (typeof nameLanguages)[number];
export type Words = readonly [en: string, pt: string, th: string, zh: string, hi: string];

/** Slot adjectives; Portuguese and Thai put them after the noun. */
export const slotAdjectives: readonly Words[] = [
  ['Golden', 'de Ouro', 'ทองคำ', '黄金', 'सुनहरा'],
  ['Lucky', 'da Sorte', 'นำโชค', '幸运', 'भाग्यशाली'],
  ['Wild', 'Selvagem', 'ป่าเถื่อน', '狂野', 'जंगली'],
  ['Mystic', 'do Mistério', 'ลึกลับ', '神秘', 'रहस्यमय'],
  ['Royal', 'Real', 'หลวง', '皇家', 'शाही'],
  ['Dragon', 'do Dragão', 'มังกร', '龙之', 'ड्रैगन'],
  ['Fire', 'de Fogo', 'เพลิง', '火焰', 'अग्नि'],
  ['Ocean', 'do Oceano', 'มหาสมุทร', '海洋', 'सागर'],
  ['Jungle', 'da Selva', 'ป่าดงดิบ', '丛林', 'वन'],
  ['Thunder', 'do Trovão', 'สายฟ้า', '雷霆', 'वज्र'],
  ['Diamond', 'de Diamante', 'เพชร', '钻石', 'हीरा'],
  ['Moon', 'da Lua', 'จันทรา', '月亮', 'चंद्र'],
];

export const slotNouns: readonly Words[] = [
  ['Fortune', 'Fortuna', 'โชคลาภ', '财富', 'भाग्य'],
  ['Treasure', 'Tesouro', 'สมบัติ', '宝藏', 'खज़ाना'],
  ['Empire', 'Império', 'อาณาจักร', '帝国', 'साम्राज्य'],
  ['Riches', 'Riquezas', 'ความมั่งคั่ง', '富贵', 'दौलत'],
  ['Party', 'Festa', 'ปาร์ตี้', '派对', 'उत्सव'],
  ['Quest', 'Jornada', 'การผจญภัย', '探险', 'खोज'],
  ['Legends', 'Lendas', 'ตำนาน', '传说', 'गाथाएँ'],
  ['Spins', 'Giros', 'วงล้อ', '转轮', 'स्पिन'],
  ['Gems', 'Joias', 'อัญมณี', '宝石', 'रत्न'],
  ['Tiger', 'Tigre', 'เสือ', '老虎', 'बाघ'],
  ['Phoenix', 'Fênix', 'ฟีนิกซ์', '凤凰', 'फ़ीनिक्स'],
  ['Panda', 'Panda', 'แพนด้า', '熊猫', 'पांडा'],
];

/**
 * Editions that make one slot theme into a series ('Golden Fortune Deluxe'); the first is no
 * edition. 12 adjectives x 12 nouns x 9 editions name up to 1,296 slots uniquely.
 */
export const slotEditions: readonly Words[] = [
  ['', '', '', '', ''],
  ['Deluxe', 'Deluxe', 'ดีลักซ์', '豪华版', 'डीलक्स'],
  ['Rush', 'Corrida', 'เร่งด่วน', '冲刺', 'रश'],
  ['Hold & Win', 'Segure e Ganhe', 'ถือและชนะ', '锁定赢', 'होल्ड एंड विन'],
  ['Link', 'Conexão', 'ลิงก์', '连线', 'लिंक'],
  ['Max', 'Máx', 'แม็กซ์', '极限', 'मैक्स'],
  ['Extreme', 'Extremo', 'เอ็กซ์ตรีม', '至尊', 'एक्सट्रीम'],
  ['Classic', 'Clássico', 'คลาสสิก', '经典', 'क्लासिक'],
  ['Mega', 'Mega', 'เมกะ', '超级', 'मेगा'],
];

/** Room words that tell tables of one game apart ('Baccarat VIP'); past the list a number follows. */
export const roomWords: readonly Words[] = [
  ['VIP', 'VIP', 'วีไอพี', '贵宾', 'वीआईपी'],
  ['Turbo', 'Turbo', 'เทอร์โบ', '极速', 'टर्बो'],
  ['Gold', 'Ouro', 'โกลด์', '黄金', 'गोल्ड'],
  ['Royal', 'Real', 'รอยัล', '皇家', 'शाही'],
  ['Night', 'Noite', 'ราตรี', '夜场', 'रात'],
  ['Lite', 'Lite', 'ไลต์', '轻松', 'लाइट'],
  ['Pro', 'Pro', 'โปร', '专业', 'प्रो'],
  ['Mega', 'Mega', 'เมกะ', '超级', 'मेगा'],
];

/** Words the search page offers as hot searches, in the catalogue languages. */
export const hotSearchWords: readonly Words[] = [
  ['Tiger', 'Tigre', 'เสือ', '老虎', 'बाघ'],
  ['Fortune', 'Fortuna', 'โชคลาภ', '财富', 'भाग्य'],
  ['Dragon', 'Dragão', 'มังกร', '龙', 'ड्रैगन'],
  ['Baccarat', 'Bacará', 'บาคาร่า', '百家乐', 'बैकारेट'],
  ['Crash', 'Crash', 'แครช', '爆点', 'क्रैश'],
  ['Fishing', 'Pesca', 'ตกปลา', '捕鱼', 'मछली'],
  ['Mahjong', 'Mahjong', 'ไพ่นกกระจอก', '麻将', 'माहजोंग'],
  ['Gems', 'Joias', 'อัญมณี', '宝石', 'रत्न'],
];

/** Table and room names per category that is not slots. */
export const tableNames: Readonly<Record<string, readonly Words[]>> = {
  chess: [
    ["Texas Hold'em", "Texas Hold'em", 'เท็กซัสโฮลเอ็ม', '德州扑克', 'टेक्सास होल्डम'],
    ['Teen Patti', 'Teen Patti', 'ทีนปัตติ', '印度三张', 'तीन पत्ती'],
    ['Andar Bahar', 'Andar Bahar', 'อันดาร์บาฮาร์', '内外', 'अंदर बाहर'],
    ['Rummy', 'Rummy', 'รัมมี่', '拉米', 'रमी'],
    ['Niu Niu', 'Niu Niu', 'นิวนิว', '牛牛', 'निउ निउ'],
    ['Mahjong', 'Mahjong', 'ไพ่นกกระจอก', '麻将', 'माहजोंग'],
    ['Dominoes', 'Dominó', 'โดมิโน', '多米诺', 'डोमिनो'],
    ['Truco', 'Truco', 'ทรูโก', '特鲁科', 'ट्रूको'],
    ['Pok Deng', 'Pok Deng', 'ป๊อกเด้ง', '博丁', 'पोक डेंग'],
    ['Fight the Landlord', 'Luta do Senhorio', 'สู้เจ้าที่ดิน', '斗地主', 'ज़मींदार से लड़ो'],
  ],
  fishing: [
    ['Fishing King', 'Rei da Pesca', 'ราชาตกปลา', '捕鱼之王', 'मछली राजा'],
    ['Ocean Hunter', 'Caçador do Oceano', 'นักล่ามหาสมุทร', '海洋猎手', 'सागर शिकारी'],
    ['Mermaid Reef', 'Recife da Sereia', 'แนวปะการังนางเงือก', '美人鱼礁', 'जलपरी चट्टान'],
    ['Shark Bounty', 'Recompensa do Tubarão', 'ค่าหัวฉลาม', '鲨鱼赏金', 'शार्क इनाम'],
    ['Deep Sea Gold', 'Ouro do Mar Profundo', 'ทองใต้ทะเลลึก', '深海黄金', 'गहरे सागर का सोना'],
  ],
  live: [
    ['Baccarat', 'Bacará', 'บาคาร่า', '百家乐', 'बैकारेट'],
    ['Roulette', 'Roleta', 'รูเล็ต', '轮盘', 'रूले'],
    ['Blackjack', 'Blackjack', 'แบล็คแจ็ค', '二十一点', 'ब्लैकजैक'],
    ['Dragon Tiger', 'Dragão Tigre', 'เสือมังกร', '龙虎', 'ड्रैगन टाइगर'],
    ['Sic Bo', 'Sic Bo', 'ไฮโล', '骰宝', 'सिक बो'],
  ],
  sports: [
    ['Football Arena', 'Arena do Futebol', 'สนามฟุตบอล', '足球竞技场', 'फ़ुटबॉल एरीना'],
    ['Basketball Court', 'Quadra de Basquete', 'สนามบาสเกตบอล', '篮球场', 'बास्केटबॉल कोर्ट'],
    ['Tennis Center', 'Centro de Tênis', 'ศูนย์เทนนิส', '网球中心', 'टेनिस केंद्र'],
    ['Cricket Ground', 'Campo de Críquete', 'สนามคริกเก็ต', '板球场', 'क्रिकेट मैदान'],
  ],
  lottery: [
    ['Lucky Lotto', 'Loto da Sorte', 'ลอตเตอรี่นำโชค', '幸运乐透', 'भाग्यशाली लॉटो'],
    ['Speed Keno', 'Keno Rápido', 'คีโนด่วน', '极速基诺', 'तेज़ केनो'],
    ['Thai Lottery', 'Loteria Tailandesa', 'หวยไทย', '泰国彩票', 'थाई लॉटरी'],
    ['Jogo do Bicho', 'Jogo do Bicho', 'โชโกโดบิโช', '动物彩票', 'जोगो दो बिचो'],
    ['Fast 3', 'Rápido 3', 'ด่วน 3', '快三', 'फ़ास्ट 3'],
  ],
  esports: [
    ['Esports Arena', 'Arena de Esports', 'สนามอีสปอร์ต', '电竞竞技场', 'ईस्पोर्ट्स एरीना'],
    ['MOBA Masters', 'Mestres MOBA', 'ปรมาจารย์ MOBA', 'MOBA大师', 'मोबा मास्टर्स'],
    ['Shooter League', 'Liga de Tiro', 'ลีกยิงปืน', '射击联赛', 'शूटर लीग'],
    ['Battle Royale Cup', 'Copa Battle Royale', 'ถ้วยแบทเทิลรอยัล', '大逃杀杯', 'बैटल रॉयल कप'],
    ['Racing Sim', 'Simulador de Corrida', 'จำลองแข่งรถ', '赛车模拟', 'रेसिंग सिम'],
  ],
  blockchain: [
    ['Crash', 'Crash', 'แครช', '爆点', 'क्रैश'],
    ['Dice', 'Dados', 'ลูกเต๋า', '骰子', 'पासा'],
    ['Mines', 'Minas', 'เหมือง', '扫雷', 'माइंस'],
    ['Plinko', 'Plinko', 'พลิงโก', '弹珠', 'प्लिंको'],
    ['Hash Lottery', 'Loteria Hash', 'หวยแฮช', '哈希彩', 'हैश लॉटरी'],
  ],
  cockfighting: [
    ['Cockfight Arena', 'Arena de Galos', 'สังเวียนไก่ชน', '斗鸡场', 'मुर्गा लड़ाई एरीना'],
    ['Sabong Live', 'Sabong ao Vivo', 'ซาบงสด', '现场斗鸡', 'सबोंग लाइव'],
  ],
  club: [
    ['Poker Club', 'Clube de Pôquer', 'สโมสรโป๊กเกอร์', '扑克俱乐部', 'पोकर क्लब'],
    ['Mahjong Club', 'Clube de Mahjong', 'สโมสรไพ่นกกระจอก', '麻将俱乐部', 'माहजोंग क्लब'],
    ['Rummy Club', 'Clube de Rummy', 'สโมสรรัมมี่', '拉米俱乐部', 'रमी क्लब'],
  ],
};
