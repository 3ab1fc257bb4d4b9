import type { BusinessDto } from '@/lib/data/business-dto';
import { machinePhone } from '@/lib/phone';
import { streetAddress } from '@/lib/seo/structured-data';

/** Absent fields get no tag. */
export function businessContactMeta(business: BusinessDto): Record<string, string> {
  const tags: Record<string, string | number | null | undefined> = {
    'business:contact_data:street_address': streetAddress(business),
    'business:contact_data:locality': business.city,
    'business:contact_data:region': business.state,
    'business:contact_data:postal_code': business.zipCode,
    'business:contact_data:country_name': business.country,
    'business:contact_data:phone_number':
      business.phone && machinePhone(business.phone, business.country),
    'business:contact_data:email': business.email,
    'business:contact_data:website': business.website,
    'place:location:latitude': business.latitude,
    'place:location:longitude': business.longitude,
  };
  return Object.fromEntries(
    Object.entries(tags)
      .filter(([, value]) => value != null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}
