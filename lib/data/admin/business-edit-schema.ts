// Pure zod, no server code: the admin edit form validates with it in the browser and the
// PATCH route on the server, both through the one business schema that import rows use.
import type { z } from 'zod';
import { EDITABLE_FIELDS } from '@/lib/business/fields';
import { DAYS, type OpeningHoursText } from '@/lib/hours';
import { businessInputSchema } from '@/lib/validation/business';

export { EDITABLE_FIELDS };

export type EditableField = (typeof EDITABLE_FIELDS)[number];

const editableMask = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, true])) as {
  [Field in EditableField]: true;
};

/** Any subset of the core fields; a field sent empty clears it. Unknown fields are refused. */
export const businessEditSchema = businessInputSchema.pick(editableMask).partial().strict();

/** What the edit form sends: the schema's fields, each as text, `isVerified` as a checkbox. */
export type BusinessEditInput = {
  [Field in keyof z.input<typeof businessEditSchema>]?: Field extends 'isVerified'
    ? boolean
    : string;
};

/** Stored hours as the "Day: hours" lines the form's text area shows (and the parser reads). */
export function openingHoursToText(hours: unknown) {
  if (!hours || typeof hours !== 'object') return '';
  const text = hours as OpeningHoursText;
  return DAYS.filter((day) => text[day])
    .map((day) => `${day}: ${text[day]}`)
    .join('\n');
}
