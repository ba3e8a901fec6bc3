import type { FaqContent } from './index.ts';

export const zh: FaqContent = {
  hero: {
    eyebrow: '客户支持',
    title: '常见问题',
    description: '汇总了客户关于公司设立、人事、签证和房地产最常咨询的问题。',
  },
  tablistLabel: '常见问题分类',
  categories: { corporation: '公司设立', hr: '人事', visa: '签证', realestate: '房地产', general: '一般', investment: '投资', legal: '法务' },
  loading: '正在加载常见问题...',
  empty: { title: '暂无相关常见问题', hint: '请选择其他分类，或直接联系我们的咨询团队。' },
  koreanOnly: '仅提供韩语版本',
  cta: { title: '没有找到您要的答案？', text: '专业顾问将在 {hours} 小时内回复，首次咨询免费。', primary: '申请咨询', secondary: '查看服务' },
};
