/** The privacy policy, shown in the dialog the footer opens on every page. */
import type { PrivacyContent } from './index.ts';

export const en: PrivacyContent = {
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
};
