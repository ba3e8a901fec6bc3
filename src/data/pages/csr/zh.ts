import type { CsrContent } from './index.ts';

export const zh: CsrContent = {
  hero: {
    eyebrow: '关于我们',
    title: '我们的故事',
    description: '从创立故事到社会贡献、本地化与合作伙伴关系，讲述 Nusantara Bridge Consulting 一路走来的历程。',
  },
  filterLabel: '按分类查看',
  all: '全部',
  listTitle: '故事列表',
  views: '浏览 {count} 次',
  readMore: '查看详情',
  loading: '正在加载故事...',
  empty: { title: '暂无文章', text: '所选分类下暂时还没有故事。' },
  koreanOnly: '仅提供韩语版本',
  pager: { label: '故事列表分页', previous: '上一页', next: '下一页', page: '第{page}页' },
  paged: '{name}（第{page}页）',
  more: '显示更多故事',
  detail: {
    back: '返回我们的故事',
    summary: '摘要',
    published: '发布日期',
    lastModified: '最后修改',
    backToList: '返回列表',
    contact: '申请咨询',
    loadingTitle: '正在加载故事...',
    notFoundTitle: '未找到该文章',
    notFoundText: '您请求的 CSR 文章不存在或已被删除。',
  },
};
