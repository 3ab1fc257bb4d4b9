/** Said instead of an address when CONTACT_EMAIL is missing or refused (lib/site-identity.ts). */
export const CONTACT_NOT_CONFIGURED = 'Contact details are not configured yet.';
