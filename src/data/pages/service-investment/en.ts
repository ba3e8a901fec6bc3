import type { InvestmentContent } from './index.ts';

export const en: InvestmentContent = {
  backLink: 'Back to all services',
  hero: {
    eyebrow: 'Market entry strategy',
    lead: 'From market research and investment structuring to incorporation, staffing and a stable start of operations: one team takes your Indonesian investment through every stage, from first meeting to go-live.',
    primaryCta: 'Book a free consultation',
    secondaryCta: 'See investment cases',
    stats: {
      years: 'Years in Indonesia',
      companies: 'Companies and projects supported',
      localExperts: 'Local experts',
      employees: 'Employees',
    },
  },
  benefits: {
    eyebrow: 'Why Nusantara Bridge',
    title: 'Everything your investment decision needs, in one place',
    intro: 'Good investments start with accurate information and fast execution. The same team stays with you from the first consultation until operations run smoothly.',
    items: [
      {
        title: 'One-stop delivery',
        text: 'Market research, incorporation, permits, hiring, visas and office space through a single point of contact, with no need to coordinate several vendors.',
      },
      {
        title: '{localExperts}% local experts',
        text: 'Indonesian specialists in investment law, tax and labour review every step against the regulations currently in force.',
      },
      {
        title: '{years} years of proven experience',
        text: 'Founded in Jakarta in {year}, we have supported the market entry of more than {companies} companies and projects.',
      },
      {
        title: 'Transparent fees and timelines',
        text: 'You receive a quotation and schedule for each stage up front, and any additional cost is agreed with you before work proceeds.',
      },
      {
        title: 'Reports ready for head office',
        text: 'Findings and progress are summarised in clear written reports that your head office can use directly for decisions.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'Investment consulting in five steps',
    intro: 'At the end of each step we report the results and decide together whether to move on to the next.',
    stepLabel: 'Step {n}',
    items: [
      {
        title: 'Initial consultation and assessment',
        text: 'We clarify your objectives, budget, timeline and preferred location, and list the regulatory issues to examine. The first consultation is free.',
      },
      {
        title: 'Market research and feasibility',
        text: 'We analyse market size and competition, foreign-ownership limits by business classification (KBLI) and eligibility for tax incentives.',
      },
      {
        title: 'Investment structuring',
        text: 'We design the legal entity (PMA), shareholding, capital, location (industrial estate or special economic zone) and funding plan.',
      },
      {
        title: 'Incorporation and licensing',
        text: 'Incorporation, NIB issuance through OSS, business permits, bank accounts and expatriate visas, all on an agreed schedule.',
      },
      {
        title: 'Launch and aftercare',
        text: 'We help you meet early operating obligations: hiring, accounting and tax filings, and the quarterly investment activity report (LKPM).',
      },
    ],
  },
  cases: {
    eyebrow: 'Investment cases',
    title: 'Different industries and sizes, proven results',
    intro: 'Client names are anonymised to protect their confidentiality.',
    labels: { industry: 'Industry', investment: 'Investment', result: 'Result' },
    items: [
      {
        company: 'Korean auto-parts maker A',
        industry: 'Automotive parts',
        investmentUsd: 12000000,
        result: 'Built a plant in a Bekasi industrial estate and started mass production within 14 months.',
      },
      {
        company: 'Korean cosmetics brand B',
        industry: 'Cosmetics',
        investmentUsd: 1500000,
        result: 'Completed 24 BPOM product registrations and halal certification, then launched in local drugstore chains.',
      },
      {
        company: 'Korean IT services company C',
        industry: 'Software and IT services',
        investmentUsd: 800000,
        result: 'Set up a PMA, built a local development team and signed five local clients within six months.',
      },
      {
        company: 'Japanese food manufacturer D',
        industry: 'Food manufacturing',
        investmentUsd: 5000000,
        result: 'Obtained environmental approval and halal certification for its Karawang plant and secured first-year export volumes.',
      },
      {
        company: 'Singaporean logistics company E',
        industry: 'Logistics and warehousing',
        investmentUsd: 3200000,
        result: 'Leased and refitted a distribution centre in Cikarang and obtained a bonded-warehouse licence.',
      },
      {
        company: 'Korean restaurant franchise F',
        industry: 'Food service and franchising',
        investmentUsd: 600000,
        result: 'Completed franchise registration (STPW) and opened three outlets in Jakarta in the first year.',
      },
      {
        company: 'Korean solar equipment company G',
        industry: 'Renewable energy',
        investmentUsd: 20000000,
        result: 'Structured a joint venture and secured approval for a corporate income tax holiday.',
      },
      {
        company: 'Korean medical device distributor H',
        industry: 'Medical devices',
        investmentUsd: 2000000,
        result: 'Obtained 12 medical device distribution permits (AKL) from the Ministry of Health and began supplying hospitals.',
      },
      {
        company: 'Korean textile and garment maker I',
        industry: 'Textiles and apparel',
        investmentUsd: 7500000,
        result: 'Relocated production to Central Java, hired 1,200 local employees and had its company regulations approved.',
      },
    ],
  },
  options: {
    eyebrow: 'Optional services',
    title: 'Add exactly the support you need',
    intro: 'Choose any of these services on top of the core consulting package.',
    items: [
      { title: 'Market research report', text: 'A tailored report on market size, competitors, distribution channels and consumer research.' },
      { title: 'Partner search and due diligence', text: 'We identify local partners, suppliers or acquisition targets and carry out legal and financial due diligence.' },
      { title: 'Site selection', text: 'We compare industrial estates and special economic zones (KEK), arrange site visits and help negotiate lease terms.' },
      { title: 'Investment incentive applications', text: 'We prepare applications for tax holidays, tax allowances and import duty exemptions.' },
      { title: 'Accounting and tax set-up', text: 'We set up accounting systems and tax registration, then handle monthly filings and LKPM reporting for you.' },
      { title: 'Government liaison and interpreting', text: 'We accompany you to meetings with the Ministry of Investment (BKPM), line ministries and regional governments, and interpret.' },
    ],
  },
  serviceTypes: {
    eyebrow: 'Service types',
    title: 'Two ways to work with us',
    intro: 'Individual investors and smaller projects are handled by a dedicated consultant; corporate investments by a dedicated task force.',
    rangeLabel: 'Project size',
    cta: 'Request a consultation',
    individual: {
      badge: 'Individual',
      title: 'Dedicated consultant',
      text: 'For individual investors and small businesses. One dedicated consultant looks after your project from start to finish.',
      features: ['One-to-one dedicated consultant', 'Fixed quotation for each stage', 'Progress report every two weeks', 'Three months of aftercare after incorporation'],
    },
    corporate: {
      badge: 'Corporate',
      title: 'Dedicated task force',
      text: 'For mid-sized and large companies building plants, forming joint ventures or entering with several entities. Specialists from every field work as one team.',
      features: ['Task force of a project manager plus legal, tax and labour specialists', 'Weekly reports for head office', 'Support in negotiations with authorities and partners', 'Annual advisory retainer until operations are stable'],
    },
    range: { minUsd: 10000, maxUsd: 500000 },
  },
  cta: {
    title: 'Considering an investment in Indonesia?',
    text: 'Tell us about your objectives and budget, and we will reply with a first assessment within {hours} hours. The initial consultation is free.',
    contact: 'Book a free consultation',
    services: 'Explore other services',
  },
};
