import { adminId as admin } from '#data/admin/app/id.ts';
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
  pages: admin.pages.names,
};
