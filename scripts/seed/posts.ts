import type { NewCsrPost, NewNotice } from '#db/schema.ts';
import { sanitizeRichHtml } from '#functions/_shared/sanitize-html.ts';

type Text = readonly [title: string, content: string];
type Story = readonly [title: string, excerpt: string, content: string];
/** Seeded rich HTML goes through the same allowlist as an admin's save, so it is exactly what the API would store. */
const html = (text: string) => sanitizeRichHtml(text.split('\n').map((p) => `<p>${p}</p>`).join(''));

function notice(author: string, daysAgo: number, extra: Partial<NewNotice>, ko: Text, ...others: [en: Text, id?: Text, zh?: Text, ja?: Text]): NewNotice {
  const t = ([title, content]: Text) => ({ title, content: html(content) });
  const translations = Object.fromEntries((['en', 'id', 'zh', 'ja'] as const).flatMap((code, i) => (others[i] ? [[code, t(others[i])]] : [])));
  return {
    author,
    title: ko[0],
    content: html(ko[1]),
    created_at: new Date(Date.now() - daysAgo * 86_400_000),
    translations,
    ...extra,
  };
}

/**
 * First-run notices: one pinned, one important, varied categories, one draft; all in five languages
 * but one, in Korean and English only, so the built site always has notice pages that stand in with the
 * Korean text (Korean canonical, no alternates, out of search) for the gates to check.
 */
