// Pure zod, no server code: the edit form validates with it in the browser, the PATCH route on the server.
import type { z } from 'zod';
import { EDITABLE_FIELDS } from '@/lib/business/fields';
import { DAYS, type OpeningHoursText } from '@/lib/hours';
import { businessInputSchema } from '@/lib/validation/business';

export { EDITABLE_FIELDS };

export type EditableField = (typeof EDITABLE_FIELDS)[number];

const editableMask = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, true])) as {
  [Field in EditableField]: true;
};

export const businessEditSchema = businessInputSchema.pick(editableMask).partial().strict();

export type BusinessEditInput = {
  [Field in keyof z.input<typeof businessEditSchema>]?: Field extends 'isVerified'
    ? boolean
    : string;
};

export function openingHoursToText(hours: unknown) {
  if (!hours || typeof hours !== 'object') return '';
  const text = hours as OpeningHoursText;
  return DAYS.filter((day) => text[day])
    .map((day) => `${day}: ${text[day]}`)
    .join('\n');
}
