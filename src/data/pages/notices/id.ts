import type { NoticesContent } from './index.ts';

export const id: NoticesContent = {
  hero: {
    eyebrow: 'Kabar terbaru',
    title: 'Pengumuman',
    description: 'Perubahan peraturan hukum, ketenagakerjaan, visa, dan investasi di Indonesia, serta kabar dari perusahaan kami.',
    stats: {
      notices: 'Pengumuman terbit',
      categories: 9,
      categoriesLabel: 'Kategori informasi',
      updates: 'Mingguan',
      updatesLabel: 'Pembaruan rutin',
      emergencyHours: 24,
      emergency: '{hours} jam',
      emergencyLabel: 'Dukungan darurat',
    },
  },
  listTitle: 'Semua pengumuman',
  categories: { all: 'Semua', announcement: 'Pengumuman', legal: 'Hukum', labor: 'Ketenagakerjaan', visa: 'Visa', investment: 'Investasi', tax: 'Pajak', report: 'Laporan', realEstate: 'Properti' },
  pinned: 'Disematkan',
  important: 'Penting',
  author: 'Penulis',
  views: 'Dilihat',
  date: 'Tanggal',
  readMore: 'Baca selengkapnya',
  collapse: 'Tutup',
  loading: 'Memuat pengumuman...',
  empty: 'Belum ada pengumuman.',
  koreanOnly: 'Hanya tersedia dalam bahasa Korea',
  contact: { title: 'Ada pertanyaan?', text: 'Tim konsultasi kami menjawab pertanyaan terkait pengumuman ini dalam 24 jam.', primary: 'Ajukan konsultasi', secondary: 'FAQ' },
};
