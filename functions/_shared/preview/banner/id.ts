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
  facts: {
    heading: 'Pratinjau angka-angka perusahaan, draf disimpan {savedAt}',
    unplaced: '{count} angka tidak tampil di halaman ini:',
    reasons: { shared: 'angka lain bernilai sama: tidak dapat dibedakan', notFound: 'nilai yang diterbitkan tidak ada di halaman ini' },
    figures: {
      foundedYear: 'Tahun berdiri',
      yearsOfExperience: 'Tahun pengalaman',
      companiesSupported: 'Perusahaan yang dibantu',
      visaCases: 'Kasus visa yang ditangani',
      employees: 'Karyawan',
      rentalManagements: 'Sewa yang dikelola',
      localExpertsPercent: 'Tenaga ahli lokal (%)',
      establishmentSuccessPercent: 'Tingkat keberhasilan pendirian (%)',
      responseHours: 'Waktu tanggapan (jam)',
      serviceAreas: 'Bidang layanan',
    },
  },
  pages: admin.pages.names,
};
