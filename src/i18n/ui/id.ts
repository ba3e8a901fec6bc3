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
  footer: {
    description:
      'Sejak {year}, dari kantor kami di Jakarta, kami membantu perusahaan Korea dan perusahaan asing lainnya memasuki pasar Indonesia dan menjalankan usahanya di sini.',
    servicesHeading: 'Layanan',
    aboutHeading: 'Perusahaan',
    contactHeading: 'Kontak',
    addressLabel: 'Kantor pusat',
    phoneLabel: 'Telepon',
    emailLabel: 'Email',
    hours: 'Senin–Jumat 08.00–17.00 (Waktu Indonesia Barat, WIB)',
    hoursLabel: 'Jam kerja',
    weekendClosed: 'Sabtu dan Minggu tutup',
    response: 'Balasan dalam 24 jam · Konsultasi awal gratis',
    officePhone: 'Kantor',
    mobilePhone: 'Seluler',
    messengerLabel: 'Pesan instan',
    whatsapp: 'WhatsApp',
    kakao: 'Kanal KakaoTalk',
    privacyPolicy: 'Kebijakan Privasi',
    copyright: '© {year} Nusantara Bridge Consulting. Hak cipta dilindungi undang-undang.',
  },
  privacy: {
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
  notFound: {
    code: '404',
    title: 'Page Not Found',
    heading: 'Halaman tidak ditemukan',
    text: 'Halaman yang Anda minta tidak tersedia atau alamatnya telah berubah. Silakan temukan informasi yang Anda cari melalui tautan di bawah ini.',
    home: 'Kembali ke beranda',
    contact: 'Hubungi kami',
  },
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
