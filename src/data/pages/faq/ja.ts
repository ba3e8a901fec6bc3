import type { FaqContent } from './index.ts';

export const ja: FaqContent = {
  hero: {
    eyebrow: 'サポート',
    title: 'よくあるご質問',
    description: '会社設立、人事、ビザ、不動産について、お客様からよく寄せられるご質問をまとめました。',
  },
  tablistLabel: 'FAQの分類',
  categories: { corporation: '法人', hr: '人事', visa: 'ビザ', realestate: '不動産', general: '一般', investment: '投資', legal: '法務' },
  loading: 'FAQを読み込んでいます...',
  empty: { title: '該当するFAQはありません', hint: '別の分類を選択するか、相談チームへ直接お問い合わせください。' },
  koreanOnly: '韓国語のみでのご提供です',
  cta: { title: 'お探しの答えが見つかりませんか？', text: '専門コンサルタントが{hours}時間以内にご回答いたします。初回相談は無料です。', primary: '相談を申し込む', secondary: 'サービスを見る' },
};
