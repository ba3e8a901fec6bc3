/** The footer's texts (also the contact labels, hours and reply promise of the home contact section and the contact page). */
import type { FooterContent } from './index.ts';

export const ko: FooterContent = {
  description: '{year}년부터 자카르타에서 한국 기업과 외국 기업의 인도네시아 진출과 운영을 돕고 있습니다.',
  servicesHeading: '서비스',
  aboutHeading: '회사',
  contactHeading: '연락처',
  addressLabel: '본사 주소',
  phoneLabel: '전화',
  emailLabel: '이메일',
  hours: '월–금 08:00–17:00 (인도네시아 서부 시간, WIB)',
  hoursLabel: '업무 시간',
  weekendClosed: '주말 휴무',
  response: '{hours}시간 이내 답변 · 초기 상담 무료',
  officePhone: '대표 전화',
  mobilePhone: '휴대전화',
  messengerLabel: '메신저',
  whatsapp: 'WhatsApp',
  kakao: '카카오톡 채널',
  privacyPolicy: '개인정보처리방침',
  copyright: '© {year} 누산타라 브릿지 컨설팅. All rights reserved.',
};
