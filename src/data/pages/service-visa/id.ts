import type { VisaContent } from './index.ts';
import { ko } from './ko.ts';

export const id: VisaContent = {
  figures: ko.figures,
  hero: {
    eyebrow: 'Visa dan izin tinggal',
    lead: 'Mulai dari perjalanan bisnis singkat hingga penugasan jangka panjang dan izin tinggal tetap, kami memilihkan visa yang sesuai dengan tujuan tinggal Anda serta mengurus dokumen, permohonan, dan setiap perpanjangannya.',
    consult: 'Jadwalkan konsultasi gratis',
    call: 'Telepon {phone}',
    stats: [
      { value: '{visaCases}+', label: 'Permohonan visa yang ditangani' },
      { value: '{years} tahun', label: 'Pengalaman di Indonesia' },
      { value: '{visaTypes}', label: 'Jenis visa dan izin tinggal' },
    ],
  },
  guide: {
    eyebrow: 'Jenis visa',
    title: 'Pilih visa yang sesuai dengan tujuan Anda',
    intro: 'Visa dan izin tinggal di Indonesia dibedakan menurut tujuan dan lama kunjungan. Pilih salah satu jenis untuk melihat cara memperolehnya, masa berlaku, dan ketentuan perpanjangannya.',
    tablistLabel: 'Jenis visa',
    columns: { type: 'Jenis', method: 'Cara memperoleh', validity: 'Masa berlaku', extension: 'Perpanjangan', remarks: 'Keterangan' },
    requirementsTitle: 'Dokumen utama',
    tabs: [
      {
        name: 'Visa kedatangan',
        title: 'Visa Kunjungan Saat Kedatangan (VOA)',
        description:
          'Untuk kunjungan singkat ke Indonesia dalam rangka wisata, rapat dan negosiasi bisnis, tugas pemerintahan, atau transit. Warga negara yang memenuhi syarat, termasuk Korea, dapat memperolehnya di bandara kedatangan atau mengajukannya secara daring sebelum berangkat (e-VOA). Visa ini tidak dapat digunakan untuk bekerja atau kegiatan yang menghasilkan pendapatan.',
        caption: 'Jenis VOA: cara memperoleh, masa berlaku, dan perpanjangan',
        rows: [
          {
            type: 'VOA (diterbitkan di bandara)',
            code: 'B1',
            method: 'Diajukan di loket VOA bandara atau pelabuhan kedatangan, biaya dibayar di tempat',
            validity: '{voaDays} hari',
            extension: 'Satu kali, {voaExtensionDays} hari',
            remarks: 'Biaya di bandara IDR {voaFeeIdr}',
          },
          {
            type: 'e-VOA (diterbitkan daring)',
            code: 'B1',
            method: 'Diajukan dan dibayar secara daring di situs resmi Imigrasi sebelum berangkat',
            validity: '{voaDays} hari',
            extension: 'Satu kali secara daring, {voaExtensionDays} hari',
            remarks: 'Biaya sama dengan di bandara; antrean pemeriksaan imigrasi lebih singkat',
          },
        ],
        requirements: [
          'Paspor dengan masa berlaku minimal 6 bulan',
          'Tiket kembali atau tiket ke negara berikutnya',
          'Biaya IDR {voaFeeIdr} (tunai atau kartu)',
        ],
      },
      {
        name: 'Tinggal terbatas',
        title: 'Izin Tinggal Terbatas (ITAS)',
        description:
          'Izin tinggal bagi orang asing yang menetap di Indonesia untuk bekerja, berinvestasi, atau mengikuti keluarga, yang dikenal luas sebagai KITAS. Anda masuk dengan visa tinggal terbatas (indeks E) dan menerima ITAS elektronik; untuk bekerja, Rencana Penggunaan Tenaga Kerja Asing (RPTKA) harus disahkan terlebih dahulu oleh Kementerian Ketenagakerjaan (Kemnaker).',
        caption: 'Jenis ITAS: cara memperoleh, masa berlaku, dan perpanjangan',
        rows: [
          {
            type: 'ITAS jangka pendek',
            code: 'E23',
            method: 'Perusahaan pemberi kerja menjadi penjamin visa; ITAS elektronik terbit setelah kedatangan',
            validity: '{itasShortMinMonths}–{itasShortMaxMonths} bulan',
            extension: 'Tidak dapat diperpanjang (ajukan baru bila perlu)',
            remarks: 'Proyek jangka pendek, tenaga instalasi dan dukungan teknis',
          },
          {
            type: 'ITAS jangka panjang',
            code: 'E23 · E28A',
            method: 'Masuk dengan visa kerja (setelah RPTKA disahkan) atau visa investor; ITAS elektronik terbit setelah kedatangan',
            validity: '{itasLongMinMonths}–{itasLongMaxMonths} bulan',
            extension: 'Hingga {itasExtensions} kali, total {itasMaxYears} tahun',
            remarks: 'Untuk ITAS kerja, pemberi kerja membayar DKP-TKA sebesar USD {workLevyUsd} per tahun',
          },
        ],
        requirements: [
          'Paspor dengan masa berlaku jauh melebihi rencana masa tinggal',
          'NIB, akta pendirian, dan dokumen perusahaan penjamin lainnya',
          'Untuk bekerja: pengesahan RPTKA dan bukti pembayaran DKP-TKA',
          'Pasfoto, ijazah, dan surat keterangan kerja beserta terjemahannya',
        ],
      },
      {
        name: 'Tinggal tetap',
        title: 'Izin Tinggal Tetap (ITAP)',
        description:
          'Izin tinggal jangka panjang yang dapat diperoleh orang asing setelah memegang ITAS selama jangka waktu tertentu, dikenal luas sebagai KITAP. Anda dapat tinggal dan berbisnis di Indonesia tanpa harus memperpanjang ITAS setiap tahun.',
        caption: 'Jenis ITAP: cara memperoleh, masa berlaku, dan perpanjangan',
        rows: [
          {
            type: 'ITAP (direksi dan investor)',
            code: '',
            method: 'Alih status dari ITAS direksi atau investor',
            validity: '{itapYearsShort} atau {itapYearsLong} tahun',
            extension: 'Perpanjangan diajukan sebelum masa berlaku habis',
            remarks: 'Syarat: tinggal dengan ITAS minimal {itapItasYears} tahun',
          },
          {
            type: 'ITAP (pasangan WNI)',
            code: '',
            method: 'Alih status dari ITAS penyatuan keluarga',
            validity: '{itapYearsShort} atau {itapYearsLong} tahun',
            extension: 'Perpanjangan diajukan sebelum masa berlaku habis',
            remarks: 'Syarat: usia perkawinan minimal {itapMarriageYears} tahun',
          },
        ],
        requirements: [
          'ITAS yang masih berlaku dan riwayat izin tinggal',
          'Dokumen jaminan dari penjamin (perusahaan atau pasangan)',
          'Untuk pasangan: akta perkawinan dan dokumen keluarga',
          'Paspor dan pasfoto',
        ],
      },
      {
        name: 'Kunjungan tunggal',
        title: 'Visa Kunjungan Satu Kali Perjalanan (VKSB)',
        description:
          'Visa kunjungan untuk satu kali masuk dalam rangka perjalanan bisnis, rapat, riset pasar, atau wisata. Permohonan diajukan secara daring (e-Visa) sebelum berangkat; beberapa jenis memerlukan penjamin di Indonesia. Pemegang visa ini tidak boleh bekerja atau menerima upah di Indonesia.',
        caption: 'Jenis VKSB: cara memperoleh, masa berlaku, dan perpanjangan',
        rows: [
          {
            type: 'Kunjungan wisata dan bisnis',
            code: 'C1 · C2',
            method: 'Permohonan e-Visa daring, terbit sebelum keberangkatan',
            validity: '{vksbDays} hari',
            extension: '{vksbExtensions} kali, masing-masing {vksbExtensionDays} hari, hingga {vksbMaxDays} hari',
            remarks: 'Rapat, negosiasi, pameran dagang, kunjungan ke anak perusahaan',
          },
          {
            type: 'Uji coba kemampuan bekerja',
            code: 'C18',
            method: 'Permohonan e-Visa dengan calon pemberi kerja sebagai penjamin',
            validity: '{vksbDays} hari',
            extension: 'Satu kali, hingga {c18MaxDays} hari',
            remarks: 'Untuk menguji keahlian sebelum pengangkatan resmi',
          },
        ],
        requirements: [
          'Paspor dengan masa berlaku minimal 6 bulan',
          'Rekening koran 3 bulan terakhir',
          'Surat jaminan atau undangan dari penjamin (sesuai jenis visa)',
          'Tiket kembali atau rencana perjalanan',
        ],
      },
      {
        name: 'Kunjungan berulang',
        title: 'Visa Kunjungan Beberapa Kali Perjalanan (VKBP)',
        description:
          'Visa multiple entry bagi mereka yang sering datang ke Indonesia, seperti eksekutif kantor pusat dan manajer yang rutin mengunjungi anak perusahaan. Selama masa berlakunya Anda dapat keluar-masuk berkali-kali, tetapi lama tinggal untuk setiap kedatangan dibatasi.',
        caption: 'Jenis VKBP: cara memperoleh, masa berlaku, dan perpanjangan',
        rows: [
          {
            type: 'Bisnis, multiple entry',
            code: 'D2',
            method: 'Permohonan e-Visa daring dengan dokumen penjamin',
            validity: '{vkbpYears1}, {vkbpYears2}, atau {vkbpYears5} tahun',
            extension: 'Tidak diperpanjang: keluar lalu masuk kembali',
            remarks: 'Tinggal berturut-turut maksimal {vkbpStayDays} hari per kedatangan',
          },
          {
            type: 'Wisata, multiple entry',
            code: 'D1',
            method: 'Permohonan e-Visa daring',
            validity: '{vkbpYears1}, {vkbpYears2}, atau {vkbpYears5} tahun',
            extension: 'Tidak diperpanjang: keluar lalu masuk kembali',
            remarks: 'Tinggal berturut-turut maksimal {vkbpStayDays} hari per kedatangan',
          },
        ],
        requirements: [
          'Paspor dengan masa berlaku minimal 6 bulan',
          'Rekening koran 3 bulan terakhir',
          'Untuk bisnis: surat undangan dan jaminan dari perusahaan di Indonesia',
          'Pasfoto',
        ],
      },
    ],
    disclaimer: 'Ketentuan dan biaya visa sering berubah. Kami memastikan persyaratan terbaru sebelum setiap permohonan diajukan.',
  },
  notices: [
    {
      title: 'Ajukan perpanjangan {extensionLeadWeeks} minggu sebelum masa berlaku habis',
      text: 'Ajukan perpanjangan paling lambat {extensionLeadWeeks} minggu sebelum izin tinggal berakhir agar Anda tetap tinggal secara sah selama proses berjalan. Kelebihan masa tinggal (overstay) dikenai denda untuk setiap hari keterlambatan.',
    },
    {
      title: 'DKP-TKA: USD {workLevyUsd} per tahun',
      text: 'Perusahaan yang mempekerjakan tenaga kerja asing wajib membayar Dana Kompensasi Penggunaan TKA (DKP-TKA) sebesar USD {workLevyUsd} per tahun untuk setiap pegawai pemegang ITAS kerja.',
    },
  ],
  process: {
    eyebrow: 'Alur layanan',
    title: 'Dari konsultasi hingga perpanjangan dalam empat langkah',
    steps: [
      { title: 'Konsultasi', description: 'Kami memahami tujuan, lama tinggal, dan anggota keluarga yang ikut, lalu merekomendasikan visa yang tepat.' },
      { title: 'Persiapan dokumen', description: 'Anda menerima daftar periksa; kami membantu terjemahan, legalisasi notaris, dan surat penjamin.' },
      { title: 'Permohonan', description: 'Kami mengajukan permohonan daring, mengurus prosedur imigrasi, dan melaporkan perkembangannya hingga visa terbit.' },
      { title: 'Perpanjangan', description: 'Kami menghubungi Anda {extensionLeadWeeks} minggu sebelum masa berlaku habis untuk mengurus perpanjangan dan alih status.' },
    ],
  },
  packages: {
    eyebrow: 'Paket layanan',
    title: 'Paket visa untuk perorangan dan perusahaan',
    intro: 'Serahkan hanya bagian yang Anda perlukan. Penawaran harga kami sampaikan setelah konsultasi singkat.',
    items: [
      {
        title: 'Paket perorangan',
        audience: 'Pelaku perjalanan bisnis, keluarga ekspatriat, dan siapa pun yang merencanakan tinggal lama',
        features: [
          'Analisis visa sesuai tujuan tinggal Anda',
          'Permohonan VOA dan e-Visa serta perpanjangan izin tinggal',
          'Panduan terjemahan dan legalisasi notaris',
          'Pengingat perpanjangan {extensionLeadWeeks} minggu sebelum masa berlaku habis',
        ],
        cta: 'Konsultasikan visa perorangan',
      },
      {
        title: 'Paket perusahaan',
        audience: 'Perusahaan yang mempekerjakan atau menugaskan tenaga kerja asing',
        features: [
          'Pengesahan RPTKA dan prosedur di Kementerian Ketenagakerjaan (Kemnaker)',
          'Penerbitan ITAS kerja dan jadwal perpanjangan untuk setiap pegawai',
          'Panduan pembayaran DKP-TKA (USD {workLevyUsd} per tahun)',
          'ITAS keluarga pendamping dan kajian alih status ke ITAP',
        ],
        cta: 'Konsultasikan visa perusahaan',
      },
    ],
    phoneTitle: 'Mendesak? Hubungi kami',
    phoneText: 'Jika tanggal keberangkatan atau berakhirnya izin tinggal sudah dekat, bicaralah langsung dengan tim visa kami.',
    phoneHours: 'Senin–Jumat {opens}–{closes} WIB',
  },
  back: 'Kembali ke semua layanan',
  cta: {
    title: 'Belum yakin visa mana yang Anda perlukan?',
    text: 'Sampaikan jadwal dan tujuan Anda, dan dalam {responseHours} jam kami akan merekomendasikan visa yang tepat beserta jadwal persiapannya.',
    primary: 'Hubungi kami',
    secondary: 'Semua layanan',
  },
};
