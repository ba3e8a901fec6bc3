import type { NoticesContent } from './index.ts';

export const zh: NoticesContent = {
  hero: {
    eyebrow: '最新动态',
    title: '公告',
    description: '为您介绍印尼法律、劳动、签证和投资制度的变化以及公司动态。',
    stats: {
      notices: '已发布公告',
      categories: 9,
      categoriesLabel: '信息分类',
      updates: '每周',
      updatesLabel: '定期更新',
      emergencyHours: 24,
      emergency: '{hours} 小时',
      emergencyLabel: '紧急支持',
    },
  },
  listTitle: '全部公告',
  categories: { all: '全部', announcement: '公告', legal: '法律', labor: '劳动', visa: '签证', investment: '投资', tax: '税务', report: '报告', realEstate: '房地产' },
  pinned: '置顶',
  important: '重要',
  author: '发布人',
  views: '浏览量',
  date: '发布日期',
  readMore: '展开全文',
  collapse: '收起',
  loading: '正在加载公告...',
  empty: '暂无公告。',
  koreanOnly: '仅提供韩语版本',
  contact: { title: '还有疑问吗？', text: '关于公告内容的咨询，咨询团队将在 24 小时内回复。', primary: '申请咨询', secondary: '常见问题' },
};
