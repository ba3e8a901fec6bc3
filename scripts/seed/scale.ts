import type { NewCsrPost, NewNotice } from '#db/schema.ts';
import { sourcesAsCurrent } from '#db/translation-sources.ts';
import { csrTextFields, noticeCategories, noticeTextFields } from '#domain/content/fields.ts';
import { csrCategoryValues } from '#data/csr-categories.ts';
import { sanitizeRichHtml } from '#functions/_shared/sanitize-html.ts';

/**
 * Years of content for the build's scale benchmark: notices and CSR stories of a realistic length
 * (a heading, a few paragraphs, a list, a link) in all five languages, every text different by its
 * number so no page compresses or indexes as a copy of another. Deterministic: two seeds of the same
 * size build the same pages.
 */
const sentences = {
  ko: [
    '인도네시아에 진출한 한국 기업은 현지 규정의 잦은 변경에 대비해야 합니다.',
    '법인 설립 이후에도 투자 보고서와 세무 신고 일정은 매 분기 점검이 필요합니다.',
    '외국인 근로자의 체류 허가는 고용 계약과 함께 관리하는 것이 안전합니다.',
    '담당 컨설턴트가 서류 준비부터 관공서 제출까지 전 과정을 함께합니다.',
    '자세한 내용은 상담 문의를 남겨 주시면 24시간 이내에 답변드립니다.',
  ],
  en: [
    'Korean companies operating in Indonesia should prepare for frequent changes in local regulations.',
    'Even after incorporation, investment reports and tax filing dates need a review every quarter.',
    'Stay permits for foreign staff are safest when managed together with their employment contracts.',
    'Your consultant stays with you from preparing the documents to filing them with the authorities.',
    'Send us an inquiry for the details and we will reply within 24 hours.',
  ],
  id: [
    'Perusahaan Korea yang beroperasi di Indonesia perlu bersiap menghadapi perubahan regulasi yang sering terjadi.',
    'Setelah pendirian pun, laporan penanaman modal dan jadwal pelaporan pajak perlu ditinjau setiap kuartal.',
    'Izin tinggal tenaga kerja asing paling aman dikelola bersama kontrak kerjanya.',
    'Konsultan kami mendampingi Anda sejak penyiapan dokumen hingga pengajuan ke instansi pemerintah.',
    'Kirimkan pertanyaan untuk informasi lengkap dan kami akan membalas dalam 24 jam.',
  ],
  zh: [
    '在印尼经营的韩国企业应为当地法规的频繁变化做好准备。',
    '公司设立之后，投资报告和税务申报日程也需要每季度检查一次。',
    '外籍员工的居留许可最好与其雇佣合同一并管理。',
    '负责顾问将陪同您完成从准备文件到向政府机关提交的全过程。',
    '如需了解详情，请提交咨询，我们将在 24 小时内回复。',
  ],
  ja: [
    'インドネシアに進出した韓国企業は、現地規制の頻繁な変更に備える必要があります。',
    '会社設立後も、投資報告と税務申告の日程は四半期ごとに確認が必要です。',
    '外国人従業員の在留許可は、雇用契約と合わせて管理するのが安全です。',
    '担当コンサルタントが書類の準備から官公庁への提出まで全過程をサポートします。',
    '詳しくはお問い合わせいただければ、24時間以内にご回答いたします。',
  ],
} as const;

type Lang = keyof typeof sentences;
const heading: Record<Lang, string> = { ko: '주요 내용', en: 'Key points', id: 'Poin utama', zh: '要点', ja: '主なポイント' };
const noticeTitle: Record<Lang, (n: number) => string> = {
  ko: (n) => `규정 변경 안내 제${n}호: 진출 기업이 확인할 사항`,
  en: (n) => `Regulation update no. ${n}: what companies should check`,
  id: (n) => `Pembaruan regulasi no. ${n}: hal yang perlu diperiksa perusahaan`,
  zh: (n) => `法规变更通知第 ${n} 号：企业应确认的事项`,
  ja: (n) => `規制変更のお知らせ 第${n}号：企業が確認すべき事項`,
};
const storyTitle: Record<Lang, (n: number) => string> = {
  ko: (n) => `지역과 함께한 ${n}번째 이야기`,
  en: (n) => `Our story no. ${n} with the community`,
  id: (n) => `Kisah ke-${n} bersama masyarakat`,
  zh: (n) => `与社区同行的第 ${n} 个故事`,
  ja: (n) => `地域とともに歩んだ${n}番目のストーリー`,
};

/** A few paragraphs of rich text, sanitized as an admin's save would be: about 2-3 KB of HTML per language. */
function richText(lang: Lang, n: number): string {
  const s = sentences[lang];
  const para = (k: number) => `<p>${[0, 1, 2, 3].map((i) => s[(n + k + i) % s.length]).join(' ')} (#${n}-${k})</p>`;
  const html = [
    para(0),
    para(1),
    `<h2>${heading[lang]}</h2>`,
    `<ul>${[0, 1, 2].map((i) => `<li>${s[(n + i) % s.length]}</li>`).join('')}</ul>`,
    para(2),
    `<p><strong>${s[n % s.length]}</strong> <a href="https://www.example.com/rules/${n}">${s[(n + 4) % s.length]}</a></p>`,
    para(3),
  ].join('');
  return sanitizeRichHtml(html);
}

const others = ['en', 'id', 'zh', 'ja'] as const;
const pictures = ['founding', 'partnership', 'education', 'environment', 'milestones', 'localization'] as const;
const DAY = 86_400_000;

export function scaleNotices(author: string, count: number, now = Date.now()): NewNotice[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const row = {
      author,
      title: noticeTitle.ko(n),
      content: richText('ko', n),
      category: noticeCategories[n % noticeCategories.length],
      is_important: n % 50 === 0,
      created_at: new Date(now - (100 + n) * DAY),
      translations: Object.fromEntries(others.map((l) => [l, { title: noticeTitle[l](n), content: richText(l, n) }])),
    };
    return { ...row, translation_sources: sourcesAsCurrent(noticeTextFields, row) };
  });
}

export function scaleCsrPosts(authorId: number, count: number, now = Date.now()): NewCsrPost[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const at = new Date(now - (100 + n) * DAY);
    const excerpt = (l: Lang): string => sentences[l][n % sentences[l].length]!;
    const row = {
      author_id: authorId,
      category: csrCategoryValues[n % csrCategoryValues.length]!,
      featured_image: `/images/csr/${pictures[n % pictures.length]}.svg`,
      is_published: true,
      published_at: at,
      created_at: at,
      title: storyTitle.ko(n),
      excerpt: excerpt('ko'),
      content: richText('ko', n),
      translations: Object.fromEntries(others.map((l) => [l, { title: storyTitle[l](n), excerpt: excerpt(l), content: richText(l, n) }])),
    };
    return { ...row, translation_sources: sourcesAsCurrent(csrTextFields, row) };
  });
}
