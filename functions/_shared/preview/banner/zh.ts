import type { PreviewBannerStrings } from './index.ts';

export const zh: PreviewBannerStrings = {
  heading: '未发布草稿的预览 — {page}，{language}，保存于 {savedAt}',
  unplaced: '此预览无法显示的 {count} 处更改：',
  reasons: {
    added: '新增的行',
    removed: '删除的行',
    notText: '图片、链接或数字',
    notFound: '已发布的页面上找不到该文字',
    shared: '与其他字段文字相同，无法区分',
  },
  pages: {
    home: '首页',
    services: '服务概览',
    'service-establishment': '服务：公司设立',
    'service-hr': '服务：人事与劳务',
    'service-investment': '服务：投资',
    'service-marketing': '服务：营销',
    'service-realestate': '服务：房地产',
    'service-visa': '服务：签证',
    about: '关于我们',
    csr: 'CSR',
    faq: '常见问题',
    notices: '公告',
    contact: '联系我们',
    inquiry: '咨询表单与确认邮件',
    footer: '页脚',
    privacy: '隐私政策',
    'not-found': '404 页面',
  },
};
