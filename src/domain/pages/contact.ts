/**
 * The contact page's texts: hero, the ways to reach the firm and its hours, the form's notes, the
 * office and its map, and why choose the firm. The phones, address and figures are the firm's
 * settings; `{hours}`, `{n}`, `{year}`, `{opens}`, `{closes}` are filled in the locale's notation.
 */
import * as v from 'valibot';
import { group, line, text } from './fields.ts';

const reason = group({ value: line(60), label: line(), text: text(600) });

export const contactPageSchema = group({
  hero: group({ badge: line(60), title: text(200), description: text(600), response: line(), free: line() }),
  details: group({
    title: line(),
    intro: text(600),
    phoneTitle: line(60),
    officePhone: line(60),
    mobilePhone: line(60),
    emailTitle: line(60),
    emailNote: text(600),
    hoursTitle: line(60),
    weekdays: line(60),
    weekdayHours: line(60),
    weekend: line(60),
    closed: line(60),
    timezone: text(600),
    emergencyTitle: line(),
    emergencyText: text(1000),
    emergencyCall: line(60),
  }),
  form: group({ title: line(), note: text(600), consultation: text(1000) }),
  office: group({
    title: line(),
    intro: text(600),
    addressTitle: line(60),
    lobbyNote: text(600),
    mapAlt: line(),
    showMap: line(60),
    mapNotice: text(600),
    mapTitle: line(),
    openInMaps: line(),
    newWindow: line(60),
  }),
  why: group({
    title: line(),
    intro: text(600),
    items: group({ experience: reason, projects: reason, employees: reason }),
  }),
});

export type ContactContent = v.InferOutput<typeof contactPageSchema>;
