/** The footer's texts (also the contact labels, hours and reply promise of the home contact section and the contact page). */
import type { FooterContent } from './index.ts';

export const id: FooterContent = {
  description:
    'Sejak {year}, dari kantor kami di Jakarta, kami membantu perusahaan Korea dan perusahaan asing lainnya memasuki pasar Indonesia dan menjalankan usahanya di sini.',
  servicesHeading: 'Layanan',
  aboutHeading: 'Perusahaan',
  contactHeading: 'Kontak',
  addressLabel: 'Kantor pusat',
  phoneLabel: 'Telepon',
  emailLabel: 'Email',
  hours: 'Senin–Jumat 08.00–17.00 (Waktu Indonesia Barat, WIB)',
  hoursLabel: 'Jam kerja',
  weekendClosed: 'Sabtu dan Minggu tutup',
  response: 'Balasan dalam {hours} jam · Konsultasi awal gratis',
  officePhone: 'Kantor',
  mobilePhone: 'Seluler',
  messengerLabel: 'Pesan instan',
  whatsapp: 'WhatsApp',
  kakao: 'Kanal KakaoTalk',
  privacyPolicy: 'Kebijakan Privasi',
  copyright: '© {year} Nusantara Bridge Consulting. Hak cipta dilindungi undang-undang.',
};
