/**
 * The words of the standalone third-party callback page, in the 25 lobby languages. The page
 * cannot take them from the lobby as the status pages do (it has no lobby frame around it and
 * leaves as soon as it has passed the answer on), and the lobby's language files are far larger
 * than the page: so its two lines live here, beside its script. The `satisfies` makes a missing
 * language a type error.
 */
import type { LanguageCode } from '@lobbykit/contract';

/** The page's lines: while it passes the answer on, and when it has nothing to pass on. */
export interface CallbackPageTexts {
  readonly signingIn: string;
  readonly failed: string;
}

/** In the spec's order of the languages. */
export const callbackPageTexts = {
  en_US: {
    signingIn: 'Signing in…',
    failed: 'Sign-in didn’t go through. Close this window and try again from the lobby.',
  },
  zh_CN: { signingIn: '正在登录…', failed: '登录未完成。请关闭此窗口，回到大厅重新登录。' },
  zh_TW: { signingIn: '正在登入…', failed: '登入未完成。請關閉此視窗，回到大廳重新登入。' },
  th_TH: {
    signingIn: 'กำลังเข้าสู่ระบบ…',
    failed: 'เข้าสู่ระบบไม่สำเร็จ โปรดปิดหน้าต่างนี้แล้วลองอีกครั้งจากล็อบบี้',
  },
  vi_VN: {
    signingIn: 'Đang đăng nhập…',
    failed: 'Đăng nhập chưa hoàn tất. Hãy đóng cửa sổ này và thử lại từ sảnh.',
  },
  ko_KR: {
    signingIn: '로그인하는 중…',
    failed: '로그인을 완료하지 못했습니다. 이 창을 닫고 로비에서 다시 시도해 주세요.',
  },
  ja_JP: {
    signingIn: 'ログインしています…',
    failed: 'ログインを完了できませんでした。このウィンドウを閉じて、ロビーからもう一度お試しください。',
  },
  pt_PT: {
    signingIn: 'A iniciar sessão…',
    failed: 'Não foi possível iniciar sessão. Feche esta janela e tente novamente a partir do lobby.',
  },
  es_ES: {
    signingIn: 'Iniciando sesión…',
    failed: 'No se pudo iniciar sesión. Cierra esta ventana y vuelve a intentarlo desde el lobby.',
  },
  de_DE: {
    signingIn: 'Anmeldung läuft…',
    failed: 'Die Anmeldung hat nicht geklappt. Schließ dieses Fenster und versuch es in der Lobby erneut.',
  },
  fr_FR: {
    signingIn: 'Connexion en cours…',
    failed: 'La connexion n’a pas abouti. Fermez cette fenêtre et réessayez depuis le lobby.',
  },
  it_IT: {
    signingIn: 'Accesso in corso…',
    failed: 'Accesso non riuscito. Chiudi questa finestra e riprova dalla lobby.',
  },
  ru_RU: {
    signingIn: 'Выполняется вход…',
    failed: 'Не удалось завершить вход. Закройте это окно и попробуйте снова из лобби.',
  },
  my_MM: {
    signingIn: 'ဝင်ရောက်နေသည်…',
    failed: 'ဝင်ရောက်ခြင်း မပြီးမြောက်ပါ။ ဤဝင်းဒိုးကို ပိတ်ပြီး လော်ဘီမှ ထပ်ကြိုးစားပါ။',
  },
  id_ID: {
    signingIn: 'Sedang masuk…',
    failed: 'Gagal masuk. Tutup jendela ini, lalu coba lagi dari lobi.',
  },
  hi_IN: {
    signingIn: 'साइन इन हो रहा है…',
    failed: 'साइन इन पूरा नहीं हो सका। यह विंडो बंद करें और लॉबी से फिर से प्रयास करें।',
  },
  tl_PH: {
    signingIn: 'Nagsa-sign in…',
    failed: 'Hindi natuloy ang pag-sign in. Isara ang window na ito at subukang muli mula sa lobby.',
  },
  km_KH: {
    signingIn: 'កំពុងចូលគណនី…',
    failed: 'ការចូលគណនីមិនបានសម្រេចទេ។ សូមបិទផ្ទាំងនេះ ហើយព្យាយាមម្តងទៀតពីឡប់ប៊ី។',
  },
  te_IN: {
    signingIn: 'సైన్ ఇన్ అవుతోంది…',
    failed: 'సైన్ ఇన్ పూర్తి కాలేదు. ఈ విండోను మూసివేసి, లాబీ నుండి మళ్లీ ప్రయత్నించండి.',
  },
  ta_LK: {
    signingIn: 'உள்நுழைகிறது…',
    failed: 'உள்நுழைவு முடியவில்லை. இந்தச் சாளரத்தை மூடிவிட்டு லாபியிலிருந்து மீண்டும் முயலவும்.',
  },
  mr_IN: {
    signingIn: 'साइन इन होत आहे…',
    failed: 'साइन इन पूर्ण होऊ शकले नाही. ही विंडो बंद करा आणि लॉबीमधून पुन्हा प्रयत्न करा.',
  },
  kn_IN: {
    signingIn: 'ಸೈನ್ ಇನ್ ಆಗುತ್ತಿದೆ…',
    failed: 'ಸೈನ್ ಇನ್ ಪೂರ್ಣಗೊಳ್ಳಲಿಲ್ಲ. ಈ ವಿಂಡೋವನ್ನು ಮುಚ್ಚಿ, ಲಾಬಿಯಿಂದ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  },
  pa_PA: {
    signingIn: 'ਸਾਈਨ ਇਨ ਹੋ ਰਿਹਾ ਹੈ…',
    failed: 'ਸਾਈਨ ਇਨ ਪੂਰਾ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਇਹ ਵਿੰਡੋ ਬੰਦ ਕਰੋ ਅਤੇ ਲਾਬੀ ਤੋਂ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  },
  bn_BN: {
    signingIn: 'সাইন ইন করা হচ্ছে…',
    failed: 'সাইন ইন সম্পূর্ণ হয়নি। এই উইন্ডোটি বন্ধ করে লবি থেকে আবার চেষ্টা করুন।',
  },
  tr_TR: {
    signingIn: 'Giriş yapılıyor…',
    failed: 'Giriş tamamlanamadı. Bu pencereyi kapatıp lobiden tekrar deneyin.',
  },
} as const satisfies Record<LanguageCode, CallbackPageTexts>;
