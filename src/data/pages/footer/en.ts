/** The footer's texts (also the contact labels, hours and reply promise of the home contact section and the contact page). */
import type { FooterContent } from './index.ts';

export const en: FooterContent = {
  description:
    'Based in Jakarta since {year}, we help Korean and other international companies enter the Indonesian market and run their operations there.',
  servicesHeading: 'Services',
  aboutHeading: 'Company',
  contactHeading: 'Contact',
  addressLabel: 'Head office',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  hours: 'Mon–Fri 08:00–17:00 (Western Indonesia Time, WIB)',
  hoursLabel: 'Office hours',
  weekendClosed: 'Closed on weekends',
  response: 'Reply within {hours} hours · Free initial consultation',
  officePhone: 'Office',
  mobilePhone: 'Mobile',
  messengerLabel: 'Messaging',
  whatsapp: 'WhatsApp',
  kakao: 'KakaoTalk channel',
  privacyPolicy: 'Privacy Policy',
  copyright: '© {year} Nusantara Bridge Consulting. All rights reserved.',
};
