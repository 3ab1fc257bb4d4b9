/** Public, non-secret site facts shared by pages, metadata and JSON-LD. */
export const SITE = {
  name: 'UK Business Directory',
  shortName: 'UKBD',
  tagline: "Find Britain's best local businesses",
  description:
    'A free directory of British businesses: find trusted local restaurants, trades, healthcare, beauty and professional services by town, city or postcode.',
  email: 'hello@ukbusinessdirectory.example',
  phone: '020 7946 0000',
  locale: 'en_GB',
  timeZone: 'Europe/London',
} as const;
