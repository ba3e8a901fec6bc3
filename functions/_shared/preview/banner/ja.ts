import type { PreviewBannerStrings } from './index.ts';

export const ja: PreviewBannerStrings = {
  heading: '未公開の下書きのプレビュー — {page}、{language}、{savedAt} 保存',
  unplaced: 'このプレビューに表示できない変更 {count} 件:',
  reasons: {
    added: '追加された行',
    removed: '削除された行',
    notText: '画像・リンク・数値',
    notFound: '公開中のページにこの文言が見つかりません',
    shared: '他の項目と同じ文言のため区別できません',
  },
  pages: {
    home: 'ホーム',
    services: 'サービス概要',
    'service-establishment': 'サービス：法人設立',
    'service-hr': 'サービス：人事・労務',
    'service-investment': 'サービス：投資',
    'service-marketing': 'サービス：マーケティング',
    'service-realestate': 'サービス：不動産',
    'service-visa': 'サービス：ビザ',
    about: '会社概要',
    csr: 'CSR',
    faq: 'よくある質問',
    notices: 'お知らせ',
    contact: 'お問い合わせ',
    inquiry: 'ご相談フォームと確認メール',
    footer: 'フッター',
    privacy: 'プライバシーポリシー',
    'not-found': '404 ページ',
  },
};
