import type { NewCsrPost, NewNotice } from '../../db/schema.ts';

/** First-run notices: one pinned, one important, in all five languages. */
export function seedNotices(author: string): NewNotice[] {
  return [
    {
      author,
      title: '홈페이지를 새로 열었습니다',
      content: '<p>누산타라 브릿지 컨설팅 홈페이지가 한국어, 영어, 인도네시아어, 중국어, 일본어로 새롭게 열렸습니다.</p>',
      category: 'announcement',
      is_pinned: true,
      translations: {
        en: { title: 'Our new website is live', content: '<p>The Nusantara Bridge Consulting website is now available in Korean, English, Indonesian, Chinese and Japanese.</p>' },
        id: { title: 'Situs web baru kami telah diluncurkan', content: '<p>Situs web Nusantara Bridge Consulting kini tersedia dalam bahasa Korea, Inggris, Indonesia, Tiongkok, dan Jepang.</p>' },
        zh: { title: '新网站正式上线', content: '<p>Nusantara Bridge Consulting 网站现已提供韩语、英语、印尼语、中文和日语版本。</p>' },
        ja: { title: '新しいウェブサイトを公開しました', content: '<p>Nusantara Bridge Consulting のウェブサイトを韓国語、英語、インドネシア語、中国語、日本語で公開しました。</p>' },
      },
    },
    {
      author,
      title: '2025년 BPJS 보험료 기준 안내',
      content: '<p>2025년 자카르타 최저임금 Rp 5,400,000 기준으로 고용주 부담은 8.24%, 근로자 부담은 3%, 합계 11.24%입니다.</p>',
      category: 'labor',
      is_important: true,
      translations: {
        en: { title: 'BPJS contribution rates for 2025', content: '<p>On the 2025 Jakarta minimum wage of Rp 5,400,000, employers contribute 8.24% and employees 3%, 11.24% in total.</p>' },
      },
    },
  ];
}

/** First-run CSR stories: two published, one draft that visitors must never see. */
export function seedCsrPosts(authorId: number): NewCsrPost[] {
  const now = new Date();
  return [
    {
      author_id: authorId,
      title: '2003년, 자카르타의 작은 사무실에서',
      excerpt: '세 명의 직원과 함께 시작한 누산타라 브릿지 컨설팅의 창립 이야기.',
      content: '<p>2003년 자카르타의 작은 사무실에서 세 명이 첫 고객의 법인 설립을 도우며 회사가 시작되었습니다.</p>',
      category: '창립이야기',
      is_published: true,
      published_at: new Date(now.getTime() - 86_400_000),
      translations: {
        en: { title: '2003: a small office in Jakarta', excerpt: 'How Nusantara Bridge Consulting began with three people.', content: '<p>In 2003, three people in a small Jakarta office helped their first client set up a company, and the firm was born.</p>' },
        id: { title: '2003: sebuah kantor kecil di Jakarta', excerpt: 'Kisah berdirinya Nusantara Bridge Consulting bersama tiga orang.', content: '<p>Pada tahun 2003, tiga orang di sebuah kantor kecil di Jakarta membantu klien pertama mendirikan perusahaan, dan firma ini pun lahir.</p>' },
        zh: { title: '2003 年，雅加达的一间小办公室', excerpt: 'Nusantara Bridge Consulting 由三个人起步的创立故事。', content: '<p>2003 年，三个人在雅加达的一间小办公室帮助第一位客户设立公司，公司由此诞生。</p>' },
        ja: { title: '2003年、ジャカルタの小さなオフィスから', excerpt: '3人で始まった Nusantara Bridge Consulting の創業ストーリー。', content: '<p>2003年、ジャカルタの小さなオフィスで3人が最初のお客様の会社設立を支援し、当社が始まりました。</p>' },
      },
    },
    {
      author_id: authorId,
      title: '현지 대학과 함께하는 인턴십',
      excerpt: '인도네시아 대학생에게 실무 경험을 나누는 상생 프로그램.',
      content: '<p>매년 현지 대학과 함께 인턴십을 운영하며 인도네시아 청년들과 실무 경험을 나눕니다.</p>',
      category: '파트너십',
      is_published: true,
      published_at: now,
      translations: {
        en: { title: 'Internships with local universities', excerpt: 'A shared-growth programme that gives Indonesian students real work experience.', content: '<p>Every year we run internships with local universities and share hands-on experience with young Indonesians.</p>' },
      },
    },
    {
      author_id: authorId,
      title: '(비공개 초안) 준비 중인 이야기',
      content: '<p>공개 전 초안입니다.</p>',
      category: '현지화',
      is_published: false,
      published_at: null,
    },
  ];
}
