/** The footer's texts (also the contact labels, hours and reply promise of the home contact section and the contact page). */
import type { FooterContent } from './index.ts';

export const zh: FooterContent = {
  description: '自{year}年起，我们立足雅加达，协助韩国及其他外国企业进入印尼市场并在当地开展经营。',
  servicesHeading: '服务项目',
  aboutHeading: '公司',
  contactHeading: '联系方式',
  addressLabel: '总部地址',
  phoneLabel: '电话',
  emailLabel: '电子邮箱',
  hours: '周一至周五 08:00–17:00（印尼西部时间，WIB）',
  hoursLabel: '办公时间',
  weekendClosed: '周末休息',
  response: '{hours}小时内回复 · 首次咨询免费',
  officePhone: '总机',
  mobilePhone: '手机',
  messengerLabel: '即时通讯',
  whatsapp: 'WhatsApp',
  kakao: 'KakaoTalk 频道',
  privacyPolicy: '隐私政策',
  copyright: '© {year} Nusantara Bridge Consulting。保留所有权利。',
};
