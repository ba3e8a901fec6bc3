/** The 404 page: its texts in this language ("Page Not Found" is the specification's literal text in every language). */
import type { NotFoundContent } from './index.ts';

export const id: NotFoundContent = {
  title: 'Page Not Found',
  heading: 'Halaman tidak ditemukan',
  text: 'Halaman yang Anda minta tidak tersedia atau alamatnya telah berubah. Silakan temukan informasi yang Anda cari melalui tautan di bawah ini.',
  home: 'Kembali ke beranda',
  contact: 'Hubungi kami',
};
