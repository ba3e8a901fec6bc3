import type { HomeContent } from './index.ts';

export const id: HomeContent = {
  hero: {
    badge: 'Mitra ekspansi ke Indonesia sejak {year}',
    description:
      'Pendirian perusahaan dan perizinan, visa, ketenagakerjaan dan SDM, properti, hingga pemasaran. Para ahli yang memahami kondisi lokal memberikan konsultasi dalam bahasa Anda dan menanganinya langsung di lapangan.',
    primaryCta: 'Ajukan konsultasi gratis',
    secondaryCta: 'Lihat layanan kami',
    statsLabel: 'Nusantara Bridge dalam angka',
    stats: {
      years: { value: '{n}', label: 'Tahun pengalaman' },
      projects: { value: '{n}+', label: 'Proyek selesai' },
      visas: { value: '{n}+', label: 'Visa diproses' },
      employees: { value: '{n}+', label: 'Karyawan' },
    },
  },
  services: {
    eyebrow: 'Layanan',
    title: 'Enam layanan profesional untuk setiap tahap ekspansi',
    intro: 'Mulai dari kajian investasi hingga pendirian perusahaan, visa, SDM, properti, dan pemasaran, para ahli di setiap bidang bekerja sebagai satu tim.',
    more: 'Selengkapnya',
    all: 'Lihat semua layanan',
  },
  technology: {
    eyebrow: 'Teknologi',
    title: 'Platform teruji untuk mendukung operasional Anda di Indonesia',
    intro: 'Agar tim Anda dapat bekerja dengan andal sejak perusahaan berdiri, kami membantu menyiapkan infrastruktur cloud dan perangkat kolaborasi.',
    cards: [
      {
        title: 'Platform hosting cloud',
        description:
          'Kami menempatkan situs web dan sistem bisnis Anda pada infrastruktur cloud global agar cepat dan aman diakses dari Indonesia maupun kantor pusat. Lokasi penyimpanan data dan kebijakan pencadangan dirancang sesuai regulasi setempat.',
      },
      {
        title: 'Perangkat kolaborasi perkantoran',
        description:
          'Satu perangkat untuk surel, dokumen, kalender, dan rapat video: kami mengatur akun, hak akses, dan kebijakan keamanan agar kantor pusat dan perusahaan Anda di Indonesia bekerja di lingkungan yang sama.',
      },
    ],
  },
  cases: {
    eyebrow: 'Studi kasus',
    title: 'Hasil nyata dalam angka',
    intro: 'Industri dan skala boleh berbeda, tetapi tujuannya sama. Berikut hasil yang kami capai bersama klien.',
    tagsLabel: 'Bidang terkait',
    items: [
      {
        category: 'Pendirian perusahaan',
        title: 'Produsen suku cadang otomotif membangun pabrik di Indonesia',
        description:
          'Satu tim mengelola jadwal mulai dari pendirian PT PMA, pengamanan lahan pabrik, hingga perizinan sektoral, sehingga produksi lokal dimulai lebih cepat dari rencana.',
        tags: ['Pendirian PMA', 'Perizinan', 'Manufaktur'],
        imageAlt: 'Ilustrasi pabrik baru dan dokumen izin dengan cap persetujuan',
        metrics: [
          { value: 6, unit: '{n} bulan', label: 'Ekspansi tuntas' },
          { value: 100, unit: '{n}%', label: 'Izin diperoleh' },
        ],
      },
      {
        category: 'Rekrutmen & ketenagakerjaan',
        title: 'Perusahaan TI mendirikan pusat pengembangan di Jakarta',
        description:
          'Kami merekrut pengembang lokal serta menata perjanjian kerja, BPJS, dan peraturan perusahaan, sehingga terbentuk tim pengembang yang solid dan bertahan lama.',
        tags: ['Rekrutmen', 'Kepatuhan ketenagakerjaan', 'TI'],
        imageAlt: 'Ilustrasi tim pengembang yang bekerja bersama di depan laptop',
        metrics: [
          { value: 50, unit: '{n}', label: 'Pengembang direkrut' },
          { value: 95, unit: '{n}%', label: 'Tingkat retensi' },
        ],
      },
      {
        category: 'Perizinan',
        title: 'Perusahaan makanan mendaftarkan produknya ke BPOM',
        description:
          'Kami menyiapkan dokumen izin edar pangan dan sertifikasi halal sesuai ketentuan setempat, sehingga penjualan produk impor dapat dimulai lebih awal.',
        tags: ['BPOM', 'Sertifikasi halal', 'Pangan'],
        imageAlt: 'Ilustrasi kemasan produk pangan dengan tanda sertifikasi',
        metrics: [
          { value: 3, unit: '{n} bulan', label: 'Izin edar pangan terbit' },
          { value: 10, unit: '{n}', label: 'Produk disetujui' },
        ],
      },
      {
        category: 'Properti',
        title: 'Kantor pusat regional pindah ke kantor baru di Jakarta',
        description:
          'Analisis harga pasar dan negosiasi syarat sewa menurunkan biaya sewa sekaligus menghadirkan ruang kantor yang lebih luas bagi tim yang terus bertambah.',
        tags: ['Sewa kantor', 'Negosiasi', 'Relokasi'],
        imageAlt: 'Ilustrasi denah kantor yang luas dan grafik biaya yang menurun',
        metrics: [
          { value: 30, unit: '{n}%', label: 'Penghematan biaya' },
          { value: 2000, unit: '{n} m²', label: 'Ruang kantor' },
        ],
      },
    ],
    ctaText: 'Menghadapi tantangan serupa? Konsultan kami akan mengusulkan solusi yang sesuai dengan bisnis Anda.',
    cta: 'Ajukan konsultasi gratis',
  },
  contact: {
    eyebrow: 'Konsultasi',
    title: 'Tanyakan apa saja tentang berbisnis di Indonesia',
    text: 'Kirimkan pertanyaan Anda dan konsultan kami akan menghubungi Anda dalam {hours} jam. Konsultasi awal tidak dipungut biaya.',
    officeHeading: 'Kantor pusat Jakarta',
  },
};
