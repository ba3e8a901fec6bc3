import type { Dictionary } from './index.ts';

/** Bahasa Indonesia: formal business register (Anda); legal terms PMA, NIB, NPWP, BPJS, KITAS/ITAS as is. */
export const id: Dictionary = {
  site: {
    name: 'Nusantara Bridge Consulting',
    shortName: 'NB Consulting',
    tagline: 'Mitra tepercaya untuk bisnis Anda di Indonesia',
    logoAlt: 'Beranda Nusantara Bridge Consulting',
  },
  a11y: {
    skipToContent: 'Langsung ke konten utama',
    mainNav: 'Menu utama',
    mobileNav: 'Menu seluler',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    toggleSubmenu: 'Tampilkan submenu {label}',
    languageSelector: 'Pilih bahasa',
    currentLanguage: 'Bahasa saat ini: {language}',
    breadcrumb: 'Jejak navigasi',
    footerNav: 'Tautan situs',
  },
  nav: {
    home: 'Beranda',
    services: 'Layanan',
    servicesOverview: 'Semua layanan',
    about: 'Tentang Kami',
    company: 'Profil Perusahaan',
    csr: 'Kisah Kami',
    faq: 'FAQ',
    notices: 'Pengumuman',
    contact: 'Hubungi Kami',
  },
  services: {
    investment: 'Konsultasi Investasi Terpadu',
    establishment: 'Pendirian Perusahaan & Perizinan',
    hr: 'Ketenagakerjaan & Manajemen SDM',
    visa: 'Layanan Visa',
    realestate: 'Konsultasi Properti',
    marketing: 'Layanan Pemasaran',
  },
  search: {
    open: 'Cari di situs',
    label: 'Kata kunci',
    hint: 'mis. visa, pendirian perusahaan, kontrak kerja',
    submit: 'Cari',
    loading: 'Sedang mencari…',
    results: '{count} hasil untuk “{query}”',
    resultsOne: '1 hasil untuk “{query}”',
    empty: 'Tidak ada hasil untuk “{query}”. Coba kata lain, atau telusuri daftar di bawah.',
    failed: 'Pencarian tidak dapat dimuat. Muat ulang halaman, lalu coba lagi.',
    needsJs: 'Pencarian situs berfungsi di peramban dengan JavaScript aktif. Anda dapat menemukan informasi yang dicari pada daftar di bawah.',
    browse: 'Telusuri daftar',
  },
  scrollToTop: 'Kembali ke atas',
  pages: {
    home: {
      title: 'Nusantara Bridge Consulting | Konsultan Terpadu untuk Berbisnis di Indonesia',
      description:
        'Konsultan spesialis ekspansi ke Indonesia yang telah mendampingi lebih dari {companies} perusahaan sejak {year}: pendirian perusahaan, visa, ketenagakerjaan, properti, hingga pemasaran dalam satu layanan.',
      heading: 'Mendampingi ekspansi Anda ke Indonesia, dari awal hingga akhir',
    },
    services: {
      title: 'Layanan | Nusantara Bridge Consulting',
      description:
        'Konsultasi investasi, pendirian perusahaan, visa, ketenagakerjaan dan SDM, properti, serta pemasaran: enam layanan profesional untuk memasuki pasar Indonesia.',
      heading: 'Layanan Profesional',
    },
    investment: {
      title: 'Konsultasi Investasi Terpadu | Nusantara Bridge Consulting',
      description:
        'Kami mendampingi seluruh tahapan investasi Anda di Indonesia, mulai dari riset pasar dan perancangan struktur investasi hingga bisnis Anda berjalan dengan mantap.',
      heading: 'Konsultasi Investasi Terpadu',
    },
    establishment: {
      title: 'Pendirian Perusahaan & Perizinan | Nusantara Bridge Consulting',
      description:
        'Kami menangani pendirian perusahaan PMA, pendaftaran NIB, NPWP, dan BPJS, serta izin usaha dan perizinan sektoral dengan jadwal 8 minggu.',
      heading: 'Pendirian Perusahaan & Perizinan',
    },
    hr: {
      title: 'Ketenagakerjaan & Manajemen SDM | Nusantara Bridge Consulting',
      description:
        'Mulai dari penyusunan peraturan perusahaan dan perjanjian kerja hingga BPJS, rekrutmen, dan pelatihan SDM, kami mengelola urusan ketenagakerjaan dan SDM perusahaan Anda di Indonesia.',
      heading: 'Ketenagakerjaan & Manajemen SDM',
    },
    visa: {
      title: 'Layanan Visa | Nusantara Bridge Consulting',
      description:
        'VOA, ITAS, ITAP, VKSB, dan VKBP: kami memberikan panduan serta mengurus visa dan izin tinggal Indonesia yang sesuai dengan tujuan Anda.',
      heading: 'Layanan Visa',
    },
    realestate: {
      title: 'Konsultasi Properti | Nusantara Bridge Consulting',
      description:
        'Kantor, pabrik, ruko, gudang, hunian, dan tanah: para ahli lokal kami membantu Anda menyewa maupun membeli dan menjual properti di Indonesia.',
      heading: 'Konsultasi Properti',
    },
    marketing: {
      title: 'Layanan Pemasaran | Nusantara Bridge Consulting',
      description:
        'Tim yang memahami konsumen dan platform digital Indonesia merancang strategi branding dan pemasaran lokal untuk Anda.',
      heading: 'Layanan Pemasaran',
    },
    about: {
      title: 'Tentang Kami | Nusantara Bridge Consulting',
      description:
        'Berdiri di Jakarta pada {year}, kami telah membantu lebih dari {companies} perusahaan bersama lebih dari {employees} tenaga ahli lokal. Kenali perusahaan kami lebih dekat.',
      heading: 'Tentang Kami',
    },
    csr: {
      title: 'Kisah Kami | Nusantara Bridge Consulting',
      description:
        'Dari kisah pendirian hingga lokalisasi dan kemitraan: perjalanan Nusantara Bridge Consulting serta kontribusi sosial kami.',
      heading: 'Kisah Kami',
    },
    csrPost: {
      title: '{title} | Kisah Kami',
      description: 'Kisah dari Nusantara Bridge Consulting: {title}',
    },
    noticePost: {
      title: '{title} | Pengumuman',
      description: 'Pengumuman dari Nusantara Bridge Consulting: {title}',
    },
    faq: {
      title: 'FAQ | Nusantara Bridge Consulting',
      description:
        'Pertanyaan yang sering diajukan beserta jawabannya seputar pendirian perusahaan, SDM, visa, dan properti di Indonesia.',
      heading: 'Pertanyaan yang Sering Diajukan',
    },
    notices: {
      title: 'Pengumuman | Nusantara Bridge Consulting',
      description:
        'Informasi terbaru mengenai perubahan peraturan hukum, ketenagakerjaan, visa, dan investasi di Indonesia, serta berita perusahaan kami.',
      heading: 'Pengumuman',
    },
    contact: {
      title: 'Hubungi Kami | Nusantara Bridge Consulting',
      description:
        'Ajukan konsultasi mengenai ekspansi bisnis Anda ke Indonesia. Kami akan membalas dalam 24 jam, dan konsultasi awal tidak dikenakan biaya.',
      heading: 'Hubungi Kami',
    },
    search: {
      title: 'Cari di situs | Nusantara Bridge Consulting',
      description: 'Cari layanan, pertanyaan yang sering diajukan, pengumuman, dan cerita kami.',
      heading: 'Cari di situs',
    },
    preview: {
      title: 'Pratinjau draf | Nusantara Bridge Consulting',
      description: 'Draf yang ditampilkan sebelum diterbitkan.',
      heading: 'Pratinjau draf',
      banner: 'Pratinjau: draf ini belum diterbitkan. Tautan ini berlaku 24 jam sejak dibuat.',
      loading: 'Memuat draf…',
      expired: 'Tautan pratinjau ini sudah kedaluwarsa (berlaku 24 jam). Buat tautan baru di halaman admin.',
      invalid: 'Tautan pratinjau ini tidak valid: alamatnya terpotong atau berubah, atau milik item lain.',
      gone: 'Tidak ada draf untuk dipratinjau: draf sudah diterbitkan atau dibuang.',
      replaced: 'Draf telah disimpan lagi sejak tautan ini dibuat, sehingga tautan ini tidak lagi terbuka. Buat tautan pratinjau baru di admin.',
      failed: 'Draf tidak dapat dimuat. Silakan coba lagi sebentar lagi.',
    },
    notFound: {
      title: 'Halaman tidak ditemukan | Nusantara Bridge Consulting',
      description: 'Halaman yang Anda minta tidak dapat ditemukan.',
    },
  },
  placeholder: 'Konten lengkap halaman ini sedang kami siapkan.',
};
