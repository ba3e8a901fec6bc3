import type { EstablishmentContent } from './index.ts';

export const en: EstablishmentContent = {
  backLink: 'Back to all services',
  hero: {
    eyebrow: 'Foreign-owned companies (PT PMA)',
    lead: 'From incorporating your foreign-owned company (PT PMA) to NIB, NPWP and BPJS registration, business permits and sector-specific licences: we take full responsibility from start to finish, on a proven {weeks}-week schedule.',
    primaryCta: 'Discuss your incorporation',
    secondaryCta: 'See the {weeks}-week timeline',
    stats: {
      weeks: 'Standard set-up time',
      success: 'Incorporation success rate',
      companies: 'Companies and projects supported',
      years: 'Years in Indonesia',
    },
  },
  weeksValue: '{weeks} weeks',
  benefits: {
    eyebrow: 'What you get',
    title: 'Fast incorporation, watertight permits',
    intro: 'Incorporation is only the beginning. We stay with you until every registration and permit your business needs is in place.',
    items: [
      { title: '{success} incorporation success rate', text: 'Every PMA incorporation entrusted to us so far has been completed successfully.' },
      { title: 'Standard {weeks}-week schedule', text: 'We work to a timeline with an owner and a completion criterion for each item, and flag possible delays early.' },
      { title: 'Up to date with OSS rules', text: 'We track changes to the risk-based OSS licensing system and to sector requirements continuously.' },
      { title: 'From paperwork to handover', text: 'From guidance on notarising and apostilling home-country documents to handing over every completed permit.' },
      { title: 'Beyond incorporation, under one roof', text: 'Visas, labour, accounting and office leasing continue seamlessly within the same firm.' },
    ],
  },
  permits: {
    eyebrow: 'Permit scope',
    title: 'All four permit areas covered',
    intro: 'We select what your sector and business model require and manage it all in a single timeline.',
    categories: [
      {
        title: 'PMA incorporation',
        text: 'The full incorporation process for a foreign-owned company',
        items: [
          'Review of business classification (KBLI) and permitted foreign ownership',
          'Company name reservation, articles of association and notarial deed',
          'Incorporation approval from the Ministry of Law (AHU)',
          'Shareholders, directors, commissioners and capital payment plan',
          'Business address (leased office or serviced office)',
        ],
      },
      {
        title: 'Basic registration: NIB, NPWP, BPJS, labour ministry',
        text: 'Registrations every company needs',
        items: [
          'Business identification number (NIB) through OSS',
          'Corporate taxpayer number (NPWP) and tax registration',
          'BPJS Kesehatan and BPJS Ketenagakerjaan enrolment',
          'Manpower report to the Ministry of Manpower (Kemnaker), WLKP',
          'Approval of the expatriate employment plan (RPTKA)',
        ],
      },
      {
        title: 'Operating permits',
        text: 'Permits to actually start operating',
        items: [
          'Risk-based business licensing in OSS (standard certificate or licence)',
          'Spatial use conformity (KKPR)',
          'Building approval (PBG) and certificate of occupancy (SLF)',
          'Importer identification number (API)',
          'Environmental approval (SPPL, UKL-UPL, AMDAL)',
        ],
      },
      {
        title: 'Sector-specific permits',
        text: 'Licences and certifications reviewed by the line ministry',
        items: [
          'BPOM registration for food, drugs and cosmetics',
          'Halal certification (BPJPH)',
          'Medical device distribution permit (AKL)',
          'Telecommunication equipment type approval (SDPPI)',
          'Indonesian National Standard certification (SNI)',
        ],
      },
    ],
  },
  timeline: {
    eyebrow: 'Timeline',
    title: 'Done in {weeks} weeks',
    intro: 'For general business sectors, the work runs in four two-week stages.',
    totalWeeks: 8,
    weekLabel: 'Weeks {from}–{to}',
    blocks: [
      {
        fromWeek: 1,
        toWeek: 2,
        title: 'Preparation and documents',
        tasks: ['Confirm KBLI and shareholding structure', 'Reserve the company name', 'Prepare shareholder documents (notarised, apostilled)', 'Draft the articles of association'],
      },
      {
        fromWeek: 3,
        toWeek: 4,
        title: 'Incorporation',
        tasks: ['Sign and notarise the deed of establishment', 'Ministry of Law (AHU) approval', 'Open the OSS account and obtain the NIB', 'Obtain the corporate NPWP'],
      },
      {
        fromWeek: 5,
        toWeek: 6,
        title: 'Registrations and bank account',
        tasks: ['Open the bank account and pay in capital', 'BPJS enrolment', 'Manpower report to the labour ministry (WLKP)', 'Prepare KKPR and environmental documents'],
      },
      {
        fromWeek: 7,
        toWeek: 8,
        title: 'Operating permits and handover',
        tasks: ['Complete risk-based operating permits', 'Sector registrations such as importer status', 'Link RPTKA and expatriate KITAS applications', 'Hand over the operations checklist and all documents'],
      },
    ],
  },
  durations: {
    eyebrow: 'Duration',
    title: 'Expected duration by business type',
    intro: 'The permits required differ by sector, and so does the overall duration.',
    caption: 'Minimum duration of incorporation and licensing by business type',
    headers: { type: 'Business type', weeks: 'Minimum duration', scope: 'What is included' },
    rows: [
      { type: 'General business', examples: 'Trading, services, IT, consulting', weeks: 8, scope: 'Incorporation, basic registration, low- and medium-risk operating permits' },
      { type: 'Manufacturing', examples: 'Components, consumer goods, processing plants', weeks: 10, scope: 'General scope plus plant location, building, environmental approval and industrial licence' },
      { type: 'Special sectors', examples: 'Food, drugs and cosmetics, healthcare, finance, education', weeks: 12, scope: 'Additional permits and certifications from the line ministry' },
    ],
  },
  extraTime: {
    title: 'When more time is needed',
    rangeLabel: 'adds {min}–{max} weeks or more',
    items: [
      { label: 'Halal or food-and-drug (BPOM) certification', minWeeks: 4, maxWeeks: 8 },
      { label: 'Environmental permits (UKL-UPL, AMDAL)', minWeeks: 2, maxWeeks: 6 },
    ],
    note: 'Durations can vary with the authorities’ schedules and requests for additional documents. We give you a detailed expected schedule before work begins.',
  },
  painPoints: {
    eyebrow: 'Sound familiar?',
    title: 'Common obstacles in setting up a company',
    intro: 'Many companies lose time and money to the same problems. Here is how we solve them.',
    solutionLabel: 'Our solution',
    items: [
      {
        title: 'The rules keep changing and no one agrees on them',
        text: 'The OSS system and sector requirements change frequently, and agencies often interpret them differently.',
        solution: 'Our local experts map exactly the permits you need, based on current regulations and actual review practice.',
      },
      {
        title: 'One missing document costs weeks',
        text: 'Notarisation and apostille of home-country documents, translations and form errors regularly push schedules back.',
        solution: 'You receive a complete document checklist in the first week, and we review every document before submission.',
      },
      {
        title: 'No visibility, so reporting to head office is hard',
        text: 'Local agents rarely report progress on time, which makes planning at head office difficult.',
        solution: 'A weekly progress report in your language shows what has been completed and what comes next.',
      },
    ],
  },
  testimonial: {
    label: 'Client testimonial',
    quote: 'The {weeks}-week timeline we received at the start matched what actually happened almost exactly. One team took care of the NIB, the operating permits and even our BPOM registrations, which made reporting to head office far easier.',
    name: 'President director, Korean cosmetics company B',
    role: 'PT PMA incorporation, Jakarta',
  },
  serviceTypes: {
    eyebrow: 'Service types',
    title: 'Two ways to work with us: individual and enterprise',
    intro: 'Choose the approach that matches the size of your business and the permits you need.',
    cta: 'Request a consultation',
    individual: {
      badge: 'Individual',
      title: 'Sole investors and small start-ups',
      text: 'A package for individual investors and start-ups launching a business as a small PMA.',
      features: ['One-to-one dedicated consultant', 'PMA incorporation and basic registration in one package', 'Serviced-office address arranged', 'Support with the first quarterly LKPM report'],
    },
    enterprise: {
      badge: 'Enterprise',
      title: 'Tailored set-up for companies',
      text: 'A dedicated task-force service for companies that need plants, several sites or sector-specific permits.',
      features: ['Task force of legal, licensing and labour specialists', 'One integrated schedule for sector permits and environmental approval', 'RPTKA and KITAS for expatriates handled alongside', 'Weekly reports for head office'],
    },
  },
  cta: {
    title: 'Get your incorporation schedule',
    text: 'Tell us your sector and investment plan, and within {hours} hours we will send you the list of permits you need and an expected timeline.',
    contact: 'Book a free consultation',
    services: 'Explore other services',
  },
};
