/** What src/middleware.ts gives every page while it is built. */
declare namespace App {
  interface Locals {
    contact: import('#domain/site-settings/contact.ts').ContactChannels;
    people: import('#domain/site-settings/people.ts').ShownPeople;
  }
}
