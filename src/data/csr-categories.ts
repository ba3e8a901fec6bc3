import type { Locale } from '#i18n/locales.ts';

/**
 * THE list of CSR story categories, shared by the admin (its select) and the site (filter, badges).
 * The stored value is the Korean name (the admin's five and the public filter's five).
 * Labels in every locale and a badge colour pair (text on background, contrast ≥ 4.5:1) per category.
 */
export const csrCategories = [
  { value: '사회공헌', key: 'social', badge: 'bg-rose-50 text-rose-800', labels: { ko: '사회공헌', en: 'Social contribution', id: 'Kontribusi sosial', zh: '社会贡献', ja: '社会貢献' } },
  { value: '환경보호', key: 'environment', badge: 'bg-emerald-50 text-emerald-800', labels: { ko: '환경보호', en: 'Environment', id: 'Pelestarian lingkungan', zh: '环境保护', ja: '環境保護' } },
  { value: '상생경영', key: 'sharedGrowth', badge: 'bg-amber-50 text-amber-900', labels: { ko: '상생경영', en: 'Shared growth', id: 'Manajemen saling menguntungkan', zh: '共赢经营', ja: '共生経営' } },
  { value: '교육지원', key: 'education', badge: 'bg-sky-50 text-sky-800', labels: { ko: '교육지원', en: 'Education support', id: 'Dukungan pendidikan', zh: '教育支持', ja: '教育支援' } },
  { value: '지역사회', key: 'community', badge: 'bg-teal-50 text-teal-800', labels: { ko: '지역사회', en: 'Community', id: 'Masyarakat setempat', zh: '社区', ja: '地域社会' } },
  { value: '창립이야기', key: 'founding', badge: 'bg-brand-50 text-brand-800', labels: { ko: '창립이야기', en: 'Our founding', id: 'Kisah pendirian', zh: '创立故事', ja: '創業ストーリー' } },
  { value: '성장과정', key: 'growth', badge: 'bg-indigo-50 text-indigo-800', labels: { ko: '성장과정', en: 'Our growth', id: 'Perjalanan pertumbuhan', zh: '成长历程', ja: '成長の歩み' } },
  { value: '주요성과', key: 'milestones', badge: 'bg-violet-50 text-violet-800', labels: { ko: '주요성과', en: 'Milestones', id: 'Pencapaian utama', zh: '主要成果', ja: '主な成果' } },
  { value: '현지화', key: 'localization', badge: 'bg-orange-50 text-orange-900', labels: { ko: '현지화', en: 'Localization', id: 'Lokalisasi', zh: '本地化', ja: '現地化' } },
  { value: '파트너십', key: 'partnership', badge: 'bg-cyan-50 text-cyan-900', labels: { ko: '파트너십', en: 'Partnerships', id: 'Kemitraan', zh: '合作伙伴', ja: 'パートナーシップ' } },
] as const satisfies ReadonlyArray<{ value: string; key: string; badge: string; labels: Record<Locale, string> }>;

export const csrCategoryValues: readonly string[] = csrCategories.map((c) => c.value);


/** The label of a stored category in a locale; an unknown value (an older row) shows as stored. */
export function csrCategoryLabel(value: string, locale: Locale): string {
  return csrCategories.find((c) => c.value === value)?.labels[locale] ?? value;
}

export function csrCategoryBadge(value: string): string {
  return csrCategories.find((c) => c.value === value)?.badge ?? 'bg-slate-100 text-slate-800';
}
