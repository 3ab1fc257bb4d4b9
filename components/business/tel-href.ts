import { displayPhone } from '@/lib/phone';

/** A `tel:` link in E.164 ("020 7946 0329" in the UK -> "tel:+442079460329"). */
export function telHref(phone: string, country?: string | null): string {
  return displayPhone(phone, country).href;
}
