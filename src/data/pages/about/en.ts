import type { AboutContent } from './index.ts';

export const en: AboutContent = {
  hero: {
    title: 'A trusted bridge between Indonesia and the world',
    lead: 'Since opening our doors in Jakarta in {year}, we have stood beside Korean and other international companies so they can do business in Indonesia with confidence, from company setup and visas to labor, real estate and marketing.',
    primaryCta: 'Contact us',
    secondaryCta: 'Explore our services',
  },
  ceo: {
    eyebrow: 'Message from the CEO',
    title: 'A partner who stays with you on the ground for the long run',
    name: 'Kim Dae-hyun',
    role: 'CEO and Founder',
    message: [
      'Indonesia is the world’s fourth most populous country, rich in natural resources and home to a fast-growing digital economy: a land of opportunity. Yet I have seen many companies struggle from their very first step, held back by unfamiliar regulations and licensing procedures and by differences in language and culture.',
      'Nusantara Bridge Consulting opened in Jakarta in {year} to solve those challenges together with our clients. Our local experts personally handle every stage of market entry, from incorporation and licensing to visas, labor and HR, real estate and marketing, so that our clients can focus on their core business.',
      'We promise the right answer rather than merely a fast one, and lasting trust rather than a single transaction. We look forward to accompanying your new venture in Indonesia from the first step to the last.',
    ],
    signature: 'Kim Dae-hyun, CEO, Nusantara Bridge Consulting',
    bioTitle: 'Career',
    bio: [
      { year: 1998, text: 'Joined a Korean general trading company; handled Southeast Asian import and export at its Jakarta branch' },
      { year: 2003, text: 'Founded Nusantara Bridge Consulting and became its CEO' },
      { year: 2009, text: 'Launched regular investment and labor seminars for Korean companies in Indonesia' },
      { year: 2016, text: 'Advisor to the investment committee of a Korean business association in Jakarta' },
      { year: 2023, text: 'Celebrated the firm’s 20th anniversary as a full-service consultancy built around local experts' },
    ],
  },
  team: {
    eyebrow: 'Our team',
    title: 'The people who work beside you',
    languagesLabel: 'Languages',
  },
  offices: {
    eyebrow: 'Our office',
    title: 'Our office in Jakarta',
    photoAlt: 'Office photo {n} of {total}',
  },
  intro: {
    eyebrow: 'Company overview',
    title: 'Bridging Nusantara, the Indonesian archipelago',
    paragraphs: [
      '“Nusantara” is the name for the Indonesian archipelago of more than 17,000 islands. True to that name, we aim to be the bridge that connects companies from Korea, Indonesia and the rest of the world.',
      'One team takes responsibility for six specialist areas in a true one-stop service: investment structuring, PMA incorporation, NIB and NPWP registration, KITAS applications, BPJS enrollment and labor management, office and factory leasing, and local marketing.',
    ],
    valuesTitle: 'Our core values',
    values: {
      innovation: {
        title: 'Innovation',
        text: 'From OSS online licensing to remote consultations, we master new rules and technology first, saving our clients time and money.',
      },
      excellence: {
        title: 'Excellence',
        text: 'Accurate down to every document and every day of the schedule. Experts who know local law in depth take personal responsibility from start to finish.',
      },
      partnership: {
        title: 'Partnership',
        text: 'Our relationship continues after the contract ends. At every stage of your growth, we proactively offer the support you need.',
      },
    },
    statsTitle: 'Our track record in numbers',
    stats: {
      years: { value: '{n}', label: 'Years of experience in Indonesia' },
      projects: { value: '{n}+', label: 'Companies and projects supported' },
      visas: { value: '{n}+', label: 'Visa cases handled' },
      employees: { value: '{n}+', label: 'Employees' },
    },
  },
  history: {
    eyebrow: 'Our history',
    title: 'Our journey since {year}',
    intro: 'Key moments on the way from a small office in Jakarta to a full-service consultancy covering six specialist areas.',
    regionLabel: 'Company history timeline, scrollable horizontally',
    previous: 'Show earlier milestones',
    next: 'Show later milestones',
    milestones: [
      { year: 2003, title: 'Founded in Jakarta', text: 'We started out handling PMA incorporation and licensing for Korean companies.' },
      { year: 2005, title: 'Visa and residence services', text: 'We began obtaining and extending KITAS permits for expatriate staff and their families.' },
      { year: 2008, title: 'Labor and HR division', text: 'We expanded into day-to-day HR work, from company regulations and employment contracts to BPJS enrollment.' },
      { year: 2011, title: 'Recruitment services launched', text: 'We began sourcing and recruiting local talent, helping new entrants build their first teams.' },
      { year: 2014, title: 'Real estate consulting', text: 'We started advising on the lease and purchase of offices, factories, warehouses and staff housing.' },
      { year: 2018, title: 'Ready for OSS licensing', text: 'With the launch of the OSS system, we moved NIB issuance and licensing procedures fully online.' },
      { year: 2020, title: 'Remote consultations', text: 'Throughout the pandemic, video consultations and e-documents kept our clients’ business moving.' },
      { year: 2022, title: 'Marketing and branding', text: 'We launched local marketing and branding services tailored to Indonesia’s digital platforms.' },
      { year: 2023, title: '20th anniversary', text: 'We marked our 20th year as a full-service consultancy built around local experts.' },
      { year: 2024, title: 'One-stop service in five languages', text: 'We completed a one-stop service with consultations in Korean, English, Indonesian, Chinese and Japanese.' },
    ],
  },
  logo: {
    eyebrow: 'Brand assets',
    title: 'Download our logo',
    intro: 'You are welcome to use the official Nusantara Bridge Consulting logo in press coverage, partnership materials and event announcements.',
    previewAlt: 'Official Nusantara Bridge Consulting logo',
    files: {
      svg: {
        title: 'Vector logo (SVG)',
        text: 'A vector file for print and large formats that stays sharp at any size.',
        download: 'Download SVG',
      },
      png: {
        title: 'Image logo (PNG)',
        text: 'An image with a transparent background, ready for documents, websites and presentations.',
        download: 'Download PNG',
      },
    },
    fileInfo: '{format} · {size}',
    dimensions: '{width} × {height} px',
    vector: 'vector, scales to any size',
    usageTitle: 'Usage guidelines',
    usage: [
      'Please use the logo as supplied, without changing its proportions or colors.',
      'Leave clear space around the logo of at least half the height of the symbol.',
      'Please contact us in advance before using the logo for commercial partnerships.',
    ],
  },
  csr: {
    eyebrow: 'Social responsibility',
    title: 'Growing together',
    intro: 'Giving back to the communities that have placed their trust in us: that is what we believe makes a good company in Indonesia.',
    pillars: {
      social: {
        title: 'Social contribution',
        text: 'We support Indonesia’s next generation through scholarships for local schools and job-readiness training for young people.',
        link: 'Read our social contribution stories',
      },
      environment: {
        title: 'Environment',
        text: 'We take part in paperless online licensing, energy savings in our office and mangrove planting.',
        link: 'Read our environment stories',
      },
      mutualGrowth: {
        title: 'Mutual-growth management',
        text: 'Through the development of our local staff and fair dealings with our partners, we seek growth shared by clients, employees and the community.',
        link: 'Read our mutual-growth stories',
      },
    },
  },
  statsBand: {
    title: 'Reliable results, delivered by local experts',
    items: {
      localExperts: 'Local experts',
      establishmentSuccess: 'Company setup success rate',
      rentalManagements: 'Rental properties managed',
      serviceAreas: 'Specialist service areas',
    },
    rentalValue: '{n}+',
    serviceAreasValue: '{n}',
    cta: 'Request a free consultation',
  },
};
