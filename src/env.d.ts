/** What src/middleware.ts gives every page while it is built. */
declare namespace App {
  interface Locals {
    contact: import('#domain/site-settings/contact.ts').ContactChannels;
    people: import('#domain/site-settings/people.ts').ShownPeople;
    facts: import('#domain/site-settings/facts.ts').FirmFigures;
    /** A content page's texts in a locale, as published (src/domain/pages/registry.ts names the pages). */
    pageContent: <K extends import('#domain/pages/registry.ts').PageKey>(key: K, locale: import('#i18n/locales.ts').Locale) => Promise<import('#domain/pages/registry.ts').PageContent<K>>;
  }
}

/** `client:interaction` (src/lib/hydration/on-interaction.ts): hydrate on the visitor's first interaction. */
declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    'client:interaction'?: boolean | string;
  }
}
