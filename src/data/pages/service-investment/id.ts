import type { InvestmentContent } from './index.ts';

export const id: InvestmentContent = {
  backLink: 'Kembali ke semua layanan',
  hero: {
    eyebrow: 'Strategi masuk pasar',
    lead: 'Mulai dari riset pasar dan penyusunan struktur investasi hingga pendirian perusahaan, perekrutan, dan operasional yang stabil: satu tim mendampingi investasi Anda di Indonesia pada setiap tahap, dari awal hingga akhir.',
    primaryCta: 'Konsultasi investasi gratis',
    secondaryCta: 'Lihat studi kasus investasi',
    stats: {
      years: 'Tahun pengalaman di Indonesia',
      companies: 'Perusahaan dan proyek yang didampingi',
      localExperts: 'Tenaga ahli lokal',
      employees: 'Karyawan',
    },
  },
  benefits: {
    eyebrow: 'Mengapa Nusantara Bridge',
    title: 'Semua yang dibutuhkan keputusan investasi Anda, dalam satu tempat',
    intro: 'Investasi yang baik berawal dari informasi yang akurat dan eksekusi yang cepat. Tim yang sama mendampingi Anda sejak konsultasi pertama hingga operasional berjalan lancar.',
    items: [
      {
        title: 'Layanan satu pintu',
        text: 'Riset pasar, pendirian perusahaan, perizinan, perekrutan, visa, hingga kantor ditangani melalui satu kontak, tanpa perlu berkoordinasi dengan banyak vendor.',
      },
      {
        title: '{localExperts}% tenaga ahli lokal',
        text: 'Spesialis Indonesia di bidang hukum investasi, perpajakan, dan ketenagakerjaan meninjau setiap langkah berdasarkan peraturan yang berlaku.',
      },
      {
        title: 'Pengalaman teruji selama {years} tahun',
        text: 'Berdiri di Jakarta sejak {year}, kami telah mendampingi lebih dari {companies} perusahaan dan proyek memasuki pasar Indonesia.',
      },
      {
        title: 'Biaya dan jadwal yang transparan',
        text: 'Anda menerima penawaran biaya dan jadwal untuk setiap tahap di awal, dan setiap biaya tambahan selalu disepakati sebelum pekerjaan dilanjutkan.',
      },
      {
        title: 'Laporan siap untuk kantor pusat',
        text: 'Hasil kajian dan kemajuan pekerjaan dirangkum dalam laporan tertulis yang dapat langsung digunakan kantor pusat untuk mengambil keputusan.',
      },
    ],
  },
  process: {
    eyebrow: 'Alur kerja',
    title: 'Konsultasi investasi dalam lima tahap',
    intro: 'Di akhir setiap tahap kami melaporkan hasilnya, lalu bersama Anda memutuskan apakah akan melanjutkan ke tahap berikutnya.',
    stepLabel: 'Tahap {n}',
    items: [
      {
        title: 'Konsultasi awal dan diagnosis',
        text: 'Kami memastikan tujuan, anggaran, jadwal, dan lokasi yang Anda inginkan, lalu memetakan isu regulasi yang perlu dikaji. Konsultasi awal tidak dipungut biaya.',
      },
      {
        title: 'Riset pasar dan studi kelayakan',
        text: 'Kami menganalisis ukuran pasar dan persaingan, batasan kepemilikan asing per kode KBLI, serta peluang memperoleh insentif pajak.',
      },
      {
        title: 'Penyusunan struktur investasi',
        text: 'Kami merancang bentuk badan usaha (PMA), komposisi saham, modal, lokasi (kawasan industri atau KEK), dan rencana pendanaan.',
      },
      {
        title: 'Pendirian dan perizinan',
        text: 'Pendirian perusahaan, penerbitan NIB melalui OSS, perizinan berusaha, rekening bank, hingga visa tenaga kerja asing sesuai jadwal yang disepakati.',
      },
      {
        title: 'Operasional awal dan pendampingan lanjutan',
        text: 'Kami membantu Anda memenuhi kewajiban awal operasional: perekrutan, pembukuan dan pelaporan pajak, serta Laporan Kegiatan Penanaman Modal (LKPM) triwulanan.',
      },
    ],
  },
  cases: {
    eyebrow: 'Studi kasus investasi',
    title: 'Industri dan skala berbeda, hasil yang terbukti',
    intro: 'Nama klien disamarkan untuk menjaga kerahasiaan.',
    labels: { industry: 'Industri', investment: 'Nilai investasi', result: 'Hasil' },
    items: [
      {
        company: 'Produsen suku cadang otomotif Korea A',
        industry: 'Suku cadang otomotif',
        investmentUsd: 12000000,
        result: 'Membangun pabrik di kawasan industri Bekasi dan memulai produksi massal dalam 14 bulan.',
      },
      {
        company: 'Merek kosmetik Korea B',
        industry: 'Kosmetik',
        investmentUsd: 1500000,
        result: 'Menyelesaikan 24 registrasi produk BPOM dan sertifikasi halal, lalu mulai dipasarkan di jaringan toko obat lokal.',
      },
      {
        company: 'Perusahaan layanan TI Korea C',
        industry: 'Perangkat lunak dan layanan TI',
        investmentUsd: 800000,
        result: 'Mendirikan PMA, membentuk tim pengembang lokal, dan menandatangani kontrak dengan lima klien lokal dalam enam bulan.',
      },
      {
        company: 'Produsen makanan Jepang D',
        industry: 'Industri makanan',
        investmentUsd: 5000000,
        result: 'Memperoleh persetujuan lingkungan dan sertifikasi halal untuk pabriknya di Karawang serta mengamankan volume ekspor tahun pertama.',
      },
      {
        company: 'Perusahaan logistik Singapura E',
        industry: 'Logistik dan pergudangan',
        investmentUsd: 3200000,
        result: 'Menyewa dan merenovasi pusat distribusi di Cikarang serta memperoleh izin kawasan berikat.',
      },
      {
        company: 'Waralaba restoran Korea F',
        industry: 'Kuliner dan waralaba',
        investmentUsd: 600000,
        result: 'Menyelesaikan pendaftaran waralaba (STPW) dan membuka tiga gerai di Jakarta pada tahun pertama.',
      },
      {
        company: 'Perusahaan peralatan surya Korea G',
        industry: 'Energi terbarukan',
        investmentUsd: 20000000,
        result: 'Menyusun struktur usaha patungan dan memperoleh persetujuan fasilitas tax holiday.',
      },
      {
        company: 'Distributor alat kesehatan Korea H',
        industry: 'Alat kesehatan',
        investmentUsd: 2000000,
        result: 'Memperoleh 12 izin edar alat kesehatan (AKL) dari Kementerian Kesehatan dan mulai memasok rumah sakit.',
      },
      {
        company: 'Produsen tekstil dan garmen Korea I',
        industry: 'Tekstil dan pakaian jadi',
        investmentUsd: 7500000,
        result: 'Merelokasi produksi ke Jawa Tengah, merekrut 1.200 karyawan lokal, dan memperoleh pengesahan peraturan perusahaan.',
      },
    ],
  },
  options: {
    eyebrow: 'Layanan tambahan',
    title: 'Tambahkan dukungan sesuai kebutuhan',
    intro: 'Pilih layanan berikut sebagai tambahan dari paket konsultasi utama.',
    items: [
      { title: 'Laporan riset pasar', text: 'Laporan khusus mengenai ukuran pasar, pesaing, jalur distribusi, dan riset konsumen.' },
      { title: 'Pencarian mitra dan uji tuntas', text: 'Kami mencari mitra lokal, pemasok, atau target akuisisi serta melakukan uji tuntas hukum dan keuangan.' },
      { title: 'Pemilihan lokasi', text: 'Kami membandingkan kawasan industri dan Kawasan Ekonomi Khusus (KEK), mengatur kunjungan lokasi, dan membantu negosiasi sewa.' },
      { title: 'Pengajuan insentif investasi', text: 'Kami menyiapkan permohonan tax holiday, tax allowance, dan pembebasan bea masuk.' },
      { title: 'Penyiapan akuntansi dan perpajakan', text: 'Kami menyiapkan sistem akuntansi dan pendaftaran pajak, lalu menangani pelaporan bulanan serta LKPM untuk Anda.' },
      { title: 'Pendampingan instansi dan penerjemahan', text: 'Kami mendampingi dan menerjemahkan dalam pertemuan dengan Kementerian Investasi/BKPM, kementerian teknis, dan pemerintah daerah.' },
    ],
  },
  serviceTypes: {
    eyebrow: 'Jenis layanan',
    title: 'Dua cara bekerja sama dengan kami',
    intro: 'Investor perorangan dan proyek berskala kecil ditangani oleh konsultan khusus; investasi korporasi oleh gugus tugas khusus.',
    rangeLabel: 'Nilai proyek',
    cta: 'Ajukan konsultasi',
    individual: {
      badge: 'Perorangan',
      title: 'Konsultan khusus',
      text: 'Untuk investor perorangan dan usaha kecil. Satu konsultan khusus menangani proyek Anda dari awal hingga akhir.',
      features: ['Konsultan khusus satu lawan satu', 'Penawaran biaya tetap untuk setiap tahap', 'Laporan kemajuan setiap dua minggu', 'Pendampingan tiga bulan setelah pendirian'],
    },
    corporate: {
      badge: 'Korporasi',
      title: 'Gugus tugas khusus',
      text: 'Untuk perusahaan menengah dan besar yang membangun pabrik, membentuk usaha patungan, atau masuk dengan beberapa badan usaha. Para spesialis bekerja sebagai satu tim.',
      features: ['Gugus tugas berisi manajer proyek serta spesialis hukum, pajak, dan ketenagakerjaan', 'Laporan mingguan untuk kantor pusat', 'Pendampingan negosiasi dengan instansi dan mitra', 'Kontrak konsultasi tahunan hingga operasional stabil'],
    },
    range: { minUsd: 10000, maxUsd: 500000 },
  },
  cta: {
    title: 'Sedang mempertimbangkan investasi di Indonesia?',
    text: 'Sampaikan tujuan dan anggaran Anda, dan kami akan mengirimkan kajian awal dalam {hours} jam. Konsultasi awal tidak dipungut biaya.',
    contact: 'Ajukan konsultasi gratis',
    services: 'Lihat layanan lainnya',
  },
};
