/** The footer's texts (also the contact labels, hours and reply promise of the home contact section and the contact page). */
import type { FooterContent } from './index.ts';

export const ja: FooterContent = {
  description: '{year}年よりジャカルタを拠点に、韓国企業をはじめとする外国企業のインドネシア進出と事業運営を支援しています。',
  servicesHeading: 'サービス',
  aboutHeading: '会社情報',
  contactHeading: 'お問い合わせ先',
  addressLabel: '本社所在地',
  phoneLabel: '電話',
  emailLabel: 'メール',
  hours: '月〜金 8:00〜17:00（インドネシア西部時間・WIB）',
  hoursLabel: '営業時間',
  weekendClosed: '土日休業',
  response: '{hours}時間以内にご返信 · 初回相談無料',
  officePhone: '代表',
  mobilePhone: '携帯',
  messengerLabel: 'メッセージ',
  whatsapp: 'WhatsApp',
  kakao: 'カカオトーク チャンネル',
  privacyPolicy: 'プライバシーポリシー',
  copyright: '© {year} Nusantara Bridge Consulting. 無断転載を禁じます。',
};
