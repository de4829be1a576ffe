import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'បណ្តាញអស់ពេល។ សូមព្យាយាមម្តងទៀតពេលក្រោយ។ (លេខសំណើ: {{requestId}}, URL: {{url}}, ស្ថានភាព: {{status}}, ចំនួនព្យាយាមឡើងវិញ: {{retryCount}})',
  'error.system':
    'កំហុសប្រព័ន្ធ។ សូមព្យាយាមម្តងទៀតពេលក្រោយ។ (លេខសំណើ: {{requestId}}, URL: {{url}}, ស្ថានភាព: {{status}}, ចំនួនព្យាយាមឡើងវិញ: {{retryCount}})',
  'error.nonJson':
    'ម៉ាស៊ីនមេបានផ្ញើទិន្នន័យដែលមិនអាចអានបាន។ សូមព្យាយាមម្តងទៀតពេលក្រោយ។ (លេខសំណើ: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'សំណើបរាជ័យ (កូដ {{code}})។ សូមព្យាយាមម្តងទៀតពេលក្រោយ។',
  'error.captchaRestricted': 'ការផ្ទៀងផ្ទាត់ច្រើនដងពេក។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {{seconds}} វិនាទី។',
  'error.captcha': 'ការផ្ទៀងផ្ទាត់បរាជ័យ។ សូមព្យាយាមម្តងទៀត។ (កូដ: {{code}}, លេខឡូត៍: {{lotNumber}})',
  'error.customerServiceDisabled': 'សេវាបម្រើអតិថិជនមិនទាន់បានបើកទេ។',
  'error.downloadDisabled': 'ទំព័រទាញយកមិនទាន់បានបើកទេ។',
  'error.withdrawPasswordRequired': 'សូមកំណត់ពាក្យសម្ងាត់ដកប្រាក់ជាមុនសិន។',
  'error.sessionExpired': 'វគ្គរបស់អ្នកបានផុតកំណត់។ សូមចូលម្តងទៀត។',
  'error.thirdPartyLogin': 'ការចូលបរាជ័យ។ សូមទាក់ទងមកយើងដើម្បីទទួលជំនួយ។',
  'error.facebookPermission': 'Facebook មិនបានផ្តល់សិទ្ធិដែលត្រូវការសម្រាប់ការចូលទេ។',
  'error.loginTimeout': 'ការចូលអស់ពេល។ សូមព្យាយាមម្តងទៀត។',

  'validation.required': 'ត្រូវការ{{item}}',
  'validation.username.length': 'ឈ្មោះអ្នកប្រើត្រូវមាន {{min}}-{{max}} តួអក្សរ',
  'validation.username.chars': 'ឈ្មោះអ្នកប្រើអាចមានតែអក្សរ និងលេខប៉ុណ្ណោះ ({{min}}-{{max}} តួអក្សរ)',
  'validation.password.length': 'ពាក្យសម្ងាត់ត្រូវមាន {{min}}-{{max}} តួអក្សរ',
  'validation.password.specialChar': 'មិនអនុញ្ញាតតួអក្សរពិសេស',
  'validation.password.mix': 'ពាក្យសម្ងាត់ត្រូវផ្សំយ៉ាងហោចណាស់ពីរប្រភេទក្នុងចំណោមអក្សរ លេខ និងនិមិត្តសញ្ញា',
  'validation.password.uppercase': 'ពាក្យសម្ងាត់ត្រូវមានអក្សរធំ',
  'validation.password.lowercase': 'ពាក្យសម្ងាត់ត្រូវមានអក្សរតូច',
  'validation.password.digit': 'ពាក្យសម្ងាត់ត្រូវមានលេខ',
  'validation.password.special': 'ពាក្យសម្ងាត់ត្រូវមាននិមិត្តសញ្ញា',
  'validation.password.weak': 'ពាក្យសម្ងាត់របស់អ្នកខ្សោយ។ សូមប្តូរវាដើម្បីការពារគណនីរបស់អ្នក។',
  'validation.email.format': 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលដែលត្រឹមត្រូវ',
  'validation.email.length': 'អាសយដ្ឋានអ៊ីមែលមិនអាចលើសពី {{max}} តួអក្សរ',
  'validation.cpf': 'CPF ត្រូវមាន {{min}}-{{max}} ខ្ទង់',
  'validation.payPassword': 'ពាក្យសម្ងាត់ដកប្រាក់ត្រូវមាន {{length}} ខ្ទង់',
  'validation.amount': 'សូមបញ្ចូលចំនួនទឹកប្រាក់ដែលមានខ្ទង់ទសភាគមិនលើសពី {{decimals}}',
  'validation.alipay': 'គណនី Alipay: លេខទូរស័ព្ទ 11 ខ្ទង់ដែលចាប់ផ្តើមដោយ 1 ឬអាសយដ្ឋានអ៊ីមែល',
  'validation.phone': 'លេខទូរស័ព្ទត្រូវមាន {{min}}-{{max}} ខ្ទង់',
} as const satisfies PartialMessages;
