import type { NewFaq } from '../../db/schema.ts';

/** First-run FAQs: one per public category, in all five languages. */
export const seedFaqs: NewFaq[] = [
  {
    category: '법인',
    sort_order: 1,
    question: '외국인 투자 법인(PMA)을 설립하는 데 얼마나 걸리나요?',
    answer: '<p>일반 업종은 약 <strong>8주</strong>, 제조업은 10주, 특수 업종은 12주 이상 걸립니다. 할랄·식품의약품 인증은 4~8주 이상, 환경 허가는 2~6주 이상이 더 필요할 수 있습니다.</p>',
    translations: {
      en: { question: 'How long does it take to set up a foreign-owned company (PMA)?', answer: '<p>About <strong>8 weeks</strong> for general businesses, 10 weeks for manufacturing and 12 weeks or more for special sectors. Halal or food-and-drug certification can add 4 to 8 weeks or more, and environmental permits 2 to 6 weeks or more.</p>' },
      id: { question: 'Berapa lama waktu yang dibutuhkan untuk mendirikan perusahaan PMA?', answer: '<p>Sekitar <strong>8 minggu</strong> untuk usaha umum, 10 minggu untuk manufaktur, dan 12 minggu atau lebih untuk sektor khusus. Sertifikasi halal atau BPOM dapat menambah 4 hingga 8 minggu atau lebih, dan izin lingkungan 2 hingga 6 minggu atau lebih.</p>' },
      zh: { question: '设立外商投资公司（PMA）需要多长时间？', answer: '<p>一般行业约需 <strong>8 周</strong>，制造业 10 周，特殊行业 12 周以上。清真或食品药品认证可能另需 4 至 8 周以上，环境许可另需 2 至 6 周以上。</p>' },
      ja: { question: '外国投資会社（PMA）の設立にはどのくらいかかりますか？', answer: '<p>一般業種で約 <strong>8週間</strong>、製造業で10週間、特殊業種では12週間以上かかります。ハラール・食品医薬品認証はさらに4〜8週間以上、環境許可は2〜6週間以上かかる場合があります。</p>' },
    },
  },
  {
    category: '인사',
    sort_order: 1,
    question: '직원이 몇 명부터 회사 규정을 만들어야 하나요?',
    answer: '<p>근로자가 <strong>10명 이상</strong>이면 회사 규정(Peraturan Perusahaan)이 의무입니다. 근로자 대표가 14일간 검토하고, 노동부가 30 영업일 이내에 승인합니다.</p>',
    translations: {
      en: { question: 'From how many employees are company regulations required?', answer: '<p>Company regulations (Peraturan Perusahaan) are mandatory for employers with <strong>10 or more</strong> workers. Worker representatives have 14 days to review them, and the Ministry of Manpower approves them within 30 working days.</p>' },
      id: { question: 'Mulai berapa karyawan perusahaan wajib memiliki Peraturan Perusahaan?', answer: '<p>Peraturan Perusahaan wajib bagi pemberi kerja dengan <strong>10 pekerja atau lebih</strong>. Wakil pekerja memiliki waktu 14 hari untuk meninjau, dan Kementerian Ketenagakerjaan memberikan pengesahan dalam 30 hari kerja.</p>' },
      zh: { question: '员工达到多少人必须制定公司规章？', answer: '<p>雇用 <strong>10 名及以上</strong> 员工的雇主必须制定公司规章（Peraturan Perusahaan）。员工代表有 14 天审阅期，劳工部在 30 个工作日内批准。</p>' },
      ja: { question: '従業員が何人から就業規則の作成が必要ですか？', answer: '<p>従業員が <strong>10人以上</strong> の場合、就業規則（Peraturan Perusahaan）の作成が義務です。従業員代表が14日間確認し、労働省が30営業日以内に承認します。</p>' },
    },
  },
  {
    category: '비자',
    sort_order: 1,
    question: '도착 비자(VOA)로 얼마나 머물 수 있나요?',
    answer: '<p>VOA는 <strong>30일</strong> 체류할 수 있고 한 번 30일 연장할 수 있습니다. 공항에서 IDR 500,000을 냅니다. 연장은 만료 2주 전에 신청하세요.</p>',
    translations: {
      en: { question: 'How long can I stay on a visa on arrival (VOA)?', answer: '<p>A VOA allows a stay of <strong>30 days</strong>, extendable once by 30 days. It costs IDR 500,000 at the airport. Apply for the extension 2 weeks before it expires.</p>' },
      id: { question: 'Berapa lama saya dapat tinggal dengan visa kunjungan saat kedatangan (VOA)?', answer: '<p>VOA berlaku untuk tinggal <strong>30 hari</strong> dan dapat diperpanjang satu kali selama 30 hari. Biayanya IDR 500.000 di bandara. Ajukan perpanjangan 2 minggu sebelum masa berlaku habis.</p>' },
      zh: { question: '落地签（VOA）可以停留多久？', answer: '<p>落地签可停留 <strong>30 天</strong>，可延期一次 30 天，在机场缴纳 IDR 500,000。请在到期前 2 周申请延期。</p>' },
      ja: { question: '到着ビザ（VOA）でどのくらい滞在できますか？', answer: '<p>VOAでは <strong>30日間</strong> 滞在でき、1回30日間延長できます。空港で IDR 500,000 を支払います。延長は期限の2週間前までに申請してください。</p>' },
    },
  },
  {
    category: '부동산',
    sort_order: 1,
    question: '외국 법인도 인도네시아에서 사무실을 임차할 수 있나요?',
    answer: '<p>네. PMA 법인은 사무실, 공장, 창고를 임차할 수 있으며, 영업 허가에 필요한 주소 요건에 맞는 매물을 함께 찾아 드립니다.</p>',
    translations: {
      en: { question: 'Can a foreign-owned company lease an office in Indonesia?', answer: '<p>Yes. A PMA company can lease offices, factories and warehouses, and we help you find a property that meets the address requirements of your business licence.</p>' },
      id: { question: 'Apakah perusahaan asing dapat menyewa kantor di Indonesia?', answer: '<p>Ya. Perusahaan PMA dapat menyewa kantor, pabrik, dan gudang, dan kami membantu Anda menemukan properti yang memenuhi persyaratan alamat untuk perizinan usaha Anda.</p>' },
      zh: { question: '外资公司可以在印尼租用办公室吗？', answer: '<p>可以。PMA 公司可以租用办公室、工厂和仓库，我们会协助您寻找符合营业许可地址要求的物业。</p>' },
      ja: { question: '外資系企業でもインドネシアでオフィスを賃借できますか？', answer: '<p>はい。PMA法人はオフィス、工場、倉庫を賃借でき、事業許可の住所要件を満たす物件探しもお手伝いします。</p>' },
    },
  },
  {
    category: '법인',
    sort_order: 99,
    is_published: false,
    question: '(비공개 초안) 공개되면 안 되는 질문',
    answer: '<p>관리자만 볼 수 있는 초안입니다.</p>',
  },
];
