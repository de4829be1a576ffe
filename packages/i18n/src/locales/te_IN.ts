import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'నెట్‌వర్క్ సమయం ముగిసింది. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి. (అభ్యర్థన ID: {{requestId}}, URL: {{url}}, స్థితి: {{status}}, పునఃప్రయత్నాలు: {{retryCount}})',
  'error.system':
    'సిస్టమ్ లోపం. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి. (అభ్యర్థన ID: {{requestId}}, URL: {{url}}, స్థితి: {{status}}, పునఃప్రయత్నాలు: {{retryCount}})',
  'error.nonJson': 'సర్వర్ చదవలేని డేటాను పంపింది. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి. (అభ్యర్థన ID: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'అభ్యర్థన విఫలమైంది (కోడ్ {{code}}). దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',
  'error.captchaRestricted': 'ధృవీకరణ ప్రయత్నాలు చాలా ఎక్కువయ్యాయి. దయచేసి {{seconds}} సెకన్ల తర్వాత మళ్లీ ప్రయత్నించండి.',
  'error.captcha': 'ధృవీకరణ విఫలమైంది. దయచేసి మళ్లీ ప్రయత్నించండి. (కోడ్: {{code}}, లాట్ నంబర్: {{lotNumber}})',
  'error.customerServiceDisabled': 'కస్టమర్ సర్వీస్ ప్రారంభించబడలేదు.',
  'error.downloadDisabled': 'డౌన్‌లోడ్ పేజీ ప్రారంభించబడలేదు.',
  'error.withdrawPasswordRequired': 'దయచేసి ముందుగా ఉపసంహరణ పాస్‌వర్డ్‌ను సెట్ చేయండి.',
  'error.sessionExpired': 'మీ సెషన్ గడువు ముగిసింది. దయచేసి మళ్లీ లాగిన్ చేయండి.',
  'error.thirdPartyLogin': 'సైన్ ఇన్ విఫలమైంది. సహాయం కోసం మమ్మల్ని సంప్రదించండి.',
  'error.facebookPermission': 'సైన్ ఇన్‌కు అవసరమైన అనుమతులను Facebook ఇవ్వలేదు.',
  'error.loginTimeout': 'సైన్ ఇన్ సమయం ముగిసింది. దయచేసి మళ్లీ ప్రయత్నించండి.',

  'validation.required': '{{item}} అవసరం',
  'validation.username.length': 'వినియోగదారు పేరు {{min}}-{{max}} అక్షరాలు ఉండాలి',
  'validation.username.chars': 'వినియోగదారు పేరులో అక్షరాలు మరియు అంకెలు మాత్రమే ఉండాలి ({{min}}-{{max}} అక్షరాలు)',
  'validation.password.length': 'పాస్‌వర్డ్ {{min}}-{{max}} అక్షరాలు ఉండాలి',
  'validation.password.specialChar': 'ప్రత్యేక అక్షరానికి అనుమతి లేదు',
  'validation.password.mix': 'పాస్‌వర్డ్‌లో అక్షరాలు, అంకెలు, చిహ్నాలలో కనీసం రెండు రకాలు ఉండాలి',
  'validation.password.uppercase': 'పాస్‌వర్డ్‌లో ఒక పెద్ద అక్షరం ఉండాలి',
  'validation.password.lowercase': 'పాస్‌వర్డ్‌లో ఒక చిన్న అక్షరం ఉండాలి',
  'validation.password.digit': 'పాస్‌వర్డ్‌లో ఒక అంకె ఉండాలి',
  'validation.password.special': 'పాస్‌వర్డ్‌లో ఒక చిహ్నం ఉండాలి',
  'validation.password.weak': 'మీ పాస్‌వర్డ్ బలహీనంగా ఉంది. మీ ఖాతా భద్రత కోసం దాన్ని మార్చండి.',
  'validation.email.format': 'దయచేసి చెల్లుబాటు అయ్యే ఇమెయిల్ చిరునామాను నమోదు చేయండి',
  'validation.email.length': 'ఇమెయిల్ చిరునామా గరిష్ఠంగా {{max}} అక్షరాలు ఉండవచ్చు',
  'validation.cpf': 'CPF {{min}}-{{max}} అంకెలు ఉండాలి',
  'validation.payPassword': 'ఉపసంహరణ పాస్‌వర్డ్ {{length}} అంకెలు ఉండాలి',
  'validation.amount': 'దయచేసి గరిష్ఠంగా {{decimals}} దశాంశ స్థానాలతో మొత్తాన్ని నమోదు చేయండి',
  'validation.alipay': 'Alipay ఖాతా: 1తో ప్రారంభమయ్యే 11 అంకెల మొబైల్ నంబర్ లేదా ఇమెయిల్ చిరునామా',
  'validation.phone': 'ఫోన్ నంబర్ {{min}}-{{max}} అంకెలు ఉండాలి',
} as const satisfies PartialMessages;
