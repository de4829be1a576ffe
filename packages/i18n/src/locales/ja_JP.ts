import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'ネットワークがタイムアウトしました。しばらくしてから再度お試しください。（リクエスト ID：{{requestId}}、URL：{{url}}、ステータス：{{status}}、再試行回数：{{retryCount}}）',
  'error.system':
    'システムエラーが発生しました。しばらくしてから再度お試しください。（リクエスト ID：{{requestId}}、URL：{{url}}、ステータス：{{status}}、再試行回数：{{retryCount}}）',
  'error.nonJson':
    'サーバーから読み取れないデータが返されました。しばらくしてから再度お試しください。（リクエスト ID：{{requestId}}、URL：{{url}}）',
  'error.requestFailed': 'リクエストに失敗しました（コード {{code}}）。しばらくしてから再度お試しください。',
  'error.captchaRestricted': '認証の試行回数が多すぎます。{{seconds}} 秒後に再度お試しください。',
  'error.captcha':
    '認証に失敗しました。もう一度お試しください。（コード：{{code}}、ロット番号：{{lotNumber}}）',
  'error.customerServiceDisabled': 'カスタマーサービスは有効になっていません。',
  'error.downloadDisabled': 'ダウンロードページは有効になっていません。',
  'error.withdrawPasswordRequired': '先に出金パスワードを設定してください。',
  'error.sessionExpired': 'セッションの有効期限が切れました。再度ログインしてください。',
  'error.thirdPartyLogin': 'ログインに失敗しました。お問い合わせください。',
  'error.facebookPermission': 'ログインに必要な権限が Facebook から許可されませんでした。',
  'error.loginTimeout': 'ログインがタイムアウトしました。もう一度お試しください。',

  'validation.required': '{{item}}を入力してください',
  'validation.username.length': 'ユーザー名は {{min}}～{{max}} 文字で入力してください',
  'validation.username.chars': 'ユーザー名には英字と数字のみ使用できます（{{min}}～{{max}} 文字）',
  'validation.password.length': 'パスワードは {{min}}～{{max}} 文字で入力してください',
  'validation.password.specialChar': '使用できない特殊文字が含まれています',
  'validation.password.mix': 'パスワードには英字・数字・記号のうち 2 種類以上を含めてください',
  'validation.password.uppercase': 'パスワードには大文字を含めてください',
  'validation.password.lowercase': 'パスワードには小文字を含めてください',
  'validation.password.digit': 'パスワードには数字を含めてください',
  'validation.password.special': 'パスワードには記号を含めてください',
  'validation.password.weak': 'パスワードの強度が低いです。アカウントを守るため変更してください。',
  'validation.email.format': '有効なメールアドレスを入力してください',
  'validation.email.length': 'メールアドレスは {{max}} 文字以内で入力してください',
  'validation.cpf': 'CPF は {{min}}～{{max}} 桁の数字で入力してください',
  'validation.payPassword': '出金パスワードは {{length}} 桁の数字で入力してください',
  'validation.amount': '小数点以下 {{decimals}} 桁までの金額を入力してください',
  'validation.alipay': 'Alipay アカウント：1 で始まる 11 桁の携帯番号、またはメールアドレス',
  'validation.phone': '電話番号は {{min}}～{{max}} 桁の数字で入力してください',
} as const satisfies PartialMessages;
