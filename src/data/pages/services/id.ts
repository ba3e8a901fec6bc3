import { id as dictionary } from '#i18n/ui/id.ts';
import type { ServicesContent } from './index.ts';

export const id: ServicesContent = {
  hero: {
    eyebrow: 'Layanan terpadu untuk ekspansi ke Indonesia',
    description:
      'Mulai dari kajian investasi hingga pendirian perusahaan, visa, ketenagakerjaan dan SDM, properti, serta pemasaran. Para ahli di setiap bidang menangani enam layanan yang Anda perlukan untuk masuk dan beroperasi di Indonesia hingga tuntas.',
    stats: {
      companies: { value: '{n}+', label: 'Perusahaan didampingi' },
      services: { value: '{n}', label: 'Bidang layanan profesional' },
      experts: { value: '{n}+', label: 'Tenaga ahli lokal' },
      years: { value: '{n}', label: 'Tahun berpengalaman' },
    },
  },
  list: {
    eyebrow: 'Bidang layanan',
    title: 'Enam layanan profesional untuk setiap tahap ekspansi',
    intro: 'Pilih bidang yang Anda perlukan untuk melihat rinciannya. Pekerjaan yang melibatkan beberapa bidang ditangani oleh satu tim.',
    featuresLabel: 'Cakupan layanan',
    detail: 'Selengkapnya',
  },
  serviceTypes: {
    taskForce: 'Tim satuan tugas khusus',
    consultant: 'Konsultan pendamping khusus',
  },
  cards: {
    investment: {
      title: dictionary.services.investment,
      summary: 'Kami mendampingi seluruh proses investasi di Indonesia, mulai dari riset pasar dan penyusunan struktur investasi hingga bisnis Anda berjalan mantap.',
      description:
        'Studi kelayakan, struktur investasi dan kepemilikan saham, insentif investasi, hingga pencarian mitra lokal: satu tim menyiapkan seluruh dasar pengambilan keputusan investasi Anda.',
      features: ['Riset pasar dan studi kelayakan usaha', 'Struktur investasi, kepemilikan saham, dan insentif', 'Pencarian mitra lokal dan lokasi usaha', 'Pendampingan hingga usaha berjalan stabil'],
    },
    establishment: {
      title: dictionary.services.establishment,
      summary: 'Pendirian PT PMA, pendaftaran NIB, NPWP, dan BPJS, hingga izin usaha dengan jadwal 8 minggu.',
      description:
        'Kami mengurus seluruh proses administrasi sesuai jadwal, mulai dari pendirian perusahaan penanaman modal asing (PMA), pendaftaran melalui OSS, hingga perizinan sektoral.',
      features: ['Pendirian PT PMA dan penyusunan anggaran dasar', 'Penerbitan NIB melalui OSS dan pendaftaran NPWP', 'Pendaftaran BPJS dan pelaporan ke Kemnaker', 'Izin usaha dan perizinan sektoral'],
    },
    visa: {
      title: dictionary.services.visa,
      summary: 'Dari VOA hingga ITAS dan ITAP, kami memberikan arahan visa dan izin tinggal yang sesuai dengan tujuan Anda serta mengurus permohonannya.',
      description:
        'Kami merancang visa yang tepat untuk perjalanan bisnis, bekerja, atau tinggal jangka panjang, lalu mengelola permohonan, perpanjangan, dan alih status agar tidak ada tenggat yang terlewat.',
      features: ['Visa kunjungan VOA, VKSB, dan VKBP', 'Izin tinggal ITAS (KITAS) dan ITAP', 'Izin kerja TKA termasuk RPTKA', 'Perpanjangan dan pemantauan masa berlaku'],
    },
    hr: {
      title: dictionary.services.hr,
      summary: 'Mulai dari peraturan perusahaan, perjanjian kerja, dan BPJS hingga rekrutmen, kami mengelola urusan ketenagakerjaan dan SDM Anda.',
      description:
        'Kami menyusun peraturan perusahaan dan perjanjian kerja yang sesuai dengan hukum ketenagakerjaan Indonesia, serta mendukung operasional SDM mulai dari rekrutmen, pelatihan, hingga kepesertaan jaminan sosial.',
      features: ['Penyusunan peraturan perusahaan dan pengesahan Kemnaker', 'Perjanjian kerja dan kepesertaan BPJS', 'Jasa rekrutmen dan rekomendasi kandidat', 'Pelatihan SDM dan penyusunan KPI'],
    },
    realestate: {
      title: dictionary.services.realestate,
      summary: 'Kantor, pabrik, gudang, hingga hunian: kami membantu Anda menyewa atau membeli properti yang sesuai kebutuhan.',
      description:
        'Kami merekomendasikan properti yang harga pasar dan status hukumnya telah kami periksa, menegosiasikan syarat kontrak, dan mengelola sewa setelah Anda menempatinya.',
      features: ['Sewa dan jual beli kantor, pabrik, dan gudang', 'Ruko, hunian, dan mes karyawan', 'Analisis harga pasar dan negosiasi kontrak', 'Pengelolaan sewa setelah serah terima'],
    },
    marketing: {
      title: dictionary.services.marketing,
      summary: 'Branding dan pemasaran lokal yang dirancang untuk konsumen Indonesia dan platform digital yang mereka gunakan.',
      description:
        'Berdasarkan budaya konsumsi setempat dan karakter pengguna setiap platform, kami merencanakan dan menjalankan lokalisasi merek, pemasaran media sosial, dan e-commerce.',
      features: ['Riset pasar dan konsumen', 'Strategi lokalisasi merek', 'Pemasaran media sosial dan influencer', 'Pembukaan dan pengelolaan toko e-commerce'],
    },
  },
  why: {
    eyebrow: 'Mengapa Nusantara Bridge',
    title: 'Tiga alasan untuk memercayakan bisnis Anda kepada kami',
    reasons: [
      {
        title: 'Pengalaman lokal',
        text: 'Dengan pengalaman {years} tahun di Jakarta sejak {year}, kami termasuk yang pertama mengetahui perubahan regulasi dan praktik administrasi, lalu segera menyesuaikan langkah.',
      },
      {
        title: 'Layanan terpadu',
        text: 'Kajian investasi, pendirian perusahaan, visa, SDM, properti, dan pemasaran ditangani melalui satu pintu sehingga waktu dan biaya Anda lebih hemat.',
      },
      {
        title: 'Rekam jejak terbukti',
        text: 'Kami telah mendampingi lebih dari {companies} perusahaan, memproses lebih dari {visas} visa, dan mempertahankan tingkat keberhasilan pendirian perusahaan {success}%.',
      },
    ],
  },
  cta: {
    title: 'Belum yakin layanan mana yang Anda perlukan?',
    text: 'Ceritakan situasi Anda, dan kami akan membantu menyusun layanan serta jadwal yang tepat. Konsultasi awal tidak dipungut biaya.',
    primary: 'Hubungi kami',
  },
};
