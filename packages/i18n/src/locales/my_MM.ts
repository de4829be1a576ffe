import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'ကွန်ရက် အချိန်ကုန်သွားပါသည်။ နောက်မှ ထပ်ကြိုးစားပါ။ (တောင်းဆိုမှု ID: {{requestId}}, URL: {{url}}, အခြေအနေ: {{status}}, ထပ်ကြိုးစားမှု: {{retryCount}})',
  'error.system':
    'စနစ် အမှားဖြစ်ပွားပါသည်။ နောက်မှ ထပ်ကြိုးစားပါ။ (တောင်းဆိုမှု ID: {{requestId}}, URL: {{url}}, အခြေအနေ: {{status}}, ထပ်ကြိုးစားမှု: {{retryCount}})',
  'error.nonJson': 'ဆာဗာမှ ဖတ်၍မရသော ဒေတာကို ပို့ခဲ့သည်။ နောက်မှ ထပ်ကြိုးစားပါ။ (တောင်းဆိုမှု ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'တောင်းဆိုမှု မအောင်မြင်ပါ (ကုဒ် {{code}})။ နောက်မှ ထပ်ကြိုးစားပါ။',
  'error.captchaRestricted': 'အတည်ပြုရန် ကြိုးစားမှု များလွန်းပါသည်။ {{seconds}} စက္ကန့်အကြာတွင် ထပ်ကြိုးစားပါ။',
  'error.captcha': 'အတည်ပြုခြင်း မအောင်မြင်ပါ။ ထပ်ကြိုးစားပါ။ (ကုဒ်: {{code}}, လော့နံပါတ်: {{lotNumber}})',
  'error.customerServiceDisabled': 'ဖောက်သည်ဝန်ဆောင်မှုကို ဖွင့်ထားခြင်း မရှိပါ။',
  'error.downloadDisabled': 'ဒေါင်းလုဒ် စာမျက်နှာကို ဖွင့်ထားခြင်း မရှိပါ။',
  'error.withdrawPasswordRequired': 'ကျေးဇူးပြု၍ ငွေထုတ်စကားဝှက်ကို အရင်သတ်မှတ်ပါ။',
  'error.sessionExpired': 'သင့်ဆက်ရှင် သက်တမ်းကုန်သွားပါပြီ။ ထပ်မံ ဝင်ရောက်ပါ။',
  'error.thirdPartyLogin': 'ဝင်ရောက်ခြင်း မအောင်မြင်ပါ။ အကူအညီအတွက် ကျွန်ုပ်တို့ကို ဆက်သွယ်ပါ။',
  'error.facebookPermission': 'ဝင်ရောက်ရန် လိုအပ်သော ခွင့်ပြုချက်များကို Facebook က မပေးခဲ့ပါ။',
  'error.loginTimeout': 'ဝင်ရောက်ချိန် ကုန်သွားပါသည်။ ထပ်ကြိုးစားပါ။',

  'validation.required': '{{item}} ဖြည့်ရန် လိုအပ်သည်',
  'validation.username.length': 'အသုံးပြုသူအမည်သည် စာလုံး {{min}}-{{max}} လုံး ဖြစ်ရမည်',
  'validation.username.chars': 'အသုံးပြုသူအမည်တွင် စာလုံးနှင့် ဂဏန်းများသာ ပါဝင်နိုင်သည် (စာလုံး {{min}}-{{max}} လုံး)',
  'validation.password.length': 'စကားဝှက်သည် စာလုံး {{min}}-{{max}} လုံး ဖြစ်ရမည်',
  'validation.password.specialChar': 'အထူးစာလုံးကို ခွင့်မပြုပါ',
  'validation.password.mix': 'စကားဝှက်တွင် စာလုံး၊ ဂဏန်းနှင့် သင်္ကေတထဲမှ အနည်းဆုံး နှစ်မျိုး ပါဝင်ရမည်',
  'validation.password.uppercase': 'စကားဝှက်တွင် စာလုံးကြီး ပါဝင်ရမည်',
  'validation.password.lowercase': 'စကားဝှက်တွင် စာလုံးသေး ပါဝင်ရမည်',
  'validation.password.digit': 'စကားဝှက်တွင် ဂဏန်း ပါဝင်ရမည်',
  'validation.password.special': 'စကားဝှက်တွင် သင်္ကေတ ပါဝင်ရမည်',
  'validation.password.weak': 'သင့်စကားဝှက် အားနည်းပါသည်။ အကောင့်လုံခြုံရေးအတွက် ပြောင်းလဲပါ။',
  'validation.email.format': 'မှန်ကန်သော အီးမေးလ်လိပ်စာကို ထည့်ပါ',
  'validation.email.length': 'အီးမေးလ်လိပ်စာသည် စာလုံး {{max}} လုံးထက် မပိုရ',
  'validation.cpf': 'CPF သည် ဂဏန်း {{min}}-{{max}} လုံး ဖြစ်ရမည်',
  'validation.payPassword': 'ငွေထုတ်စကားဝှက်သည် ဂဏန်း {{length}} လုံး ဖြစ်ရမည်',
  'validation.amount': 'ဒဿမ {{decimals}} နေရာအထိသာ ပါသော ပမာဏကို ထည့်ပါ',
  'validation.alipay': 'Alipay အကောင့်: 1 ဖြင့် စသော ဂဏန်း 11 လုံး မိုဘိုင်းနံပါတ် သို့မဟုတ် အီးမေးလ်လိပ်စာ',
  'validation.phone': 'ဖုန်းနံပါတ်သည် ဂဏန်း {{min}}-{{max}} လုံး ဖြစ်ရမည်',
} as const satisfies PartialMessages;
