import type { EstablishmentContent } from './index.ts';

export const id: EstablishmentContent = {
  backLink: 'Kembali ke semua layanan',
  hero: {
    eyebrow: 'Perusahaan penanaman modal asing (PT PMA)',
    lead: 'Mulai dari pendirian PT PMA hingga pendaftaran NIB, NPWP, dan BPJS, perizinan berusaha, serta izin sektoral: kami bertanggung jawab penuh dari awal hingga akhir dengan jadwal {weeks} minggu yang telah teruji.',
    primaryCta: 'Konsultasikan pendirian perusahaan',
    secondaryCta: 'Lihat jadwal {weeks} minggu',
    stats: {
      weeks: 'Waktu pendirian standar',
      success: 'Tingkat keberhasilan pendirian',
      companies: 'Perusahaan dan proyek yang didampingi',
      years: 'Tahun pengalaman di Indonesia',
    },
  },
  weeksValue: '{weeks} minggu',
  benefits: {
    eyebrow: 'Keunggulan layanan',
    title: 'Pendirian cepat, perizinan tanpa celah',
    intro: 'Pendirian perusahaan hanyalah permulaan. Kami mendampingi Anda hingga seluruh pendaftaran dan izin yang dibutuhkan usaha Anda terpenuhi.',
    items: [
      { title: 'Tingkat keberhasilan pendirian {success}', text: 'Seluruh proyek pendirian PMA yang dipercayakan kepada kami hingga kini telah selesai dengan sukses.' },
      { title: 'Jadwal standar {weeks} minggu', text: 'Setiap pekerjaan memiliki penanggung jawab dan kriteria selesai yang jelas, dan potensi keterlambatan kami sampaikan sejak awal.' },
      { title: 'Selalu mengikuti aturan OSS terbaru', text: 'Kami terus memantau perubahan sistem perizinan berbasis risiko OSS dan persyaratan tiap sektor.' },
      { title: 'Dari dokumen hingga serah terima', text: 'Mulai dari panduan legalisasi dan apostille dokumen dari negara asal hingga penyerahan seluruh dokumen izin yang telah terbit.' },
      { title: 'Berlanjut setelah pendirian, dalam satu atap', text: 'Visa, ketenagakerjaan, akuntansi, hingga sewa kantor dilanjutkan di perusahaan yang sama.' },
    ],
  },
  permits: {
    eyebrow: 'Cakupan perizinan',
    title: 'Keempat bidang perizinan kami tangani',
    intro: 'Kami memilih izin yang dibutuhkan sesuai sektor dan model usaha Anda, lalu mengelolanya dalam satu jadwal.',
    categories: [
      {
        title: 'Pendirian PT PMA',
        text: 'Seluruh proses pendirian perusahaan penanaman modal asing',
        items: [
          'Kajian kode KBLI dan batas kepemilikan asing',
          'Pemesanan nama perusahaan, penyusunan anggaran dasar, dan akta notaris',
          'Pengesahan badan hukum dari Kementerian Hukum (AHU)',
          'Susunan pemegang saham, direksi, dan dewan komisaris serta rencana penyetoran modal',
          'Domisili usaha (kantor sewa atau kantor layanan)',
        ],
      },
      {
        title: 'Pendaftaran dasar: NIB, NPWP, BPJS, Kemnaker',
        text: 'Pendaftaran yang wajib dimiliki setiap perusahaan',
        items: [
          'Nomor Induk Berusaha (NIB) melalui OSS',
          'NPWP badan dan pendaftaran perpajakan',
          'Pendaftaran BPJS Kesehatan dan BPJS Ketenagakerjaan',
          'Wajib Lapor Ketenagakerjaan di Perusahaan (WLKP) ke Kemnaker',
          'Pengesahan Rencana Penggunaan Tenaga Kerja Asing (RPTKA)',
        ],
      },
      {
        title: 'Izin operasional',
        text: 'Izin untuk mulai menjalankan kegiatan usaha',
        items: [
          'Perizinan berusaha berbasis risiko di OSS (Sertifikat Standar atau Izin)',
          'Kesesuaian Kegiatan Pemanfaatan Ruang (KKPR)',
          'Persetujuan Bangunan Gedung (PBG) dan Sertifikat Laik Fungsi (SLF)',
          'Angka Pengenal Importir (API)',
          'Persetujuan lingkungan (SPPL, UKL-UPL, AMDAL)',
        ],
      },
      {
        title: 'Izin sektoral',
        text: 'Izin dan sertifikasi yang diperiksa oleh kementerian teknis',
        items: [
          'Izin edar BPOM untuk pangan, obat, dan kosmetik',
          'Sertifikasi halal (BPJPH)',
          'Izin edar alat kesehatan (AKL)',
          'Sertifikasi alat dan perangkat telekomunikasi (SDPPI)',
          'Sertifikasi Standar Nasional Indonesia (SNI)',
        ],
      },
    ],
  },
  timeline: {
    eyebrow: 'Jadwal',
    title: 'Selesai dalam {weeks} minggu',
    intro: 'Untuk sektor usaha umum, pekerjaan berjalan dalam empat tahap masing-masing dua minggu.',
    totalWeeks: 8,
    weekLabel: 'Minggu {from}–{to}',
    blocks: [
      {
        fromWeek: 1,
        toWeek: 2,
        title: 'Persiapan dan dokumen',
        tasks: ['Penetapan KBLI dan struktur kepemilikan saham', 'Pemesanan nama perusahaan', 'Penyiapan dokumen pemegang saham (legalisasi, apostille)', 'Rancangan anggaran dasar'],
      },
      {
        fromWeek: 3,
        toWeek: 4,
        title: 'Pendirian perusahaan',
        tasks: ['Penandatanganan akta pendirian di hadapan notaris', 'Pengesahan Kementerian Hukum (AHU)', 'Pembuatan akun OSS dan penerbitan NIB', 'Penerbitan NPWP badan'],
      },
      {
        fromWeek: 5,
        toWeek: 6,
        title: 'Pendaftaran dan rekening bank',
        tasks: ['Pembukaan rekening bank dan penyetoran modal', 'Pendaftaran BPJS', 'Wajib Lapor Ketenagakerjaan (WLKP)', 'Penyiapan KKPR dan dokumen lingkungan'],
      },
      {
        fromWeek: 7,
        toWeek: 8,
        title: 'Izin operasional dan serah terima',
        tasks: ['Penyelesaian perizinan berusaha berbasis risiko', 'Pendaftaran sektoral seperti status importir', 'Pengajuan RPTKA dan KITAS tenaga kerja asing', 'Serah terima daftar periksa operasional dan seluruh dokumen'],
      },
    ],
  },
  durations: {
    eyebrow: 'Durasi',
    title: 'Perkiraan durasi menurut jenis usaha',
    intro: 'Izin yang dibutuhkan berbeda menurut sektor, demikian pula durasi keseluruhannya.',
    caption: 'Durasi minimum pendirian dan perizinan menurut jenis usaha',
    headers: { type: 'Jenis usaha', weeks: 'Durasi minimum', scope: 'Cakupan' },
    rows: [
      { type: 'Usaha umum', examples: 'Perdagangan, jasa, TI, konsultan', weeks: 8, scope: 'Pendirian, pendaftaran dasar, izin operasional risiko rendah dan menengah' },
      { type: 'Manufaktur', examples: 'Komponen, barang konsumsi, pabrik pengolahan', weeks: 10, scope: 'Cakupan usaha umum ditambah lokasi pabrik, bangunan, persetujuan lingkungan, dan izin industri' },
      { type: 'Sektor khusus', examples: 'Pangan, obat dan kosmetik, kesehatan, keuangan, pendidikan', weeks: 12, scope: 'Izin dan sertifikasi tambahan dari kementerian teknis' },
    ],
  },
  extraTime: {
    title: 'Jika dibutuhkan waktu tambahan',
    rangeLabel: 'tambahan {min}–{max} minggu atau lebih',
    items: [
      { label: 'Sertifikasi halal atau izin pangan dan obat (BPOM)', minWeeks: 4, maxWeeks: 8 },
      { label: 'Izin lingkungan (UKL-UPL, AMDAL)', minWeeks: 2, maxWeeks: 6 },
    ],
    note: 'Durasi dapat berubah mengikuti jadwal instansi dan permintaan kelengkapan dokumen. Kami menyampaikan perkiraan jadwal yang rinci sebelum pekerjaan dimulai.',
  },
  painPoints: {
    eyebrow: 'Pernah mengalaminya?',
    title: 'Kendala umum dalam mendirikan perusahaan',
    intro: 'Banyak perusahaan kehilangan waktu dan biaya karena masalah yang sama. Beginilah cara kami mengatasinya.',
    solutionLabel: 'Solusi kami',
    items: [
      {
        title: 'Aturan sering berubah dan penafsirannya berbeda-beda',
        text: 'Sistem OSS dan persyaratan sektoral sering berubah, dan setiap instansi kerap menafsirkannya secara berbeda.',
        solution: 'Tenaga ahli lokal kami memetakan izin yang tepat berdasarkan peraturan terbaru dan praktik pemeriksaan yang sebenarnya.',
      },
      {
        title: 'Satu dokumen kurang, jadwal mundur berminggu-minggu',
        text: 'Legalisasi dan apostille dokumen dari negara asal, terjemahan, serta kesalahan formulir sering membuat jadwal mundur.',
        solution: 'Pada minggu pertama Anda menerima daftar periksa dokumen yang lengkap, dan kami memeriksa setiap dokumen sebelum diajukan.',
      },
      {
        title: 'Perkembangan tidak jelas, laporan ke kantor pusat sulit',
        text: 'Agen lokal jarang melaporkan perkembangan tepat waktu sehingga perencanaan di kantor pusat menjadi sulit.',
        solution: 'Laporan mingguan dalam bahasa Anda menunjukkan pekerjaan yang telah selesai dan langkah berikutnya.',
      },
    ],
  },
  testimonial: {
    label: 'Testimoni klien',
    quote: 'Jadwal {weeks} minggu yang kami terima di awal hampir sama persis dengan pelaksanaannya. Satu tim mengurus NIB, izin operasional, hingga registrasi BPOM kami, sehingga pelaporan ke kantor pusat jauh lebih mudah.',
    name: 'Presiden direktur, perusahaan kosmetik Korea B',
    role: 'Pendirian PT PMA, Jakarta',
  },
  serviceTypes: {
    eyebrow: 'Jenis layanan',
    title: 'Perorangan dan perusahaan: dua cara bekerja sama',
    intro: 'Pilih cara yang sesuai dengan skala usaha dan izin yang Anda butuhkan.',
    cta: 'Ajukan konsultasi',
    individual: {
      badge: 'Perorangan',
      title: 'Investor perorangan dan usaha rintisan',
      text: 'Paket untuk investor perorangan dan perusahaan rintisan yang memulai usaha sebagai PMA berskala kecil.',
      features: ['Konsultan khusus satu lawan satu', 'Pendirian PMA dan pendaftaran dasar dalam satu paket', 'Alamat kantor layanan disiapkan', 'Pendampingan LKPM triwulan pertama'],
    },
    enterprise: {
      badge: 'Perusahaan',
      title: 'Pendirian yang disesuaikan bagi perusahaan',
      text: 'Layanan gugus tugas khusus bagi perusahaan yang membutuhkan pabrik, beberapa lokasi usaha, atau izin sektoral.',
      features: ['Gugus tugas spesialis hukum, perizinan, dan ketenagakerjaan', 'Satu jadwal terpadu untuk izin sektoral dan persetujuan lingkungan', 'RPTKA dan KITAS tenaga kerja asing diproses bersamaan', 'Laporan mingguan untuk kantor pusat'],
    },
  },
  cta: {
    title: 'Dapatkan jadwal pendirian perusahaan Anda',
    text: 'Sampaikan sektor dan rencana investasi Anda, dan dalam {hours} jam kami akan mengirimkan daftar izin yang dibutuhkan beserta perkiraan jadwalnya.',
    contact: 'Ajukan konsultasi gratis',
    services: 'Lihat layanan lainnya',
  },
};
