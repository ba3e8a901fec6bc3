import type { Dictionary } from './index.ts';

/** English: natural business English (US spelling). */
export const en: Dictionary = {
  site: {
    name: 'Nusantara Bridge Consulting',
    shortName: 'NB Consulting',
    tagline: 'Your trusted partner for doing business in Indonesia',
    logoAlt: 'Nusantara Bridge Consulting home',
  },
  a11y: {
    skipToContent: 'Skip to main content',
    mainNav: 'Main navigation',
    mobileNav: 'Mobile menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    toggleSubmenu: 'Show {label} submenu',
    languageSelector: 'Select language',
    currentLanguage: 'Current language: {language}',
    breadcrumb: 'Breadcrumb',
    footerNav: 'Site links',
  },
  nav: {
    home: 'Home',
    services: 'Services',
    servicesOverview: 'All services',
    about: 'About Us',
    company: 'Company Overview',
    csr: 'Our Story',
    faq: 'FAQ',
    notices: 'Notices',
    contact: 'Contact Us',
  },
  services: {
    investment: 'Investment Consulting',
    establishment: 'Company Setup & Licensing',
    hr: 'Labor & HR Management',
    visa: 'Visa Services',
    realestate: 'Real Estate Consulting',
    marketing: 'Marketing Services',
  },
  footer: {
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
    response: 'Reply within 24 hours · Free initial consultation',
    officePhone: 'Office',
    mobilePhone: 'Mobile',
    messengerLabel: 'Messaging',
    whatsapp: 'WhatsApp',
    kakao: 'KakaoTalk channel',
    privacyPolicy: 'Privacy Policy',
    copyright: '© {year} Nusantara Bridge Consulting. All rights reserved.',
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'Nusantara Bridge Consulting (the “Company”) processes the personal data it receives through consultation inquiries as described below.',
    close: 'Close',
    effective: 'Effective date: November 27, 2026',
    sections: [
      {
        heading: '1. Purposes of processing',
        body: 'The Company processes personal data to receive consultation requests, to conduct and respond to consultations, and to conclude and perform contracts. It does not use personal data for any other purpose.',
      },
      {
        heading: '2. Personal data collected',
        body: 'Required: name, company name, email address, phone number and service of interest. Optional: budget range and details of your inquiry. Collected automatically: date and time of submission, the page on which you entered the site and the address of the site that linked to it, and the UTM tags of an advertising or campaign link (no cookies are used; this is sent only with your inquiry).',
      },
      {
        heading: '3. Retention period',
        body: 'Contract records are kept for 5 years after the contract ends, tax records for 10 years and general consultation records for 3 years, and are then destroyed without delay. If you withdraw your consent, your data is deleted immediately.',
      },
      {
        heading: '4. Disclosure to third parties',
        body: 'The Company does not disclose personal data to third parties without the consent of the data subject or a legal basis.',
      },
      {
        heading: '5. Outsourcing of processing',
        body: 'The Company entrusts website hosting and database operations to specialized providers. Our contracts require them to keep personal data secure, and we supervise their compliance.',
      },
      {
        heading: '6. Your rights and how to exercise them',
        body: 'You may at any time request access to, correction or deletion of your personal data, ask us to stop processing it, or withdraw your consent. Email your request to the privacy officer named below and we will act on it without delay.',
      },
      {
        heading: '7. Privacy officer',
        body: 'Privacy officer: Head of Management Support. You can reach the privacy officer at the email address and phone numbers at the bottom of this page.',
      },
      {
        heading: '8. Visit statistics without cookies',
        body: 'To improve the website, the Company counts visits without cookies or any identifier stored in your browser. It counts the pages visited and their language, the site that linked to them (its domain only), the UTM parameters of advertising and campaign links, a screen class (mobile, tablet or desktop), the country as your network indicates it, the words typed into the site search and whether they found anything, pages that were not found (404) with the page that linked to them, and whether the inquiry form was started. To count a visitor only once a day, it uses a hash of the IP address and browser details combined with a random value created anew each day; within an hour after the end of that day (Jakarta time), the hash is deleted together with the random value, so it can neither be recomputed nor linked to visits on another day. The IP address and browser details themselves are never stored. Visits from browsers that send a Global Privacy Control or Do Not Track signal, search-engine robots and the Company’s own signed-in staff are not counted. What remains are daily totals (visitors and page views by page, language, source, country and device), which identify no one and are kept without a time limit.',
      },
      {
        heading: '9. Changes to this policy',
        body: 'This policy takes effect on January 1, 2025. Any changes will be announced in the Notices section of this website at least 7 days before they take effect.',
      },
    ],
  },
  search: {
    open: 'Search the site',
    label: 'Search for',
    hint: 'e.g. visa, company setup, employment contract',
    submit: 'Search',
    loading: 'Searching…',
    results: '{count} results for “{query}”',
    resultsOne: '1 result for “{query}”',
    empty: 'No results for “{query}”. Try other words, or browse the lists below.',
    failed: 'Search could not be loaded. Please reload the page and try again.',
    needsJs: 'Site search works in a browser with JavaScript turned on. You can find what you are looking for in the lists below.',
    browse: 'Browse the lists',
  },
  scrollToTop: 'Back to top',
  notFound: {
    code: '404',
    title: 'Page Not Found',
    heading: 'We couldn’t find that page',
    text: 'The page you requested does not exist or its address has changed. Please use the links below to find what you are looking for.',
    home: 'Go to homepage',
    contact: 'Contact us',
  },
  pages: {
    home: {
      title: 'Nusantara Bridge Consulting | End-to-End Consulting for Doing Business in Indonesia',
      description:
        'Indonesia market-entry specialists who have supported more than {companies} companies since {year}: company setup, visas, labor, real estate and marketing, all from one partner.',
      heading: 'With you every step of the way into Indonesia',
    },
    services: {
      title: 'Services | Nusantara Bridge Consulting',
      description:
        'Investment consulting, company setup, visas, labor and HR, real estate and marketing: six specialist services for entering the Indonesian market.',
      heading: 'Our Services',
    },
    investment: {
      title: 'Investment Consulting | Nusantara Bridge Consulting',
      description:
        'We support every stage of investing in Indonesia, from market research and investment structuring to getting your business firmly established.',
      heading: 'Investment Consulting',
    },
    establishment: {
      title: 'Company Setup & Licensing | Nusantara Bridge Consulting',
      description:
        'We establish your foreign-owned company (PMA), handle NIB, NPWP and BPJS registration, and obtain business and sector-specific licenses on an 8-week timeline.',
      heading: 'Company Setup & Licensing',
    },
    hr: {
      title: 'Labor & HR Management | Nusantara Bridge Consulting',
      description:
        'From company regulations and employment contracts to BPJS, recruitment and HR training, we manage labor and HR matters for your business in Indonesia.',
      heading: 'Labor & HR Management',
    },
    visa: {
      title: 'Visa Services | Nusantara Bridge Consulting',
      description:
        'VOA, ITAS, ITAP, VKSB and VKBP: we advise on the right Indonesian visa and stay permit for your purpose and handle the application for you.',
      heading: 'Visa Services',
    },
    realestate: {
      title: 'Real Estate Consulting | Nusantara Bridge Consulting',
      description:
        'Offices, factories, ruko shophouses, warehouses, homes and land: our local experts help you lease, buy and sell property in Indonesia.',
      heading: 'Real Estate Consulting',
    },
    marketing: {
      title: 'Marketing Services | Nusantara Bridge Consulting',
      description:
        'A team that knows Indonesian consumers and digital platforms designs your branding and local marketing.',
      heading: 'Marketing Services',
    },
    about: {
      title: 'About Us | Nusantara Bridge Consulting',
      description:
        'Founded in Jakarta in {year}, we have helped more than {companies} companies with a team of over {employees} local experts. Get to know our firm.',
      heading: 'About Us',
    },
    csr: {
      title: 'Our Story | Nusantara Bridge Consulting',
      description:
        'From our founding to localization and partnerships: the journey of Nusantara Bridge Consulting and our commitment to the community.',
      heading: 'Our Story',
    },
    csrPost: {
      title: '{title} | Our Story',
      description: 'A story from Nusantara Bridge Consulting: {title}',
    },
    noticePost: {
      title: '{title} | Notices',
      description: 'A notice from Nusantara Bridge Consulting: {title}',
    },
    faq: {
      title: 'FAQ | Nusantara Bridge Consulting',
      description: 'Answers to frequently asked questions about company setup, HR, visas and real estate in Indonesia.',
      heading: 'Frequently Asked Questions',
    },
    notices: {
      title: 'Notices | Nusantara Bridge Consulting',
      description:
        'Updates on changes to Indonesian law, labor, visa and investment regulations, along with news from our firm.',
      heading: 'Notices',
    },
    contact: {
      title: 'Contact Us | Nusantara Bridge Consulting',
      description:
        'Request a consultation about doing business in Indonesia. We reply within 24 hours, and the initial consultation is free of charge.',
      heading: 'Contact Us',
    },
    search: {
      title: 'Search the site | Nusantara Bridge Consulting',
      description: 'Search our services, frequently asked questions, notices and stories.',
      heading: 'Search the site',
    },
    preview: {
      title: 'Draft preview | Nusantara Bridge Consulting',
      description: 'A draft shown before it is published.',
      heading: 'Draft preview',
      banner: 'Preview: this draft is not published yet. The link opens for 24 hours from when it was made.',
      loading: 'Loading the draft…',
      expired: 'This preview link has expired (links last 24 hours). Create a new one in the admin.',
      invalid: 'This preview link is not valid: its address was cut or changed, or it belongs to another item.',
      gone: 'There is no draft to preview: it has been published or discarded.',
      replaced: 'The draft has been saved again since this link was made, so the link no longer opens. Create a new preview link in the admin.',
      failed: 'The draft could not be loaded. Please try again shortly.',
    },
    notFound: {
      title: 'We couldn’t find that page | Nusantara Bridge Consulting',
      description: 'The page you requested could not be found.',
    },
  },
  placeholder: 'The full content of this page is in preparation.',
};
