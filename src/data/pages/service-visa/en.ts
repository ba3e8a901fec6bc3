import type { VisaContent } from './index.ts';
import { ko } from './ko.ts';

export const en: VisaContent = {
  figures: ko.figures,
  hero: {
    eyebrow: 'Visas and stay permits',
    lead: 'From a short business trip to long-term assignments and permanent residence, we match the visa to the purpose of your stay and handle the documents, the application and every extension for you.',
    consult: 'Book a free consultation',
    call: 'Call {phone}',
    stats: [
      { value: '{visaCases}+', label: 'Visa cases handled' },
      { value: '{years} years', label: 'On the ground in Indonesia' },
      { value: '{visaTypes}', label: 'Visa and permit types covered' },
    ],
  },
  guide: {
    eyebrow: 'Visa types',
    title: 'Find the right visa for your stay',
    intro: 'Indonesian visas and stay permits depend on why you come and how long you stay. Choose a type to see how it is obtained, how long it is valid and how it can be extended.',
    tablistLabel: 'Visa types',
    columns: { type: 'Type', method: 'How to obtain', validity: 'Validity', extension: 'Extension', remarks: 'Remarks' },
    requirementsTitle: 'Key documents',
    tabs: [
      {
        name: 'Visa on Arrival',
        title: 'Visa on Arrival (VOA)',
        description:
          'For short visits to Indonesia for tourism, meetings and negotiations on a business trip, government duties or transit. Citizens of eligible countries, including Korea, can get it at the arrival airport or apply online before departure (e-VOA). Employment and paid work are not allowed.',
        caption: 'VOA options: how to obtain, validity and extension',
        rows: [
          {
            type: 'VOA (issued at the airport)',
            code: 'B1',
            method: 'Apply at the VOA counter of the arrival airport or seaport and pay the fee on the spot',
            validity: '{voaDays} days',
            extension: 'Once, by {voaExtensionDays} days',
            remarks: 'Airport fee IDR {voaFeeIdr}',
          },
          {
            type: 'e-VOA (issued online)',
            code: 'B1',
            method: 'Apply and pay online on the official immigration website before departure',
            validity: '{voaDays} days',
            extension: 'Once online, by {voaExtensionDays} days',
            remarks: 'Same fee as at the airport; shorter queues at immigration',
          },
        ],
        requirements: [
          'Passport valid for at least 6 more months',
          'Return or onward ticket',
          'Fee of IDR {voaFeeIdr} (cash or card)',
        ],
      },
      {
        name: 'Limited stay',
        title: 'Limited Stay Permit (ITAS)',
        description:
          'The stay permit for foreigners who live in Indonesia to work, invest or join their family, widely known as KITAS. You enter on a stay visa (E series) and receive an electronic ITAS; for employment, the Ministry of Manpower (Kemnaker) must first approve the expatriate placement plan (RPTKA).',
        caption: 'ITAS options: how to obtain, validity and extension',
        rows: [
          {
            type: 'Short-term ITAS',
            code: 'E23',
            method: 'The employer sponsors the stay visa; the electronic ITAS is issued after arrival',
            validity: '{itasShortMinMonths} to {itasShortMaxMonths} months',
            extension: 'Not extendable (apply again if needed)',
            remarks: 'Short projects, installation and technical support staff',
          },
          {
            type: 'Long-term ITAS',
            code: 'E23 · E28A',
            method: 'Enter on a work visa (after RPTKA approval) or an investor visa; the electronic ITAS is issued after arrival',
            validity: '{itasLongMinMonths} to {itasLongMaxMonths} months',
            extension: 'Up to {itasExtensions} times, {itasMaxYears} years in total',
            remarks: 'For a work ITAS the employer pays an annual foreign worker levy of USD {workLevyUsd}',
          },
        ],
        requirements: [
          'Passport with validity well beyond the planned stay',
          "Sponsor company's NIB, articles of association and other corporate documents",
          'For employment: RPTKA approval and proof of payment of the foreign worker levy',
          'Photograph, diplomas and work certificates with translations',
        ],
      },
      {
        name: 'Permanent stay',
        title: 'Permanent Stay Permit (ITAP)',
        description:
          'The long-term permit that foreigners can switch to after holding an ITAS for a set period, widely known as KITAP. You can live and do business in Indonesia without renewing an ITAS every year.',
        caption: 'ITAP options: how to obtain, validity and extension',
        rows: [
          {
            type: 'ITAP (directors and investors)',
            code: '',
            method: 'Conversion from a director or investor ITAS',
            validity: '{itapYearsShort} or {itapYearsLong} years',
            extension: 'Renewal applied for before expiry',
            remarks: 'Requires {itapItasYears}+ years of stay on an ITAS',
          },
          {
            type: 'ITAP (spouse of an Indonesian citizen)',
            code: '',
            method: 'Conversion from a spouse ITAS',
            validity: '{itapYearsShort} or {itapYearsLong} years',
            extension: 'Renewal applied for before expiry',
            remarks: 'Requires {itapMarriageYears}+ years of marriage',
          },
        ],
        requirements: [
          'Valid ITAS and record of stay',
          'Guarantee documents from the sponsor (company or spouse)',
          'For spouses: marriage certificate and family documents',
          'Passport and photograph',
        ],
      },
      {
        name: 'Single-entry visit',
        title: 'Single-Entry Visit Visa (VKSB)',
        description:
          'A visit visa for one entry for business trips, meetings, market research or tourism. You apply online (e-Visa) before departure; some types need a sponsor in Indonesia. Employment and receiving a salary in Indonesia are not allowed.',
        caption: 'VKSB options: how to obtain, validity and extension',
        rows: [
          {
            type: 'Tourism and business visit',
            code: 'C1 · C2',
            method: 'Online e-Visa application, issued before departure',
            validity: '{vksbDays} days',
            extension: '{vksbExtensions} extensions of {vksbExtensionDays} days, up to {vksbMaxDays} days',
            remarks: 'Meetings, negotiations, trade fairs, visits to a local subsidiary',
          },
          {
            type: 'Pre-employment skills trial',
            code: 'C18',
            method: 'e-Visa application sponsored by the prospective employer',
            validity: '{vksbDays} days',
            extension: 'Once, up to {c18MaxDays} days',
            remarks: 'To test skills before formal employment',
          },
        ],
        requirements: [
          'Passport valid for at least 6 more months',
          'Bank statements for the last 3 months',
          'Sponsor guarantee or invitation letter (depending on the type)',
          'Return ticket or itinerary',
        ],
      },
      {
        name: 'Multiple-entry visit',
        title: 'Multiple-Entry Visit Visa (VKBP)',
        description:
          'A multiple-entry visa for people who travel to Indonesia often, such as head-office executives and managers who regularly visit a local subsidiary. You may enter as often as you like while it is valid, but each continuous stay is limited.',
        caption: 'VKBP options: how to obtain, validity and extension',
        rows: [
          {
            type: 'Business, multiple entry',
            code: 'D2',
            method: 'Online e-Visa application with sponsor documents',
            validity: '{vkbpYears1}, {vkbpYears2} or {vkbpYears5} years',
            extension: 'No extension: leave and re-enter',
            remarks: 'Maximum continuous stay of {vkbpStayDays} days per entry',
          },
          {
            type: 'Tourism, multiple entry',
            code: 'D1',
            method: 'Online e-Visa application',
            validity: '{vkbpYears1}, {vkbpYears2} or {vkbpYears5} years',
            extension: 'No extension: leave and re-enter',
            remarks: 'Maximum continuous stay of {vkbpStayDays} days per entry',
          },
        ],
        requirements: [
          'Passport valid for at least 6 more months',
          'Bank statements for the last 3 months',
          'For business: invitation and guarantee letter from an Indonesian company',
          'Photograph',
        ],
      },
    ],
    disclaimer: 'Visa rules and fees change often. We confirm the current requirements before every application.',
  },
  notices: [
    {
      title: 'Apply for an extension {extensionLeadWeeks} weeks before expiry',
      text: 'File your extension at least {extensionLeadWeeks} weeks before your permitted stay ends so that you remain legally in Indonesia while it is processed. Overstaying is fined for every extra day.',
    },
    {
      title: 'Foreign worker levy: USD {workLevyUsd} a year',
      text: 'Companies employing foreigners pay a foreign worker levy (DKP-TKA) of USD {workLevyUsd} a year for each employee holding a work ITAS.',
    },
  ],
  process: {
    eyebrow: 'How it works',
    title: 'From first call to extension in four steps',
    steps: [
      { title: 'Consultation', description: 'We learn about the purpose and length of your stay and any family members, and recommend the right visa.' },
      { title: 'Documents', description: 'You receive a checklist; we prepare translations, notarisation and sponsor letters with you.' },
      { title: 'Application', description: 'We file online, handle immigration procedures and keep you updated until the visa is issued.' },
      { title: 'Extensions', description: 'We contact you {extensionLeadWeeks} weeks before expiry to take care of extensions and conversions.' },
    ],
  },
  packages: {
    eyebrow: 'Service packages',
    title: 'Visa packages for individuals and companies',
    intro: 'Hand over only what you need. We quote after a short consultation.',
    items: [
      {
        title: 'Personal package',
        audience: 'Business travellers, families of expatriates and anyone preparing a long stay',
        features: [
          'Visa assessment for the purpose of your stay',
          'VOA and e-Visa applications and stay extensions',
          'Guidance on translations and notarisation',
          'Extension reminder {extensionLeadWeeks} weeks before expiry',
        ],
        cta: 'Talk to us about a personal visa',
      },
      {
        title: 'Enterprise package',
        audience: 'Companies that employ or second foreign staff',
        features: [
          'RPTKA approval and Ministry of Manpower (Kemnaker) procedures',
          'Work ITAS issuance and an extension calendar for every employee',
          'Guidance on the foreign worker levy (USD {workLevyUsd} a year)',
          'Dependant ITAS for families and ITAP conversion review',
        ],
        cta: 'Talk to us about company visas',
      },
    ],
    phoneTitle: 'In a hurry? Call us',
    phoneText: 'If your departure or expiry date is close, speak to our visa team directly.',
    phoneHours: 'Mon–Fri {opens}–{closes} (WIB)',
  },
  back: 'Back to all services',
  cta: {
    title: 'Not sure which visa you need?',
    text: 'Tell us your dates and purpose and we will recommend the right visa and a preparation timeline within {responseHours} hours.',
    primary: 'Contact us',
    secondary: 'All services',
  },
};
