import { en as dictionary } from '#i18n/ui/en.ts';
import type { ServicesContent } from './index.ts';

export const en: ServicesContent = {
  hero: {
    eyebrow: 'One-stop services for entering Indonesia',
    description:
      'From investment planning to company setup, visas, labor and HR, real estate and marketing: specialists in each field take ownership of the six areas you need to enter and operate in Indonesia.',
    stats: {
      companies: { value: '{n}+', label: 'Companies supported' },
      services: { value: '{n}', label: 'Specialist service areas' },
      experts: { value: '{n}+', label: 'Local experts' },
      years: { value: '{n}', label: 'Years in Indonesia' },
    },
  },
  list: {
    eyebrow: 'What we do',
    title: 'Six specialist services for every stage of market entry',
    intro: 'Choose an area to see what it covers. When a project spans several areas, one team runs it end to end.',
    featuresLabel: 'Key services',
    detail: 'Learn more',
  },
  serviceTypes: {
    taskForce: 'Dedicated task-force team',
    consultant: 'Dedicated consultant',
  },
  cards: {
    investment: {
      title: dictionary.services.investment,
      summary: 'From market research and investment structuring to getting your business established, we support every stage of investing in Indonesia.',
      description:
        'Feasibility studies, investment and shareholding structures, investment incentives and local partner search: one team prepares everything you need to make a sound investment decision.',
      features: ['Market research and feasibility studies', 'Investment structure, shareholding and incentives', 'Local partner and site search', 'Post-entry support until you are up and running'],
    },
    establishment: {
      title: dictionary.services.establishment,
      summary: 'PMA incorporation, NIB, NPWP and BPJS registration and business licenses, delivered on an 8-week schedule.',
      description:
        'We handle every administrative step on a fixed schedule, from incorporating your foreign-owned company (PMA) and registering it through OSS to sector-specific licenses.',
      features: ['PMA incorporation and articles of association', 'NIB issuance through OSS and NPWP registration', 'BPJS enrollment and Ministry of Manpower reporting', 'Business and sector-specific licenses'],
    },
    visa: {
      title: dictionary.services.visa,
      summary: 'From VOA to ITAS and ITAP, we advise on the right visa and stay permit for your purpose and handle the application.',
      description:
        'We plan the right visa for business trips, employment or long-term stays and manage every application, extension and conversion so that no deadline is missed.',
      features: ['VOA, VKSB and VKBP visit visas', 'ITAS (KITAS) and ITAP stay permits', 'Foreign worker permits including RPTKA', 'Extensions and expiry date tracking'],
    },
    hr: {
      title: dictionary.services.hr,
      summary: 'From company regulations, employment contracts and BPJS to recruitment, we manage your labor and HR matters in Indonesia.',
      description:
        'We draft company regulations and employment contracts that comply with Indonesian labor law and support your HR operations from recruitment and training to social security enrollment.',
      features: ['Company regulations and Ministry of Manpower approval', 'Employment contracts and BPJS enrollment', 'Recruitment and candidate referrals', 'HR training and KPI design'],
    },
    realestate: {
      title: dictionary.services.realestate,
      summary: 'Offices, factories, warehouses or homes: we help you lease or buy the right property for your purpose.',
      description:
        'We recommend properties whose market value and title we have verified, negotiate the terms of your contract and manage the lease after you move in.',
      features: ['Office, factory and warehouse leasing and sales', 'Ruko shophouses, housing and staff accommodation', 'Market analysis and contract negotiation', 'Lease management after move-in'],
    },
    marketing: {
      title: dictionary.services.marketing,
      summary: 'Branding and local marketing designed for Indonesian consumers and the platforms they use.',
      description:
        'Drawing on local consumer culture and the audience of each platform, we plan and run brand localization, social media and e-commerce marketing.',
      features: ['Market and consumer research', 'Brand localization strategy', 'Social media and influencer marketing', 'E-commerce marketplace launch and operation'],
    },
  },
  why: {
    eyebrow: 'Why Nusantara Bridge',
    title: 'Three reasons clients trust us',
    reasons: [
      {
        title: 'Local experience',
        text: 'With {years} years of experience in Jakarta since {year}, we are among the first to know when laws and administrative practice change, and we act on it.',
      },
      {
        title: 'One-stop service',
        text: 'Investment planning, company setup, visas, HR, real estate and marketing are handled through a single point of contact, saving you time and cost.',
      },
      {
        title: 'Proven track record',
        text: 'We have supported more than {companies} companies, processed more than {visas} visas and maintain a {success}% success rate in company establishment.',
      },
    ],
  },
  cta: {
    title: 'Not sure which service you need?',
    text: 'Tell us about your situation and we will work out the services and timeline with you. The initial consultation is free.',
    primary: 'Contact us',
  },
};
