import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'เครือข่ายหมดเวลา โปรดลองอีกครั้งภายหลัง (รหัสคำขอ: {{requestId}}, URL: {{url}}, สถานะ: {{status}}, ลองใหม่: {{retryCount}} ครั้ง)',
  'error.system':
    'ระบบขัดข้อง โปรดลองอีกครั้งภายหลัง (รหัสคำขอ: {{requestId}}, URL: {{url}}, สถานะ: {{status}}, ลองใหม่: {{retryCount}} ครั้ง)',
  'error.nonJson': 'เซิร์ฟเวอร์ส่งข้อมูลที่อ่านไม่ได้ โปรดลองอีกครั้งภายหลัง (รหัสคำขอ: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'คำขอล้มเหลว (รหัส {{code}}) โปรดลองอีกครั้งภายหลัง',
  'error.captchaRestricted': 'ยืนยันตัวตนบ่อยเกินไป โปรดลองอีกครั้งใน {{seconds}} วินาที',
  'error.captcha': 'การยืนยันล้มเหลว โปรดลองอีกครั้ง (รหัส: {{code}}, หมายเลขล็อต: {{lotNumber}})',
  'error.customerServiceDisabled': 'ยังไม่ได้เปิดใช้งานฝ่ายบริการลูกค้า',
  'error.downloadDisabled': 'ยังไม่ได้เปิดใช้งานหน้าดาวน์โหลด',
  'error.withdrawPasswordRequired': 'โปรดตั้งรหัสผ่านถอนเงินก่อน',
  'error.sessionExpired': 'เซสชันหมดอายุแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
  'error.thirdPartyLogin': 'เข้าสู่ระบบไม่สำเร็จ โปรดติดต่อเราเพื่อขอความช่วยเหลือ',
  'error.facebookPermission': 'Facebook ไม่ได้ให้สิทธิ์ที่จำเป็นสำหรับการเข้าสู่ระบบ',
  'error.loginTimeout': 'การเข้าสู่ระบบหมดเวลา โปรดลองอีกครั้ง',

  'validation.required': 'โปรดกรอก{{item}}',
  'validation.username.length': 'ชื่อผู้ใช้ต้องมี {{min}}-{{max}} ตัวอักษร',
  'validation.username.chars': 'ชื่อผู้ใช้ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษและตัวเลข ({{min}}-{{max}} ตัวอักษร)',
  'validation.password.length': 'รหัสผ่านต้องมี {{min}}-{{max}} ตัวอักษร',
  'validation.password.specialChar': 'ไม่อนุญาตให้ใช้อักขระพิเศษนี้',
  'validation.password.mix': 'รหัสผ่านต้องผสมอย่างน้อยสองประเภทจากตัวอักษร ตัวเลข และสัญลักษณ์',
  'validation.password.uppercase': 'รหัสผ่านต้องมีตัวพิมพ์ใหญ่',
  'validation.password.lowercase': 'รหัสผ่านต้องมีตัวพิมพ์เล็ก',
  'validation.password.digit': 'รหัสผ่านต้องมีตัวเลข',
  'validation.password.special': 'รหัสผ่านต้องมีสัญลักษณ์',
  'validation.password.weak': 'รหัสผ่านของคุณคาดเดาง่าย โปรดเปลี่ยนเพื่อความปลอดภัยของบัญชี',
  'validation.email.format': 'โปรดกรอกอีเมลที่ถูกต้อง',
  'validation.email.length': 'อีเมลต้องมีไม่เกิน {{max}} ตัวอักษร',
  'validation.cpf': 'CPF ต้องเป็นตัวเลข {{min}}-{{max}} หลัก',
  'validation.payPassword': 'รหัสผ่านถอนเงินต้องเป็นตัวเลข {{length}} หลัก',
  'validation.amount': 'โปรดกรอกจำนวนเงินที่มีทศนิยมไม่เกิน {{decimals}} ตำแหน่ง',
  'validation.alipay': 'บัญชี Alipay: เบอร์มือถือ 11 หลักที่ขึ้นต้นด้วย 1 หรืออีเมล',
  'validation.phone': 'หมายเลขโทรศัพท์ต้องเป็นตัวเลข {{min}}-{{max}} หลัก',
} as const satisfies PartialMessages;
