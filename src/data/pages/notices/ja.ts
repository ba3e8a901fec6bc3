import type { NoticesContent } from './index.ts';

export const ja: NoticesContent = {
  hero: {
    eyebrow: '新着情報',
    title: 'お知らせ',
    description: 'インドネシアの法令、労務、ビザ、投資制度の変更と当社からのお知らせをお届けします。',
    stats: {
      notices: '掲載中のお知らせ',
      categories: 9,
      categoriesLabel: '情報カテゴリー',
      updates: '毎週',
      updatesLabel: '定期更新',
      emergencyHours: 24,
      emergency: '{hours}時間',
      emergencyLabel: '緊急サポート',
    },
  },
  listTitle: 'すべてのお知らせ',
  categories: { all: 'すべて', announcement: 'お知らせ', legal: '法令', labor: '労務', visa: 'ビザ', investment: '投資', tax: '税務', report: 'レポート', realEstate: '不動産' },
  pinned: '固定',
  important: '重要',
  author: '投稿者',
  views: '閲覧数',
  date: '掲載日',
  readMore: '続きを読む',
  collapse: '閉じる',
  loading: 'お知らせを読み込んでいます...',
  empty: '登録されたお知らせはありません。',
  koreanOnly: '韓国語のみでのご提供です',
  contact: { title: 'ご不明な点はありますか？', text: 'お知らせの内容に関するお問い合わせには、相談チームが24時間以内にご回答いたします。', primary: '相談を申し込む', secondary: 'よくあるご質問' },
};
