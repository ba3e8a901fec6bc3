import type { FaqContent } from './index.ts';

export const id: FaqContent = {
  hero: {
    eyebrow: 'Dukungan',
    title: 'Pertanyaan yang sering diajukan',
    description: 'Jawaban atas pertanyaan yang paling sering diajukan klien tentang pendirian perusahaan, SDM, visa, dan properti.',
  },
  tablistLabel: 'Kategori FAQ',
  categories: { corporation: 'Badan usaha', hr: 'SDM', visa: 'Visa', realestate: 'Properti', general: 'Umum', investment: 'Investasi', legal: 'Hukum' },
  loading: 'Memuat FAQ...',
  empty: { title: 'Tidak ada FAQ terkait', hint: 'Silakan pilih kategori lain atau hubungi tim konsultasi kami secara langsung.' },
  koreanOnly: 'Hanya tersedia dalam bahasa Korea',
  cta: { title: 'Belum menemukan jawaban?', text: 'Konsultan kami membalas dalam {hours} jam. Konsultasi awal tidak dipungut biaya.', primary: 'Ajukan konsultasi', secondary: 'Lihat layanan' },
};
