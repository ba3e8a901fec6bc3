/**
 * THE list of FAQ categories: the stored (Korean) values the admin chooses from, in the admin's order,
 * each with the key of its public tab. The API accepts only these values.
 */
export const faqCategories = [
  { value: '일반', key: 'general' },
  { value: '투자', key: 'investment' },
  { value: '법인', key: 'corporation' },
  { value: '비자', key: 'visa' },
  { value: '인사', key: 'hr' },
  { value: '부동산', key: 'realestate' },
  { value: '법무', key: 'legal' },
] as const;

export type FaqCategoryValue = (typeof faqCategories)[number]['value'];
export const faqCategoryValues: readonly FaqCategoryValue[] = faqCategories.map((c) => c.value);

