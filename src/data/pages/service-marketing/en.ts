import type { MarketingContent } from './index.ts';
import { ko } from './ko.ts';

export const en: MarketingContent = {
  figures: ko.figures,
  hero: {
    eyebrow: 'Marketing and branding',
    lead: 'Indonesian consumers meet brands on their phones and on social media, and they respond to messages that respect their faith and culture. Our local team plans and runs everything from brand localisation to digital campaigns and e-commerce.',
    consult: 'Request a marketing consultation',
    platforms: 'See platform users',
    stats: [
      { value: '{years} years', label: 'On the ground in Indonesia' },
      { value: '{companies}+', label: 'Companies supported' },
      { value: '{platformCount}', label: 'Major platforms we run' },
    ],
  },
  services: {
    eyebrow: 'Services',
    title: 'Five marketing services',
    intro: 'From market research to campaign delivery and reporting: start with just the services you need.',
    items: [
      {
        title: 'Brand localisation',
        text: 'We adapt your brand name, slogan and packaging to the local language and sensibilities, and check halal and BPOM labelling requirements.',
        features: ['Market and competitor research', 'Naming and message localisation', 'Packaging and label review'],
      },
      {
        title: 'Social media marketing',
        text: 'We run your Instagram, TikTok and YouTube channels with Indonesian-language content and manage the community.',
        features: ['Content planning and production', 'Channel and comment management', 'Monthly performance reports'],
      },
      {
        title: 'Influencer (KOL) marketing',
        text: 'We find local influencers who fit your sector and budget, run the campaign and measure the results.',
        features: ['KOL selection and contracts', 'Campaign management', 'Reach and conversion analysis'],
      },
      {
        title: 'Performance ads and e-commerce',
        text: 'We combine Meta, Google and TikTok ads with marketplace stores such as Shopee to turn attention into sales.',
        features: ['Ad buying and optimisation', 'Marketplace onboarding and operations', 'Ramadan season promotions'],
      },
      {
        title: 'PR and events',
        text: 'Local press coverage, product launches and trade fairs build trust in your brand.',
        features: ['Press releases and media relations', 'Launch events and pop-up stores', 'Trade fair support'],
      },
    ],
    helpTitle: 'Not sure where to start?',
    helpText: 'Tell us about your product and budget, and we will suggest the most effective mix of channels first.',
    helpCta: 'Talk to our marketing team',
  },
  platforms: {
    eyebrow: 'Digital platforms',
    title: "Users of Indonesia's leading platforms",
    intro: 'The six platforms Indonesian consumers use most. Each has its own audience and role, so we combine them to fit your goals.',
    caption: 'Active users and audience profile of the leading digital platforms in Indonesia',
    columns: { platform: 'Platform', users: 'Active users (million)', demographic: 'Main audience and role' },
    items: [
      { name: 'Instagram', users: 89.2, demographic: 'Mostly urban users aged 18 to 34. The key channel for beauty, fashion and food and beverage brands.' },
      { name: 'Facebook', users: 128.1, demographic: 'A broad audience aged 25 and over, reaching smaller cities. Community groups and Marketplace are very active.' },
      { name: 'TikTok', users: 99.1, demographic: 'Fast-growing, led by Gen Z. Short videos and live commerce lead straight to purchases.' },
      { name: 'YouTube', users: 139.4, demographic: 'The largest video platform, used by all age groups. Strong for product reviews and how-to content.' },
      { name: 'WhatsApp', users: 169.8, demographic: 'The most used messenger. The default channel for customer service, orders and repeat-purchase reminders.' },
      { name: 'Shopee', users: 93.4, demographic: 'The leading e-commerce marketplace. Free shipping and regular sale days such as 11.11 drive purchases.' },
    ],
    note: 'User numbers are estimates based on industry reports and vary with the counting method.',
  },
  cases: {
    eyebrow: 'Case studies',
    title: 'Local marketing in practice',
    labels: { challenge: 'Challenge', solution: 'Solution', result: 'Result' },
    items: [
      {
        company: 'Korean cosmetics brand A',
        industry: 'Beauty',
        challenge: 'Launch a halal-certified product line with no brand awareness at all.',
        solution: 'We repositioned the brand with messages that also speak to hijab-wearing consumers and ran TikTok and Instagram campaigns with {caseAInfluencers} local beauty influencers.',
        result: 'Within {caseAMonths} months the brand reached the top {caseARank} of its Shopee category and online sales grew {caseAGrowth}-fold.',
      },
      {
        company: 'Korean restaurant franchise B',
        industry: 'Food and beverage',
        challenge: 'Introduce an unfamiliar menu to local diners ahead of the first Jakarta opening.',
        solution: 'We created iftar (evening fast-breaking meal) sets for Ramadan and a WhatsApp booking channel, and tied the opening event to press coverage.',
        result: 'More than {caseBReservations} bookings in the first month, and {caseBStores} outlets within a year.',
      },
      {
        company: 'Korean electronic components maker C',
        industry: 'B2B manufacturing',
        challenge: 'No channel to reach local buyers and distribution partners.',
        solution: 'We ran a lead-generation campaign combining an Indonesian-language website, LinkedIn content and a Jakarta industry trade fair.',
        result: '{caseCInquiries} buyer inquiries in one year and contracts with {caseCPartners} local distributors.',
      },
    ],
  },
  culture: {
    eyebrow: 'Culture and consumption',
    title: 'Keys to understanding Indonesian consumers',
    intro: "The world's fourth most populous country and home to the largest Muslim population. Faith, holidays and region shape how people spend.",
    stats: [
      { value: '{population}', label: 'Population' },
      { value: '{islamPercent}%', label: 'Muslim share of the population' },
    ],
    notes: [
      { title: 'Halal is a given', text: 'Halal certification is now mandatory for food and beverages and is being extended to cosmetics and household goods. Check certification and labelling before launch.' },
      { title: 'Ramadan and Lebaran peaks', text: 'The month of Ramadan and the days before Lebaran (Eid al-Fitr) are the biggest spending season of the year. Employees receive a holiday bonus (THR), so campaigns are prepared two months ahead.' },
      { title: 'Mobile first', text: 'Most purchase journeys start and end on a smartphone. We design for vertical video, live commerce and e-wallet payments from the start.' },
      { title: 'Content in Indonesian', text: 'Indonesian-language content performs better than English. A friendly yet respectful tone works best.' },
      { title: 'Many markets in one', text: 'Java, Sumatra, Bali and the eastern regions differ in income and taste. We prove a concept in Jakarta, then expand region by region.' },
      { title: 'Family and community', text: 'Recommendations from family and friends strongly influence purchases. Reviews, word of mouth and community activities matter.' },
    ],
  },
  back: 'Back to all services',
  cta: {
    title: 'Start marketing that fits the Indonesian market',
    text: 'Tell us about your product and goals, and within {responseHours} hours we will propose a channel strategy and budget range.',
    primary: 'Contact us',
    secondary: 'All services',
  },
};
