/** The 404 page: its texts in this language ("Page Not Found" is the specification's literal text in every language). */
import type { NotFoundContent } from './index.ts';

export const ja: NotFoundContent = {
  title: 'Page Not Found',
  heading: 'ページが見つかりません',
  text: 'お探しのページは存在しないか、アドレスが変更された可能性があります。以下のリンクから目的の情報をお探しください。',
  home: 'ホームへ戻る',
  contact: 'ご相談・お問い合わせ',
};
