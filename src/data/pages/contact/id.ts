import type { ContactContent } from './index.ts';

export const id: ContactContent = {
  hero: {
    badge: 'Hubungi kami',
    title: 'Berencana masuk ke pasar Indonesia?\nTanyakan apa saja kepada kami.',
    description: 'Pendirian perusahaan, visa, ketenagakerjaan, properti, hingga pemasaran: sampaikan pertanyaan Anda.\nKonsultan yang ahli di bidangnya akan menjawab Anda secara langsung.',
    response: 'Balasan dalam {hours} jam',
    free: 'Konsultasi awal gratis',
  },
  details: {
    title: 'Informasi kontak',
    intro: 'Hubungi kami melalui telepon, email, atau formulir konsultasi, mana pun yang paling nyaman bagi Anda.',
    phoneTitle: 'Telepon',
    officePhone: 'Kantor',
    mobilePhone: 'Ponsel',
    emailTitle: 'Email',
    emailNote: 'Anda juga dapat melampirkan dokumen yang perlu kami tinjau.',
    hoursTitle: 'Jam kerja',
    weekdays: 'Senin–Jumat',
    weekdayHours: '{opens}–{closes}',
    weekend: 'Sabtu dan Minggu',
    closed: 'Tutup',
    timezone: 'Seluruh waktu mengacu pada Waktu Indonesia Barat (WIB, UTC+7).',
    emergencyTitle: 'Kontak darurat',
    emergencyText: 'Jika terjadi keadaan mendesak di luar jam kerja, seperti masalah di pemeriksaan imigrasi, izin tinggal, atau kecelakaan kerja, hubungi nomor ponsel kami yang siaga 24 jam. Konsultan kami akan segera menanganinya.',
    emergencyCall: 'Telepon darurat',
  },
  form: {
    title: 'Ajukan konsultasi',
    note: 'Isi formulir di bawah ini, dan konsultan yang menangani bidang Anda akan menghubungi Anda dalam {hours} jam.',
    consultation: 'Konsultasi tersedia dalam bahasa Korea, Inggris, Indonesia, Mandarin, dan Jepang, baik tatap muka, melalui panggilan video, maupun telepon, sesuai pilihan Anda. Konsultasi awal tidak dipungut biaya, dan seluruh informasi yang Anda sampaikan kami jaga kerahasiaannya.',
  },
  office: {
    title: 'Lokasi kantor',
    intro: 'Kunjungan ke kantor hanya dengan perjanjian. Mohon informasikan jadwal kunjungan Anda terlebih dahulu melalui telepon atau email.',
    addressTitle: 'Alamat kantor pusat',
    lobbyNote: 'Silakan mendaftar di meja resepsionis lobi lantai dasar, dan staf kami akan menjemput Anda.',
    mapAlt: 'Ilustrasi peta yang menandai lokasi kantor pusat kami (ilustrasi, bukan peta sebenarnya)',
    showMap: 'Tampilkan peta',
    mapNotice: 'Memilih “Tampilkan peta” akan memuat Google Maps.',
    mapTitle: 'Lokasi kantor pusat (Google Maps)',
    openInMaps: 'Buka di Google Maps',
    newWindow: 'terbuka di jendela baru',
  },
  why: {
    title: 'Mengapa memilih Nusantara Bridge',
    intro: 'Pengalaman di lapangan, rekam jejak yang terbukti, dan tim yang tepat membuat perbedaan.',
    items: {
      experience: {
        value: '{n}',
        label: 'Tahun pengalaman di Indonesia',
        text: 'Pengalaman yang kami bangun sejak {year} membuat kami siap menghadapi perubahan peraturan lebih awal.',
      },
      projects: {
        value: '{n}+',
        label: 'Perusahaan dan proyek didampingi',
        text: 'Kami telah mengantar keberhasilan masuk pasar di sektor manufaktur, ritel, TI, pangan, dan banyak lainnya.',
      },
      employees: {
        value: '{n}+',
        label: 'Karyawan',
        text: 'Tenaga ahli yang menguasai hukum dan bahasa setempat menangani langsung setiap bidang.',
      },
    },
  },
};
