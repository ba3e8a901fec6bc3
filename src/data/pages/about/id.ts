import type { AboutContent } from './index.ts';

export const id: AboutContent = {
  hero: {
    title: 'Jembatan tepercaya antara Indonesia dan dunia',
    lead: 'Sejak berdiri di Jakarta pada tahun {year}, kami mendampingi perusahaan Korea dan perusahaan asing lainnya agar dapat berbisnis di Indonesia dengan tenang, mulai dari pendirian perusahaan dan visa hingga ketenagakerjaan, properti, dan pemasaran.',
    primaryCta: 'Hubungi kami',
    secondaryCta: 'Lihat layanan kami',
  },
  ceo: {
    eyebrow: 'Sambutan CEO',
    title: 'Mitra yang mendampingi Anda di lapangan untuk jangka panjang',
    name: 'Kim Dae-hyun',
    role: 'CEO dan Pendiri',
    message: [
      'Indonesia adalah negara berpenduduk terbesar keempat di dunia, kaya sumber daya alam, dan memiliki ekonomi digital yang tumbuh pesat: sebuah negeri penuh peluang. Namun, kami telah melihat banyak perusahaan menghadapi kesulitan sejak langkah pertama karena peraturan dan prosedur perizinan yang belum dikenal serta perbedaan bahasa dan budaya.',
      'Nusantara Bridge Consulting didirikan di Jakarta pada tahun {year} untuk mengatasi tantangan tersebut bersama klien. Tenaga ahli lokal kami menangani langsung setiap tahap masuk pasar, mulai dari pendirian badan usaha dan perizinan hingga visa, ketenagakerjaan dan SDM, properti, serta pemasaran, sehingga klien dapat berfokus pada bisnis intinya.',
      'Kami mengutamakan jawaban yang tepat, bukan sekadar cepat, serta kepercayaan jangka panjang, bukan sekadar satu kali transaksi. Kami siap mendampingi langkah baru Anda di Indonesia dari awal hingga akhir.',
    ],
    signature: 'Kim Dae-hyun, CEO Nusantara Bridge Consulting',
    bioTitle: 'Riwayat',
    bio: [
      { year: 1998, text: 'Bergabung dengan perusahaan dagang umum Korea; menangani ekspor-impor Asia Tenggara di kantor cabang Jakarta' },
      { year: 2003, text: 'Mendirikan Nusantara Bridge Consulting dan menjabat sebagai CEO' },
      { year: 2009, text: 'Memulai seminar rutin investasi dan ketenagakerjaan bagi perusahaan Korea di Indonesia' },
      { year: 2016, text: 'Penasihat komite investasi sebuah asosiasi bisnis Korea di Jakarta' },
      { year: 2023, text: 'Memperingati 20 tahun perusahaan sebagai konsultan terpadu yang bertumpu pada tenaga ahli lokal' },
    ],
  },
  team: {
    eyebrow: 'Tim kami',
    title: 'Orang-orang yang mendampingi Anda',
    languagesLabel: 'Bahasa',
  },
  offices: {
    eyebrow: 'Kantor kami',
    title: 'Kantor kami di Jakarta',
    photoAlt: 'Foto kantor {n} dari {total}',
  },
  intro: {
    eyebrow: 'Profil perusahaan',
    title: 'Menjembatani Nusantara',
    paragraphs: [
      '“Nusantara” adalah sebutan bagi kepulauan Indonesia yang terdiri atas lebih dari 17.000 pulau. Sesuai dengan nama tersebut, kami ingin menjadi jembatan yang menghubungkan perusahaan dari Korea, Indonesia, dan seluruh dunia.',
      'Satu tim bertanggung jawab atas enam bidang keahlian dalam layanan satu pintu: perancangan struktur investasi, pendirian PT PMA, pendaftaran NIB dan NPWP, pengurusan KITAS, kepesertaan BPJS dan pengelolaan ketenagakerjaan, sewa kantor dan pabrik, hingga pemasaran lokal.',
    ],
    valuesTitle: 'Nilai-nilai inti kami',
    values: {
      innovation: {
        title: 'Inovasi',
        text: 'Dari perizinan daring melalui OSS hingga konsultasi jarak jauh, kami menjadi yang pertama menguasai aturan dan teknologi baru untuk menghemat waktu dan biaya klien.',
      },
      excellence: {
        title: 'Keunggulan',
        text: 'Teliti hingga setiap dokumen dan setiap hari dalam jadwal. Tenaga ahli yang memahami hukum setempat secara mendalam bertanggung jawab langsung dari awal hingga akhir.',
      },
      partnership: {
        title: 'Kemitraan',
        text: 'Hubungan kita tidak berakhir bersama kontrak. Di setiap tahap pertumbuhan Anda, kami proaktif menawarkan dukungan yang dibutuhkan.',
      },
    },
    statsTitle: 'Kinerja kami dalam angka',
    stats: {
      years: { value: '{n}', label: 'Tahun pengalaman di Indonesia' },
      projects: { value: '{n}+', label: 'Perusahaan dan proyek didampingi' },
      visas: { value: '{n}+', label: 'Pengurusan visa' },
      employees: { value: '{n}+', label: 'Karyawan' },
    },
  },
  history: {
    eyebrow: 'Sejarah',
    title: 'Perjalanan kami sejak {year}',
    intro: 'Momen-momen penting sejak kami memulai dari sebuah kantor kecil di Jakarta hingga menjadi konsultan terpadu dengan enam bidang keahlian.',
    regionLabel: 'Linimasa sejarah perusahaan, dapat digulir secara horizontal',
    previous: 'Tampilkan tonggak sebelumnya',
    next: 'Tampilkan tonggak berikutnya',
    milestones: [
      { year: 2003, title: 'Berdiri di Jakarta', text: 'Kami memulai usaha dengan menangani pendirian PT PMA dan perizinan bagi perusahaan Korea.' },
      { year: 2005, title: 'Layanan visa dan izin tinggal', text: 'Kami mulai mengurus penerbitan dan perpanjangan KITAS bagi tenaga kerja asing beserta keluarganya.' },
      { year: 2008, title: 'Divisi ketenagakerjaan dan SDM', text: 'Kami memperluas layanan ke seluruh urusan SDM, mulai dari peraturan perusahaan dan perjanjian kerja hingga kepesertaan BPJS.' },
      { year: 2011, title: 'Layanan rekrutmen', text: 'Kami mulai mencari dan merekrut talenta lokal untuk membantu perusahaan baru membentuk tim pertamanya.' },
      { year: 2014, title: 'Konsultasi properti', text: 'Kami mulai memberikan saran sewa dan jual beli kantor, pabrik, gudang, serta hunian karyawan.' },
      { year: 2018, title: 'Siap menghadapi perizinan OSS', text: 'Seiring peluncuran sistem OSS, kami mengalihkan penerbitan NIB dan prosedur perizinan sepenuhnya ke jalur daring.' },
      { year: 2020, title: 'Konsultasi jarak jauh', text: 'Selama pandemi, konsultasi video dan dokumen elektronik membuat bisnis klien kami tetap berjalan.' },
      { year: 2022, title: 'Pemasaran dan branding', text: 'Kami meluncurkan layanan pemasaran dan branding lokal yang disesuaikan dengan platform digital Indonesia.' },
      { year: 2023, title: 'Ulang tahun ke-20', text: 'Kami memasuki tahun ke-20 sebagai konsultan terpadu yang bertumpu pada tenaga ahli lokal.' },
      { year: 2024, title: 'Layanan satu pintu dalam lima bahasa', text: 'Kami melengkapi layanan satu pintu dengan konsultasi dalam bahasa Korea, Inggris, Indonesia, Mandarin, dan Jepang.' },
    ],
  },
  logo: {
    eyebrow: 'Materi merek',
    title: 'Unduh logo kami',
    intro: 'Anda dapat menggunakan logo resmi Nusantara Bridge Consulting untuk pemberitaan media, materi kemitraan, dan pengumuman acara.',
    previewAlt: 'Logo resmi Nusantara Bridge Consulting',
    files: {
      svg: {
        title: 'Logo vektor (SVG)',
        text: 'Berkas vektor untuk cetak dan format besar yang tetap tajam pada ukuran berapa pun.',
        download: 'Unduh SVG',
      },
      png: {
        title: 'Logo gambar (PNG)',
        text: 'Gambar berlatar transparan yang siap dipakai untuk dokumen, situs web, dan presentasi.',
        download: 'Unduh PNG',
      },
    },
    fileInfo: '{format} · {size}',
    dimensions: '{width} × {height} piksel',
    vector: 'vektor, dapat diperbesar tanpa batas',
    usageTitle: 'Panduan penggunaan',
    usage: [
      'Gunakan logo sesuai aslinya tanpa mengubah proporsi maupun warnanya.',
      'Sisakan ruang kosong di sekeliling logo minimal setengah tinggi simbolnya.',
      'Hubungi kami terlebih dahulu sebelum menggunakan logo untuk kemitraan komersial.',
    ],
  },
  csr: {
    eyebrow: 'Tanggung jawab sosial',
    title: 'Tumbuh bersama',
    intro: 'Membalas kepercayaan masyarakat Indonesia dengan berkontribusi bagi lingkungan sekitar: itulah yang menurut kami menjadikan sebuah perusahaan baik.',
    pillars: {
      social: {
        title: 'Kontribusi sosial',
        text: 'Kami mendukung generasi penerus Indonesia melalui beasiswa bagi sekolah setempat dan pelatihan kesiapan kerja bagi kaum muda.',
        link: 'Baca kisah kontribusi sosial kami',
      },
      environment: {
        title: 'Pelestarian lingkungan',
        text: 'Kami menerapkan perizinan daring tanpa kertas, penghematan energi di kantor, dan ikut menanam mangrove.',
        link: 'Baca kisah lingkungan kami',
      },
      mutualGrowth: {
        title: 'Manajemen tumbuh bersama',
        text: 'Melalui pengembangan karyawan lokal dan hubungan yang adil dengan mitra, kami mengupayakan pertumbuhan bersama bagi klien, karyawan, dan masyarakat.',
        link: 'Baca kisah tumbuh bersama kami',
      },
    },
  },
  statsBand: {
    title: 'Hasil yang pasti dari tenaga ahli lokal',
    items: {
      localExperts: 'Tenaga ahli lokal',
      establishmentSuccess: 'Keberhasilan pendirian perusahaan',
      rentalManagements: 'Properti sewa dikelola',
      serviceAreas: 'Bidang layanan keahlian',
    },
    rentalValue: '{n}+',
    serviceAreasValue: '{n}',
    cta: 'Ajukan konsultasi gratis',
  },
};
