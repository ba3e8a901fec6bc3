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
