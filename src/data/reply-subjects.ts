/**
 * The subject a reply to a visitor starts with, in the visitor's language (the inquiry's locale),
 * whatever language the administrator's back office speaks. The reference goes in front when it is sent.
 */
import type { Locale } from '#i18n/locales.ts';

export const replyDefaultSubjects: Record<Locale, string> = {
  ko: '누산타라 브릿지 컨설팅 상담 문의 답변',
  en: 'Your inquiry to Nusantara Bridge Consulting',
  id: 'Tanggapan atas pertanyaan Anda – Nusantara Bridge Consulting',
  zh: '关于您的咨询的答复 – Nusantara Bridge Consulting',
  ja: 'お問い合わせへのご回答 – Nusantara Bridge Consulting',
};
