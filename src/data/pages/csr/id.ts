import type { CsrContent } from './index.ts';

export const id: CsrContent = {
  hero: {
    eyebrow: 'Tentang Kami',
    title: 'Kisah Kami',
    description: 'Dari kisah pendirian hingga kontribusi sosial, lokalisasi, dan kemitraan: perjalanan Nusantara Bridge Consulting.',
  },
  filterLabel: 'Saring menurut kategori',
  all: 'Semua',
  listTitle: 'Daftar kisah',
  views: 'Dilihat {count} kali',
  readMore: 'Selengkapnya',
  loading: 'Memuat kisah...',
  empty: { title: 'Belum ada tulisan', text: 'Belum ada kisah dalam kategori yang Anda pilih.' },
  koreanOnly: 'Hanya tersedia dalam bahasa Korea',
  pager: { label: 'Halaman daftar cerita', previous: 'Sebelumnya', next: 'Berikutnya', page: 'Halaman {page}' },
  paged: '{name} (halaman {page})',
  more: 'Tampilkan cerita lainnya',
  detail: {
    back: 'Kembali ke Kisah Kami',
    summary: 'Ringkasan',
    published: 'Diterbitkan',
    lastModified: 'Terakhir diubah',
    backToList: 'Kembali ke daftar',
    contact: 'Ajukan konsultasi',
    loadingTitle: 'Memuat kisah...',
    notFoundTitle: 'Tulisan tidak ditemukan',
    notFoundText: 'Tulisan CSR yang Anda minta tidak ada atau telah dihapus.',
  },
};
