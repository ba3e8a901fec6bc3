/**
 * The footer on every page: the firm's line, the column headings, the contact labels and hours, the
 * reply promise, the privacy policy's link and the copyright. The home page's contact section and the
 * contact page show the same labels, hours and promise, so one edit changes them everywhere.
 * `{year}` is the founding year in the description, the current year in the copyright.
 */
import * as v from 'valibot';
import { group, line, text } from './fields.ts';

export const footerPageSchema = group({
  description: text(600),
  servicesHeading: line(60),
  aboutHeading: line(60),
  contactHeading: line(60),
  addressLabel: line(60),
  phoneLabel: line(60),
  emailLabel: line(60),
  hours: line(),
  hoursLabel: line(60),
  weekendClosed: line(),
  response: line(),
  officePhone: line(60),
  mobilePhone: line(60),
  messengerLabel: line(60),
  whatsapp: line(60),
  kakao: line(60),
  privacyPolicy: line(60),
  copyright: line(),
});

export type FooterContent = v.InferOutput<typeof footerPageSchema>;
