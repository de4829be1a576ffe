import type { PartialMessages } from '../keys';

export const messages = {
  'error.timeout':
    'Waktu jaringan habis. Silakan coba lagi nanti. (ID permintaan: {{requestId}}, URL: {{url}}, status: {{status}}, percobaan ulang: {{retryCount}})',
  'error.system':
    'Kesalahan sistem. Silakan coba lagi nanti. (ID permintaan: {{requestId}}, URL: {{url}}, status: {{status}}, percobaan ulang: {{retryCount}})',
  'error.nonJson':
    'Server mengirim data yang tidak dapat dibaca. Silakan coba lagi nanti. (ID permintaan: {{requestId}}, URL: {{url}})',
  'error.requestFailed': 'Permintaan gagal (kode {{code}}). Silakan coba lagi nanti.',
  'error.captchaRestricted':
    'Terlalu banyak percobaan verifikasi. Silakan coba lagi dalam {{seconds}} detik.',
  'error.captcha': 'Verifikasi gagal. Silakan coba lagi. (Kode: {{code}}, nomor lot: {{lotNumber}})',
  'error.customerServiceDisabled': 'Layanan pelanggan belum diaktifkan.',
  'error.downloadDisabled': 'Halaman unduhan belum diaktifkan.',
  'error.withdrawPasswordRequired': 'Silakan atur kata sandi penarikan terlebih dahulu.',
  'error.sessionExpired': 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  'error.thirdPartyLogin': 'Gagal masuk. Silakan hubungi kami untuk bantuan.',
  'error.facebookPermission': 'Facebook tidak memberikan izin yang diperlukan untuk masuk.',
  'error.loginTimeout': 'Waktu masuk habis. Silakan coba lagi.',

  'validation.required': '{{item}} wajib diisi',
  'validation.username.length': 'Nama pengguna harus {{min}}-{{max}} karakter',
  'validation.username.chars': 'Nama pengguna hanya boleh berisi huruf dan angka ({{min}}-{{max}} karakter)',
  'validation.password.length': 'Kata sandi harus {{min}}-{{max}} karakter',
  'validation.password.specialChar': 'Karakter khusus tidak diizinkan',
  'validation.password.mix': 'Kata sandi harus menggabungkan minimal dua jenis: huruf, angka, dan simbol',
  'validation.password.uppercase': 'Kata sandi harus berisi huruf besar',
  'validation.password.lowercase': 'Kata sandi harus berisi huruf kecil',
  'validation.password.digit': 'Kata sandi harus berisi angka',
  'validation.password.special': 'Kata sandi harus berisi simbol',
  'validation.password.weak': 'Kata sandi Anda lemah. Silakan ubah untuk melindungi akun Anda.',
  'validation.email.format': 'Silakan masukkan alamat email yang valid',
  'validation.email.length': 'Alamat email maksimal {{max}} karakter',
  'validation.cpf': 'CPF harus {{min}}-{{max}} digit',
  'validation.payPassword': 'Kata sandi penarikan harus {{length}} digit',
  'validation.amount': 'Silakan masukkan jumlah dengan maksimal {{decimals}} angka desimal',
  'validation.alipay': 'Akun Alipay: nomor ponsel 11 digit yang diawali 1, atau alamat email',
  'validation.phone': 'Nomor telepon harus {{min}}-{{max}} digit',
} as const satisfies PartialMessages;
