import type { HomeContent } from './index.ts';

export const en: HomeContent = {
  hero: {
    badge: 'Your partner for doing business in Indonesia since {year}',
    description:
      'Company setup and licensing, visas, labor and HR, real estate and marketing. Specialists who know Indonesia inside out advise you in your language and get things done on the ground.',
    primaryCta: 'Book a free consultation',
    secondaryCta: 'Explore our services',
    statsLabel: 'Nusantara Bridge in numbers',
    stats: {
      years: { value: '{n}', label: 'Years of experience' },
      projects: { value: '{n}+', label: 'Projects completed' },
      visas: { value: '{n}+', label: 'Visas processed' },
      employees: { value: '{n}+', label: 'Employees' },
    },
  },
  services: {
    eyebrow: 'Services',
    title: 'Six specialist services for every stage of market entry',
    intro: 'From investment planning to company setup, visas, HR, real estate and marketing, specialists in each field work together as one team.',
    more: 'Learn more',
    all: 'View all services',
  },
  technology: {
    eyebrow: 'Technology',
    title: 'Proven platforms that keep your local operations running',
    intro: 'So that your team can work reliably from the day the company is set up, we prepare your cloud infrastructure and collaboration tools with you.',
    cards: [
      {
        title: 'Cloud hosting platform',
        description:
          'We host your website and business systems on global cloud infrastructure so that they are fast and secure from Indonesia and from headquarters alike, with data location and backup policies designed to meet local regulations.',
      },
      {
        title: 'Office collaboration suite',
        description:
          'One suite for email, documents, calendars and video meetings: we set up accounts, permissions and security policies so that headquarters and your Indonesian entity work in the same environment.',
      },
    ],
  },
  cases: {
    eyebrow: 'Case studies',
    title: 'Results that speak for themselves',
    intro: 'Different industries and sizes, one shared goal. Here is what we achieved together with our clients.',
    tagsLabel: 'Related areas',
    items: [
      {
        category: 'Company setup',
        title: 'An automotive parts manufacturer builds its plant in Indonesia',
        description:
          'One team managed the schedule from PMA incorporation and securing the factory site to sector-specific licensing, so local production started ahead of plan.',
        tags: ['PMA setup', 'Licensing', 'Manufacturing'],
        imageAlt: 'Illustration of a new factory and a permit document with an approval stamp',
        metrics: [
          { value: 6, unit: '{n} months', label: 'To complete market entry' },
          { value: 100, unit: '{n}%', label: 'Of permits obtained' },
        ],
      },
      {
        category: 'Recruitment & labor',
        title: 'An IT company sets up its development center in Jakarta',
        description:
          'We recruited local developers and put employment contracts, BPJS and company regulations in place, building a development team that stays.',
        tags: ['Recruitment', 'Labor compliance', 'IT'],
        imageAlt: 'Illustration of a team of developers working together at their laptops',
        metrics: [
          { value: 50, unit: '{n}', label: 'Developers hired' },
          { value: 95, unit: '{n}%', label: 'Retention rate' },
        ],
      },
      {
        category: 'Licensing',
        title: 'A food company registers its products with BPOM',
        description:
          'We prepared the documents for the food distribution permit and halal certification to local requirements, bringing the launch of imported products forward.',
        tags: ['BPOM', 'Halal certification', 'Food'],
        imageAlt: 'Illustration of packaged food products bearing a certification mark',
        metrics: [
          { value: 3, unit: '{n} months', label: 'To obtain the food permit' },
          { value: 10, unit: '{n}', label: 'Products approved' },
        ],
      },
      {
        category: 'Real estate',
        title: 'A regional headquarters moves to a new office in Jakarta',
        description:
          'Market analysis and negotiated lease terms lowered the rent while securing a larger office for a growing team.',
        tags: ['Office leasing', 'Negotiation', 'Relocation'],
        imageAlt: 'Illustration of a spacious office floor plan and a falling cost chart',
        metrics: [
          { value: 30, unit: '{n}%', label: 'Cost savings' },
          { value: 2000, unit: '{n} m²', label: 'Of office space secured' },
        ],
      },
    ],
    ctaText: 'Facing a similar challenge? A consultant will propose an approach tailored to your business.',
    cta: 'Book a free consultation',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Ask us anything about doing business in Indonesia',
    text: 'Send us your inquiry and a consultant will get back to you within {hours} hours. The initial consultation is free.',
    officeHeading: 'Head office in Jakarta',
  },
};
