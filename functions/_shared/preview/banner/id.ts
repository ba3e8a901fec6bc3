import type { PreviewBannerStrings } from './index.ts';

export const id: PreviewBannerStrings = {
  heading: 'Pratinjau draf yang belum diterbitkan — {page}, {language}, disimpan {savedAt}',
  unplaced: '{count} perubahan yang tidak dapat ditampilkan pratinjau ini:',
  reasons: {
    added: 'baris ditambahkan',
    removed: 'baris dihapus',
    notText: 'gambar, tautan, atau angka',
    notFound: 'teks tidak ditemukan di halaman yang diterbitkan',
    shared: 'teks sama dengan kolom lain: tidak dapat dibedakan',
  },
  pages: {
    home: 'Beranda',
    services: 'Ikhtisar layanan',
    'service-establishment': 'Layanan: pendirian perusahaan',
    'service-hr': 'Layanan: SDM dan ketenagakerjaan',
    'service-investment': 'Layanan: investasi',
    'service-marketing': 'Layanan: pemasaran',
    'service-realestate': 'Layanan: properti',
    'service-visa': 'Layanan: visa',
    about: 'Tentang kami',
    csr: 'CSR',
    faq: 'FAQ',
    notices: 'Pengumuman',
    contact: 'Kontak',
    inquiry: 'Formulir konsultasi dan email konfirmasi',
    footer: 'Footer',
    privacy: 'Kebijakan privasi',
    'not-found': 'Halaman 404',
  },
};
