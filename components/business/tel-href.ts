/** Digits and a leading + only: what a `tel:` link needs ("0113 496 0123" -> "tel:01134960123"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
