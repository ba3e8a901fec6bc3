import type { ContactContent } from './index.ts';

export const en: ContactContent = {
  hero: {
    badge: 'Contact us',
    title: 'Planning your move into Indonesia?\nAsk us anything.',
    description: 'Company setup, visas, labor, real estate or marketing: tell us what you need to know.\nA consultant who specializes in your area will answer you personally.',
    response: 'Reply within {hours} hours',
    free: 'Free initial consultation',
  },
  details: {
    title: 'Contact details',
    intro: 'Reach us by phone, by email or through the inquiry form, whichever suits you best.',
    phoneTitle: 'Phone',
    officePhone: 'Office',
    mobilePhone: 'Mobile',
    emailTitle: 'Email',
    emailNote: 'Feel free to attach any documents you would like us to review.',
    hoursTitle: 'Office hours',
    weekdays: 'Monday to Friday',
    weekdayHours: '{opens}–{closes}',
    weekend: 'Saturday and Sunday',
    closed: 'Closed',
    timezone: 'All times are Western Indonesian Time (WIB, UTC+7), the time zone of Jakarta.',
    emergencyTitle: 'Emergency contact',
    emergencyText: 'If an urgent matter arises outside office hours, such as a problem at immigration, with a stay permit or a workplace accident, call our mobile line, available 24 hours a day. A consultant will respond right away.',
    emergencyCall: 'Emergency line',
  },
  form: {
    title: 'Request a consultation',
    note: 'Fill in the form below and a consultant specializing in your area will contact you within {hours} hours.',
    consultation: 'Consultations are available in Korean, English, Indonesian, Chinese and Japanese, in person, by video call or by phone, as you prefer. The initial consultation is free of charge, and everything you share with us is kept confidential.',
  },
  office: {
    title: 'Visit our office',
    intro: 'Office visits are by appointment only. Please let us know when you plan to come by phone or email beforehand.',
    addressTitle: 'Head office address',
    lobbyNote: 'Please register at the reception desk in the ground-floor lobby, and a member of our team will meet you.',
    mapAlt: 'Illustrated map marking our head office (an illustration, not a real map)',
    showMap: 'Show map',
    mapNotice: 'Selecting “Show map” loads Google Maps.',
    mapTitle: 'Head office location (Google Maps)',
    openInMaps: 'Open in Google Maps',
    newWindow: 'opens in a new window',
  },
  why: {
    title: 'Why choose Nusantara Bridge',
    intro: 'Experience on the ground, a proven track record and the right people make the difference.',
    items: {
      experience: {
        value: '{n}',
        label: 'Years of experience in Indonesia',
        text: 'Experience built up since {year} lets us prepare for changes in law and regulation before they arrive.',
      },
      projects: {
        value: '{n}+',
        label: 'Companies and projects supported',
        text: 'We have guided successful market entries across manufacturing, retail, IT, food and many other sectors.',
      },
      employees: {
        value: '{n}+',
        label: 'Employees',
        text: 'Specialists fluent in local law and languages take personal charge of each area.',
      },
    },
  },
};
