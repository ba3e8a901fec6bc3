import type { MarketingContent } from './index.ts';
import { ko } from './ko.ts';

export const id: MarketingContent = {
  figures: ko.figures,
  hero: {
    eyebrow: 'Pemasaran dan branding',
    lead: 'Konsumen Indonesia mengenal merek melalui ponsel dan media sosial, serta merespons pesan yang menghormati keyakinan dan budaya mereka. Tim lokal kami merancang dan menjalankan semuanya, mulai dari lokalisasi merek hingga kampanye digital dan pengelolaan e-commerce.',
    consult: 'Ajukan konsultasi pemasaran',
    platforms: 'Lihat pengguna platform',
    stats: [
      { value: '{years} tahun', label: 'Pengalaman di Indonesia' },
      { value: '{companies}+', label: 'Perusahaan yang didampingi' },
      { value: '{platformCount}', label: 'Platform utama yang kami kelola' },
    ],
  },
  services: {
    eyebrow: 'Layanan',
    title: 'Lima layanan pemasaran',
    intro: 'Dari riset pasar hingga pelaksanaan kampanye dan laporan kinerja: mulailah dengan layanan yang Anda perlukan saja.',
    items: [
      {
        title: 'Lokalisasi merek',
        text: 'Kami menyesuaikan nama merek, slogan, dan kemasan dengan bahasa serta selera lokal, dan memeriksa persyaratan label halal dan BPOM.',
        features: ['Riset pasar dan pesaing', 'Lokalisasi nama dan pesan', 'Tinjauan kemasan dan label'],
      },
      {
        title: 'Pemasaran media sosial',
        text: 'Kami mengelola kanal Instagram, TikTok, dan YouTube Anda dengan konten berbahasa Indonesia serta membina komunitasnya.',
        features: ['Perencanaan dan produksi konten', 'Pengelolaan kanal dan komentar', 'Laporan kinerja bulanan'],
      },
      {
        title: 'Pemasaran influencer (KOL)',
        text: 'Kami mencarikan influencer lokal yang sesuai dengan sektor dan anggaran Anda, menjalankan kampanye, dan mengukur hasilnya.',
        features: ['Pemilihan dan kontrak KOL', 'Pengelolaan kampanye', 'Analisis jangkauan dan konversi'],
      },
      {
        title: 'Iklan performa dan e-commerce',
        text: 'Kami memadukan iklan Meta, Google, dan TikTok dengan toko di marketplace seperti Shopee untuk mengubah perhatian menjadi penjualan.',
        features: ['Penayangan dan optimasi iklan', 'Pendaftaran dan pengelolaan toko marketplace', 'Promosi musim Ramadan'],
      },
      {
        title: 'PR dan acara',
        text: 'Liputan media lokal, acara peluncuran produk, dan keikutsertaan dalam pameran membangun kepercayaan terhadap merek Anda.',
        features: ['Siaran pers dan hubungan media', 'Acara peluncuran dan toko pop-up', 'Dukungan keikutsertaan pameran'],
      },
    ],
    helpTitle: 'Belum tahu harus mulai dari mana?',
    helpText: 'Sampaikan produk dan anggaran Anda, dan kami akan terlebih dahulu mengusulkan kombinasi kanal yang paling efektif.',
    helpCta: 'Konsultasikan pemasaran Anda',
  },
  platforms: {
    eyebrow: 'Platform digital',
    title: 'Pengguna platform utama di Indonesia',
    intro: 'Enam platform yang paling banyak digunakan konsumen Indonesia. Setiap platform memiliki pengguna dan peran yang berbeda, sehingga kami memadukannya sesuai tujuan Anda.',
    caption: 'Jumlah pengguna aktif dan profil pengguna platform digital utama di Indonesia',
    columns: { platform: 'Platform', users: 'Pengguna aktif (juta)', demographic: 'Pengguna utama dan perannya' },
    items: [
      { name: 'Instagram', users: 89.2, demographic: 'Didominasi pengguna perkotaan berusia 18–34 tahun. Kanal utama bagi merek kecantikan, fesyen, serta makanan dan minuman.' },
      { name: 'Facebook', users: 128.1, demographic: 'Pengguna yang luas, berusia 25 tahun ke atas hingga kota-kota kecil. Grup komunitas dan Marketplace sangat aktif.' },
      { name: 'TikTok', users: 99.1, demographic: 'Tumbuh pesat, dimotori Gen Z. Video pendek dan live shopping langsung mendorong pembelian.' },
      { name: 'YouTube', users: 139.4, demographic: 'Platform video terbesar yang digunakan semua kelompok usia. Unggul untuk ulasan produk dan konten tutorial.' },
      { name: 'WhatsApp', users: 169.8, demographic: 'Aplikasi pesan yang paling banyak digunakan. Kanal utama untuk layanan pelanggan, pemesanan, dan pengingat pembelian ulang.' },
      { name: 'Shopee', users: 93.4, demographic: 'Marketplace e-commerce terdepan. Gratis ongkir dan hari belanja rutin seperti 11.11 mendorong pembelian.' },
    ],
    note: 'Jumlah pengguna merupakan perkiraan berdasarkan laporan industri dan dapat berbeda menurut metode penghitungannya.',
  },
  cases: {
    eyebrow: 'Studi kasus',
    title: 'Contoh pemasaran lokal',
    labels: { challenge: 'Tantangan', solution: 'Solusi', result: 'Hasil' },
    items: [
      {
        company: 'Merek kosmetik Korea A',
        industry: 'Kecantikan',
        challenge: 'Meluncurkan lini produk bersertifikat halal tanpa pengenalan merek sama sekali.',
        solution: 'Kami menata ulang merek dengan pesan yang juga menyapa konsumen berhijab, lalu menjalankan kampanye TikTok dan Instagram bersama {caseAInfluencers} influencer kecantikan lokal.',
        result: 'Dalam {caseAMonths} bulan, merek ini masuk {caseARank} besar kategorinya di Shopee dan penjualan daring naik {caseAGrowth} kali lipat.',
      },
      {
        company: 'Waralaba restoran Korea B',
        industry: 'Makanan dan minuman',
        challenge: 'Memperkenalkan menu yang masih asing bagi konsumen lokal menjelang pembukaan gerai pertama di Jakarta.',
        solution: 'Kami membuat paket buka puasa selama Ramadan dan kanal reservasi WhatsApp, serta mengaitkan acara pembukaan dengan liputan media.',
        result: 'Lebih dari {caseBReservations} reservasi pada bulan pertama dan {caseBStores} gerai dalam satu tahun.',
      },
      {
        company: 'Produsen komponen elektronik Korea C',
        industry: 'Manufaktur B2B',
        challenge: 'Belum memiliki kanal untuk menjangkau pembeli dan mitra distribusi lokal.',
        solution: 'Kami menjalankan kampanye penjaringan prospek yang memadukan situs web berbahasa Indonesia, konten LinkedIn, dan keikutsertaan dalam pameran industri di Jakarta.',
        result: '{caseCInquiries} permintaan dari calon pembeli dalam satu tahun dan kontrak dengan {caseCPartners} distributor lokal.',
      },
    ],
  },
  culture: {
    eyebrow: 'Budaya dan konsumsi',
    title: 'Kunci memahami konsumen Indonesia',
    intro: 'Negara berpenduduk terbesar keempat di dunia dengan populasi Muslim terbesar di dunia. Keyakinan, hari raya, dan daerah sangat memengaruhi pola belanja.',
    stats: [
      { value: '{population} jiwa', label: 'Jumlah penduduk' },
      { value: '{islamPercent}%', label: 'Penduduk beragama Islam' },
    ],
    notes: [
      { title: 'Halal adalah syarat dasar', text: 'Sertifikasi halal kini wajib bagi makanan dan minuman dan diperluas ke kosmetik serta barang kebutuhan rumah tangga. Pastikan sertifikasi dan label sebelum peluncuran.' },
      { title: 'Puncak Ramadan dan Lebaran', text: 'Bulan Ramadan dan hari-hari menjelang Lebaran (Idulfitri) adalah musim belanja terbesar dalam setahun. Karyawan menerima tunjangan hari raya (THR), sehingga kampanye disiapkan dua bulan sebelumnya.' },
      { title: 'Mengutamakan seluler', text: 'Sebagian besar perjalanan pembelian dimulai dan berakhir di ponsel. Kami merancang video vertikal, live shopping, dan pembayaran dompet digital sejak awal.' },
      { title: 'Konten berbahasa Indonesia', text: 'Konten berbahasa Indonesia mendapat respons lebih baik daripada bahasa Inggris. Nada yang akrab namun tetap santun paling efektif.' },
      { title: 'Beragam pasar dalam satu negara', text: 'Jawa, Sumatra, Bali, dan kawasan timur berbeda dalam pendapatan dan selera. Kami menguji konsep di Jakarta, lalu memperluasnya per daerah.' },
      { title: 'Rekomendasi keluarga dan komunitas', text: 'Rekomendasi keluarga dan kerabat sangat memengaruhi keputusan membeli. Ulasan, promosi dari mulut ke mulut, dan kegiatan komunitas sangat penting.' },
    ],
  },
  back: 'Kembali ke semua layanan',
  cta: {
    title: 'Mulai pemasaran yang sesuai dengan pasar Indonesia',
    text: 'Sampaikan produk dan target Anda, dan dalam {responseHours} jam kami akan mengusulkan strategi kanal beserta kisaran anggarannya.',
    primary: 'Hubungi kami',
    secondary: 'Semua layanan',
  },
};
