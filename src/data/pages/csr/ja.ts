import type { CsrContent } from './index.ts';

export const ja: CsrContent = {
  hero: {
    eyebrow: '会社案内',
    title: '私たちのストーリー',
    description: '創業の物語から社会貢献、現地化、パートナーシップまで、Nusantara Bridge Consulting の歩みをお伝えします。',
  },
  filterLabel: 'カテゴリーで絞り込む',
  all: 'すべて',
  listTitle: 'ストーリー一覧',
  views: '閲覧数 {count}回',
  readMore: '詳しく見る',
  loading: 'ストーリーを読み込んでいます...',
  empty: { title: '投稿がありません', text: '選択したカテゴリーのストーリーはまだありません。' },
  koreanOnly: '韓国語のみでのご提供です',
  pager: { label: 'ストーリー一覧のページ', previous: '前へ', next: '次へ', page: '{page}ページ目' },
  paged: '{name}（{page}ページ目）',
  more: 'ストーリーをもっと見る',
  detail: {
    back: '私たちのストーリーに戻る',
    summary: '概要',
    published: '公開日',
    lastModified: '最終更新日',
    backToList: '一覧へ戻る',
    contact: '相談を申し込む',
    loadingTitle: 'ストーリーを読み込んでいます...',
    notFoundTitle: '投稿が見つかりません',
    notFoundText: 'ご指定のCSR投稿は存在しないか、削除されました。',
  },
};
