/** The 404 page: its texts in this language ("Page Not Found" is the specification's literal text in every language). */
import type { NotFoundContent } from './index.ts';

export const zh: NotFoundContent = {
  title: 'Page Not Found',
  heading: '找不到该页面',
  text: '您访问的页面不存在或地址已变更。请通过以下链接查找您需要的信息。',
  home: '返回首页',
  contact: '咨询预约',
};
