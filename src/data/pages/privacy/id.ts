/** The privacy policy, shown in the dialog the footer opens on every page. */
import type { PrivacyContent } from './index.ts';

export const id: PrivacyContent = {
  title: 'Kebijakan Privasi',
  intro:
    'Nusantara Bridge Consulting (selanjutnya disebut “Perusahaan”) memproses data pribadi yang diterima melalui permintaan konsultasi sebagaimana diuraikan di bawah ini.',
  close: 'Tutup',
  effective: 'Tanggal berlaku: 27 November 2026',
  sections: [
    {
      heading: '1. Tujuan pemrosesan data pribadi',
      body: 'Perusahaan memproses data pribadi untuk menerima permohonan konsultasi, melaksanakan dan menanggapi konsultasi, serta membuat dan melaksanakan perjanjian. Data pribadi tidak digunakan untuk tujuan lain di luar tujuan tersebut.',
    },
    {
      heading: '2. Data pribadi yang dikumpulkan',
      body: 'Wajib: nama, nama perusahaan, alamat email, nomor telepon, dan layanan yang diminati. Opsional: kisaran anggaran dan isi pertanyaan. Dikumpulkan secara otomatis: tanggal dan waktu pengiriman, halaman tempat Anda pertama kali masuk ke situs dan alamat situs yang menautkannya, serta tag UTM dari tautan iklan atau kampanye (tanpa cookie; hanya dikirim bersama pertanyaan Anda).',
    },
    {
      heading: '3. Jangka waktu penyimpanan dan penggunaan',
      body: 'Catatan terkait kontrak disimpan selama 5 tahun setelah kontrak berakhir, catatan perpajakan selama 10 tahun, dan catatan konsultasi umum selama 3 tahun, kemudian dimusnahkan tanpa penundaan. Apabila Anda menarik persetujuan, data Anda akan segera dihapus.',
    },
    {
      heading: '4. Pemberian data pribadi kepada pihak ketiga',
      body: 'Perusahaan tidak memberikan data pribadi kepada pihak ketiga tanpa persetujuan subjek data atau dasar hukum yang sah.',
    },
    {
      heading: '5. Pemrosesan oleh pihak lain atas nama Perusahaan',
      body: 'Perusahaan menyerahkan hosting situs web dan pengelolaan basis data kepada penyedia jasa profesional. Melalui perjanjian, Perusahaan mewajibkan penyedia tersebut menjaga keamanan data pribadi dan mengawasi pelaksanaannya.',
    },
    {
      heading: '6. Hak subjek data dan cara menggunakannya',
      body: 'Anda dapat sewaktu-waktu meminta akses, perbaikan, penghapusan, atau penghentian pemrosesan data pribadi Anda, serta menarik persetujuan. Kirimkan permintaan Anda melalui email kepada pejabat pelindungan data pribadi di bawah ini, dan kami akan segera menindaklanjutinya.',
    },
    {
      heading: '7. Pejabat pelindungan data pribadi',
      body: 'Pejabat pelindungan data pribadi: Kepala Tim Dukungan Manajemen. Pejabat tersebut dapat dihubungi melalui alamat email dan nomor telepon yang tercantum di bagian bawah halaman ini.',
    },
    {
      heading: '8. Statistik kunjungan tanpa cookie',
      body: 'Untuk memperbaiki situs web, Perusahaan menghitung kunjungan tanpa cookie atau pengenal apa pun yang disimpan di peramban Anda. Yang dihitung adalah halaman yang dikunjungi beserta bahasanya, situs yang menautkan ke halaman tersebut (hanya domainnya), parameter UTM dari tautan iklan dan kampanye, golongan ukuran layar (ponsel, tablet, atau desktop), negara sebagaimana ditunjukkan oleh jaringan Anda, kata yang diketik di pencarian situs beserta ada atau tidaknya hasil, halaman yang tidak ditemukan (404) beserta halaman yang menautkannya, serta apakah formulir konsultasi mulai diisi. Agar setiap pengunjung hanya dihitung sekali sehari, Perusahaan memakai hash dari alamat IP dan informasi peramban yang digabungkan dengan nilai acak yang dibuat baru setiap hari; paling lambat satu jam setelah hari itu berakhir (waktu Jakarta), hash tersebut dihapus bersama nilai acaknya sehingga tidak dapat dihitung ulang ataupun dikaitkan dengan kunjungan pada hari lain. Alamat IP dan informasi peramban itu sendiri tidak pernah disimpan. Kunjungan dari peramban yang mengirim sinyal Global Privacy Control atau Do Not Track, robot mesin pencari, dan staf Perusahaan yang sedang masuk (login) tidak dihitung. Yang tersisa hanyalah jumlah harian (pengunjung dan tayangan halaman per halaman, bahasa, sumber, negara, dan perangkat) yang tidak dapat mengidentifikasi siapa pun dan disimpan tanpa batas waktu.',
    },
    {
      heading: '9. Perubahan kebijakan privasi',
      body: 'Kebijakan ini berlaku sejak 1 Januari 2025. Setiap perubahan akan diumumkan melalui halaman Pengumuman di situs web ini paling lambat 7 hari sebelum berlaku.',
    },
  ],
};