export function seedNotices(author: string): NewNotice[] {
  return [
    notice(author, 30, { category: 'announcement', is_pinned: true },
      ['홈페이지를 새로 열었습니다', '누산타라 브릿지 컨설팅 홈페이지가 한국어, 영어, 인도네시아어, 중국어, 일본어로 새롭게 열렸습니다.\n서비스 안내, 자주 묻는 질문, 공지사항과 우리의 이야기를 다섯 언어로 확인하실 수 있으며, 상담 문의는 언제든지 남겨 주시면 24시간 이내에 답변드립니다.'],
      ['Our new website is live', 'The Nusantara Bridge Consulting website is now available in Korean, English, Indonesian, Chinese and Japanese.\nYou can read our services, FAQs, notices and stories in five languages, and send us an inquiry at any time: we reply within 24 hours.'],
      ['Situs web baru kami telah diluncurkan', 'Situs web Nusantara Bridge Consulting kini tersedia dalam bahasa Korea, Inggris, Indonesia, Tiongkok, dan Jepang.\nAnda dapat membaca layanan, FAQ, pengumuman, dan kisah kami dalam lima bahasa, serta mengirimkan pertanyaan kapan saja: kami membalas dalam 24 jam.'],
      ['新网站正式上线', 'Nusantara Bridge Consulting 网站现已提供韩语、英语、印尼语、中文和日语版本。\n您可以用五种语言浏览服务介绍、常见问题、公告和我们的故事，并可随时提交咨询，我们将在 24 小时内回复。'],
      ['新しいウェブサイトを公開しました', 'Nusantara Bridge Consulting のウェブサイトを韓国語、英語、インドネシア語、中国語、日本語で公開しました。\nサービス案内、よくある質問、お知らせ、私たちのストーリーを5つの言語でご覧いただけます。お問い合わせにはいつでも24時間以内にご回答いたします。']),
    notice(author, 3, { category: 'labor', is_important: true },
      ['2025년 BPJS 보험료 기준 안내', '2025년 자카르타 최저임금 Rp 5,400,000 기준으로 고용주 부담은 8.24%, 근로자 부담은 3%, 합계 11.24%입니다.\n현지 직원과 6개월 넘게 근무하는 외국인 모두 가입 대상이므로 급여 체계를 미리 점검해 주시기 바랍니다.'],
      ['BPJS contribution rates for 2025', 'On the 2025 Jakarta minimum wage of Rp 5,400,000, employers contribute 8.24% and employees 3%, 11.24% in total.\nLocal staff and foreigners working more than 6 months must be enrolled, so please review your payroll in advance.'],
      ['Tarif iuran BPJS tahun 2025', 'Berdasarkan UMP Jakarta 2025 sebesar Rp 5.400.000, pemberi kerja menanggung 8,24% dan pekerja 3%, total 11,24%.\nKaryawan lokal dan tenaga kerja asing yang bekerja lebih dari 6 bulan wajib didaftarkan, sehingga mohon tinjau sistem penggajian Anda sejak awal.'],
      ['2025 年 BPJS 社保缴费标准', '以 2025 年雅加达最低工资 Rp 5,400,000 为基数，雇主承担 8.24%，员工承担 3%，合计 11.24%。\n本地员工和工作超过 6 个月的外国人均须参保，请提前检查薪酬体系。'],
      ['2025年 BPJS 保険料の基準について', '2025年のジャカルタ最低賃金 Rp 5,400,000 を基準に、雇用主負担は8.24%、従業員負担は3%、合計11.24%です。\n現地従業員と6か月を超えて勤務する外国人の双方が加入対象となるため、給与体系を事前にご確認ください。']),
    notice(author, 10, { category: 'visa' },
      ['체류 허가 연장은 만료 2주 전에 신청하세요', 'ITAS와 VOA 연장 신청은 만료 2주 전까지 접수해야 안전합니다. 신청이 늦으면 하루 단위로 초과 체류 벌금이 부과될 수 있습니다.'],
      ['Apply for stay permit extensions 2 weeks before expiry', 'To be safe, ITAS and VOA extensions should be filed at least 2 weeks before expiry. A late application can lead to daily overstay fines.'],
      ['Ajukan perpanjangan izin tinggal 2 minggu sebelum habis masa berlaku', 'Agar aman, perpanjangan ITAS dan VOA sebaiknya diajukan paling lambat 2 minggu sebelum masa berlaku habis. Keterlambatan dapat dikenai denda overstay per hari.'],
      ['请在到期前 2 周申请居留许可延期', '为稳妥起见，ITAS 和落地签的延期申请应至少在到期前 2 周提交。申请过晚可能按日被处以逾期居留罚款。'],
      ['在留許可の延長は期限の2週間前までに申請してください', 'ITAS と VOA の延長は、期限の2週間前までに申請するのが安全です。申請が遅れると、1日単位でオーバーステイの罰金が科される場合があります。']),
    notice(author, 20, { category: 'investment' },
      ['OSS 사업 허가 절차가 개편되었습니다', '위험도 기반 OSS 시스템에서 업종별 요건이 일부 바뀌었습니다. 진행 중인 법인 설립 건은 담당 컨설턴트가 개별적으로 안내해 드립니다.'],
      ['OSS business licensing has been revised', 'Some sector requirements have changed in the risk-based OSS system. Your consultant will contact you individually about any incorporation in progress.'],
      ['Perizinan berusaha OSS telah diperbarui', 'Beberapa persyaratan sektoral dalam sistem OSS berbasis risiko telah berubah. Konsultan kami akan menghubungi Anda secara langsung terkait proses pendirian yang sedang berjalan.'],
      ['OSS 营业许可流程已调整', '基于风险的 OSS 系统中部分行业要求有所变化。正在办理中的公司设立事项，将由负责顾问单独通知您。'],
      ['OSS の事業許可手続きが改正されました', 'リスクベースの OSS システムで業種別の要件が一部変更されました。進行中の会社設立案件については、担当コンサルタントが個別にご案内いたします。']),
    notice(author, 45, { category: 'tax' },
      ['연간 법인세 신고 마감 안내', '12월 결산 법인의 연간 법인세 신고 마감은 다음 해 4월 말입니다. 필요한 서류는 3월 중순까지 보내 주시기 바랍니다.'],
      ['Annual corporate tax return deadline', 'For companies with a December year-end, the annual corporate tax return is due at the end of April of the following year. Please send us the documents by mid-March.'],
      ['Batas waktu SPT Tahunan PPh Badan', 'Bagi perusahaan dengan tahun buku berakhir Desember, SPT Tahunan PPh Badan wajib disampaikan paling lambat akhir April tahun berikutnya. Mohon kirimkan dokumen kepada kami paling lambat pertengahan Maret.'],
      ['年度企业所得税申报截止提醒', '12 月结账的公司，年度企业所得税申报截止日为次年 4 月底。请于 3 月中旬前将所需资料发送给我们。'],
      ['年次法人税申告の期限について', '12月決算法人の年次法人税申告の期限は翌年4月末です。必要書類は3月中旬までにお送りください。']),
    notice(author, 60, { category: 'investment' },
      ['한-인도네시아 CEPA 관세 혜택 활용 안내', '한-인도네시아 포괄적 경제동반자협정(CEPA)에 따라 다수 품목의 관세가 단계적으로 낮아지고 있습니다.\n원산지 증명서 발급 요건을 미리 확인하시면 수입 통관 시 혜택을 받으실 수 있습니다.'],
      ['Using the Korea-Indonesia CEPA tariff benefits', 'Under the Korea-Indonesia Comprehensive Economic Partnership Agreement (CEPA), duties on many goods are being lowered step by step.\nChecking the certificate of origin requirements in advance lets you claim the benefit at import clearance.']),
    { author, title: '(비공개 초안) 공개 전 공지', content: html('관리자만 볼 수 있는 초안입니다.'), category: 'report', is_published: false },
  ];
}

