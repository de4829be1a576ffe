import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'নেটওয়ার্কের সময় শেষ হয়ে গেছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন। (অনুরোধ ID: {{requestId}}, URL: {{url}}, অবস্থা: {{status}}, পুনরায় চেষ্টা: {{retryCount}})',
  'error.system':
    'সিস্টেম ত্রুটি। অনুগ্রহ করে পরে আবার চেষ্টা করুন। (অনুরোধ ID: {{requestId}}, URL: {{url}}, অবস্থা: {{status}}, পুনরায় চেষ্টা: {{retryCount}})',
  'error.nonJson':
    'সার্ভার এমন ডেটা পাঠিয়েছে যা পড়া যায়নি। অনুগ্রহ করে পরে আবার চেষ্টা করুন। (অনুরোধ ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'অনুরোধ ব্যর্থ হয়েছে (কোড {{code}})। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'error.captchaRestricted':
    'যাচাইয়ের চেষ্টা অনেক বেশি হয়েছে। অনুগ্রহ করে {{seconds}} সেকেন্ড পরে আবার চেষ্টা করুন।',
  'error.captcha': 'যাচাই ব্যর্থ হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন। (কোড: {{code}}, লট নম্বর: {{lotNumber}})',
  'error.customerServiceDisabled': 'গ্রাহক সেবা চালু করা নেই।',
  'error.downloadDisabled': 'ডাউনলোড পেজ চালু করা নেই।',
  'error.withdrawPasswordRequired': 'অনুগ্রহ করে আগে উত্তোলনের পাসওয়ার্ড সেট করুন।',
  'error.sessionExpired': 'আপনার সেশনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে আবার লগ ইন করুন।',
  'error.thirdPartyLogin': 'সাইন ইন ব্যর্থ হয়েছে। সাহায্যের জন্য আমাদের সাথে যোগাযোগ করুন।',
  'error.facebookPermission': 'Facebook সাইন ইনের জন্য প্রয়োজনীয় অনুমতি দেয়নি।',
  'error.loginTimeout': 'সাইন ইনের সময় শেষ হয়ে গেছে। অনুগ্রহ করে আবার চেষ্টা করুন।',

  'validation.required': '{{item}} আবশ্যক',
  'validation.username.length': 'ব্যবহারকারীর নাম {{min}}-{{max}} অক্ষরের হতে হবে',
  'validation.username.chars': 'ব্যবহারকারীর নামে শুধু অক্ষর ও সংখ্যা থাকতে পারে ({{min}}-{{max}} অক্ষর)',
  'validation.password.length': 'পাসওয়ার্ড {{min}}-{{max}} অক্ষরের হতে হবে',
  'validation.password.specialChar': 'বিশেষ অক্ষর অনুমোদিত নয়',
  'validation.password.mix': 'পাসওয়ার্ডে অক্ষর, সংখ্যা ও চিহ্নের মধ্যে অন্তত দুই ধরন থাকতে হবে',
  'validation.password.uppercase': 'পাসওয়ার্ডে একটি বড় হাতের অক্ষর থাকতে হবে',
  'validation.password.lowercase': 'পাসওয়ার্ডে একটি ছোট হাতের অক্ষর থাকতে হবে',
  'validation.password.digit': 'পাসওয়ার্ডে একটি সংখ্যা থাকতে হবে',
  'validation.password.special': 'পাসওয়ার্ডে একটি চিহ্ন থাকতে হবে',
  'validation.password.weak': 'আপনার পাসওয়ার্ড দুর্বল। অ্যাকাউন্ট সুরক্ষিত রাখতে এটি পরিবর্তন করুন।',
  'validation.email.format': 'অনুগ্রহ করে একটি বৈধ ইমেল ঠিকানা দিন',
  'validation.email.length': 'ইমেল ঠিকানা সর্বোচ্চ {{max}} অক্ষরের হতে পারে',
  'validation.cpf': 'CPF {{min}}-{{max}} সংখ্যার হতে হবে',
  'validation.payPassword': 'উত্তোলনের পাসওয়ার্ড {{length}} সংখ্যার হতে হবে',
  'validation.amount': 'অনুগ্রহ করে সর্বোচ্চ {{decimals}} দশমিক স্থানসহ একটি পরিমাণ দিন',
  'validation.alipay': 'Alipay অ্যাকাউন্ট: 1 দিয়ে শুরু হওয়া 11 সংখ্যার মোবাইল নম্বর অথবা ইমেল ঠিকানা',
  'validation.phone': 'ফোন নম্বর {{min}}-{{max}} সংখ্যার হতে হবে',
} as const satisfies PartialMessages;