function story(authorId: number, daysAgo: number, category: string, image: string, ko: Story, en: Story, id: Story, zh: Story, ja: Story): NewCsrPost {
  const t = ([title, excerpt, content]: Story) => ({ title, excerpt, content: html(content) });
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  return {
    author_id: authorId, category, featured_image: `/images/csr/${image}.svg`, is_published: true, published_at: at, created_at: at,
    title: ko[0], excerpt: ko[1], content: html(ko[2]),
    translations: { en: t(en), id: t(id), zh: t(zh), ja: t(ja) },
  };
}

/** First-run CSR stories across the categories, with illustrations, and one draft visitors must never see. */
export function seedCsrPosts(authorId: number): NewCsrPost[] {
  return [
    story(authorId, 1, '창립이야기', 'founding',
      ['2003년, 자카르타의 작은 사무실에서', '세 명의 직원과 함께 시작한 누산타라 브릿지 컨설팅의 창립 이야기.', '2003년 자카르타의 작은 사무실에서 세 명이 첫 고객의 법인 설립을 도우며 회사가 시작되었습니다.\n그때의 약속, 고객의 일을 우리 일처럼 챙긴다는 원칙은 지금도 변함이 없습니다.'],
      ['2003: a small office in Jakarta', 'How Nusantara Bridge Consulting began with three people.', 'In 2003, three people in a small Jakarta office helped their first client set up a company, and the firm was born.\nThe promise we made then, to treat every client\'s business as our own, still guides us today.'],
      ['2003: sebuah kantor kecil di Jakarta', 'Kisah berdirinya Nusantara Bridge Consulting bersama tiga orang.', 'Pada tahun 2003, tiga orang di sebuah kantor kecil di Jakarta membantu klien pertama mendirikan perusahaan, dan firma ini pun lahir.\nJanji kami saat itu, memperlakukan urusan klien seperti urusan sendiri, tetap menjadi pegangan kami hingga kini.'],
      ['2003 年，雅加达的一间小办公室', 'Nusantara Bridge Consulting 由三个人起步的创立故事。', '2003 年，三个人在雅加达的一间小办公室帮助第一位客户设立公司，公司由此诞生。\n当时许下的承诺——把客户的事当作自己的事——至今未变。'],
      ['2003年、ジャカルタの小さなオフィスから', '3人で始まった Nusantara Bridge Consulting の創業ストーリー。', '2003年、ジャカルタの小さなオフィスで3人が最初のお客様の会社設立を支援し、当社が始まりました。\nお客様の仕事を自分の仕事として考えるという当時の約束は、今も変わりません。']),
    story(authorId, 3, '파트너십', 'partnership',
      ['현지 대학과 함께하는 인턴십', '인도네시아 대학생에게 실무 경험을 나누는 상생 프로그램.', '매년 현지 대학과 함께 인턴십을 운영하며 인도네시아 청년들과 실무 경험을 나눕니다.\n인턴십을 마친 학생 중 다수가 지금 우리 회사의 동료가 되었습니다.'],
      ['Internships with local universities', 'A shared-growth programme that gives Indonesian students real work experience.', 'Every year we run internships with local universities and share hands-on experience with young Indonesians.\nMany of our interns have since become our colleagues.'],
      ['Magang bersama universitas lokal', 'Program tumbuh bersama yang memberi mahasiswa Indonesia pengalaman kerja nyata.', 'Setiap tahun kami menyelenggarakan program magang bersama universitas lokal dan berbagi pengalaman kerja dengan generasi muda Indonesia.\nBanyak peserta magang kini menjadi rekan kerja kami.'],
      ['与本地大学合作的实习项目', '为印尼大学生提供实务经验的共赢项目。', '我们每年与本地大学合作开展实习项目，与印尼青年分享实务经验。\n许多实习生如今已成为我们的同事。'],
      ['現地大学とのインターンシップ', 'インドネシアの大学生に実務経験を提供する共生プログラム。', '毎年、現地の大学と協力してインターンシップを実施し、インドネシアの若者と実務経験を分かち合っています。\n多くのインターン生が、今では当社の仲間になっています。']),
    story(authorId, 8, '교육지원', 'education',
      ['자카르타 학교에 도서관을 열었습니다', '직원들이 모은 기금으로 초등학교 두 곳에 작은 도서관을 만들었습니다.', '직원 기부와 회사의 매칭 기금으로 자카르타 북부의 초등학교 두 곳에 도서관을 열었습니다.\n인도네시아어와 영어 동화책 1,000권과 함께 매달 읽기 수업도 진행합니다.'],
      ['We opened libraries in Jakarta schools', 'Staff donations built small libraries in two primary schools.', 'With staff donations matched by the firm, we opened libraries in two primary schools in North Jakarta.\nAlongside 1,000 Indonesian and English storybooks, we run a reading class every month.'],
      ['Kami membuka perpustakaan di sekolah Jakarta', 'Donasi karyawan membangun perpustakaan kecil di dua sekolah dasar.', 'Dengan donasi karyawan yang ditambah dana pendamping perusahaan, kami membuka perpustakaan di dua sekolah dasar di Jakarta Utara.\nSelain 1.000 buku cerita berbahasa Indonesia dan Inggris, kami mengadakan kelas membaca setiap bulan.'],
      ['我们在雅加达的学校开设了图书馆', '员工捐款在两所小学建起了小型图书馆。', '员工捐款加上公司的配捐，我们在北雅加达的两所小学开设了图书馆。\n除 1,000 本印尼语和英语故事书外，我们每月还开展阅读课。'],
      ['ジャカルタの学校に図書館を開設しました', '社員の寄付で2つの小学校に小さな図書館をつくりました。', '社員の寄付と会社のマッチング寄付により、北ジャカルタの2つの小学校に図書館を開設しました。\nインドネシア語と英語の絵本1,000冊とともに、毎月読書教室も行っています。']),
    story(authorId, 15, '환경보호', 'environment',
      ['맹그로브 1,000그루 심기', '자카르타 해안의 맹그로브 숲을 되살리는 봉사 활동.', '직원과 가족 60명이 자카르타 북부 해안에서 맹그로브 1,000그루를 심었습니다.\n맹그로브는 해안 침식을 막고 탄소를 흡수하며, 우리는 매년 이 숲을 함께 가꿉니다.'],
      ['Planting 1,000 mangroves', 'Volunteering to restore the mangrove forest on the Jakarta coast.', 'Sixty staff and family members planted 1,000 mangroves on the North Jakarta coast.\nMangroves hold back coastal erosion and absorb carbon, and we tend this forest together every year.'],
      ['Menanam 1.000 pohon mangrove', 'Kegiatan sukarela untuk memulihkan hutan mangrove di pesisir Jakarta.', 'Enam puluh karyawan beserta keluarga menanam 1.000 pohon mangrove di pesisir Jakarta Utara.\nMangrove menahan abrasi pantai dan menyerap karbon, dan kami merawat hutan ini bersama setiap tahun.'],
      ['种下 1,000 棵红树', '修复雅加达海岸红树林的志愿活动。', '60 名员工及家属在北雅加达海岸种下了 1,000 棵红树。\n红树林能防止海岸侵蚀并吸收碳，我们每年都会一起养护这片树林。'],
      ['マングローブ1,000本の植樹', 'ジャカルタ沿岸のマングローブ林を再生するボランティア活動。', '社員と家族60人が北ジャカルタの海岸にマングローブ1,000本を植えました。\nマングローブは海岸の浸食を防ぎ炭素を吸収します。私たちは毎年この森を一緒に育てています。']),
    story(authorId, 30, '주요성과', 'milestones',
      ['지원 기업 500곳을 넘었습니다', '20여 년 동안 500개가 넘는 기업과 프로젝트의 인도네시아 진출을 도왔습니다.', '2003년 첫 고객 이후 500개가 넘는 기업과 프로젝트가 우리와 함께 인도네시아에 자리를 잡았습니다.\n10,000건이 넘는 비자 업무와 100% 법인 설립 성공률은 70명이 넘는 직원들의 노력 덕분입니다.'],
      ['More than 500 companies supported', 'In over two decades we have helped more than 500 companies and projects enter Indonesia.', 'Since our first client in 2003, more than 500 companies and projects have settled in Indonesia with us.\nMore than 10,000 visa cases and a 100% incorporation success rate are the work of our 70+ employees.'],
      ['Lebih dari 500 perusahaan telah kami dampingi', 'Selama lebih dari dua dekade kami membantu lebih dari 500 perusahaan dan proyek masuk ke Indonesia.', 'Sejak klien pertama pada tahun 2003, lebih dari 500 perusahaan dan proyek telah berkiprah di Indonesia bersama kami.\nLebih dari 10.000 urusan visa dan tingkat keberhasilan pendirian perusahaan 100% adalah hasil kerja lebih dari 70 karyawan kami.'],
      ['服务企业突破 500 家', '二十多年来，我们协助 500 多家企业和项目进入印尼。', '自 2003 年第一位客户以来，已有 500 多家企业和项目与我们一起在印尼落地。\n10,000 多件签证业务和 100% 的公司设立成功率，来自我们 70 多名员工的努力。'],
      ['支援企業が500社を超えました', '20年余りで500を超える企業とプロジェクトのインドネシア進出を支援しました。', '2003年の最初のお客様以来、500を超える企業とプロジェクトが私たちとともにインドネシアに根を下ろしました。\n10,000件を超えるビザ業務と100%の会社設立成功率は、70人を超える社員の努力の賜物です。']),
    story(authorId, 60, '현지화', 'localization',
      ['현지 전문가 100%로 일합니다', '모든 실무를 인도네시아 현지 전문가가 맡는 이유.', '우리 회사의 실무 전문가는 100% 현지 인력입니다. 현지 법과 행정, 문화를 가장 잘 아는 사람들이 고객의 일을 맡습니다.\n한국어와 인도네시아어를 함께 쓰는 팀이 고객과 관공서 사이의 다리가 됩니다.'],
      ['100% local experts', 'Why every case is handled by Indonesian experts.', 'Our practitioners are 100% local experts: the people who know Indonesian law, administration and culture best handle our clients\' work.\nBilingual teams bridge our clients and the authorities.'],
      ['100% tenaga ahli lokal', 'Mengapa setiap urusan ditangani oleh tenaga ahli Indonesia.', 'Praktisi kami 100% tenaga ahli lokal: mereka yang paling memahami hukum, administrasi, dan budaya Indonesia menangani urusan klien kami.\nTim dwibahasa menjembatani klien dan instansi pemerintah.'],
      ['100% 本地专家', '为什么每项业务都由印尼本地专家负责。', '我们的实务专家 100% 为本地人才：最了解印尼法律、行政和文化的人负责客户的事务。\n双语团队成为客户与政府机关之间的桥梁。'],
      ['現地専門家100%の体制', 'すべての実務をインドネシアの現地専門家が担う理由。', '当社の実務専門家は100%現地人材です。インドネシアの法律、行政、文化を最もよく知る人々がお客様の業務を担当します。\nバイリンガルのチームが、お客様と官公庁の架け橋となります。']),
    { author_id: authorId, title: '(비공개 초안) 준비 중인 이야기', content: html('공개 전 초안입니다.'), category: '현지화', is_published: false, published_at: null },
  ];
}
