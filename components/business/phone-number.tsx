import { displayPhone } from '@/lib/phone';

/** A `tel:` link in E.164, shown in its country's national format and never wrapped. */
export function PhoneNumber({
  phone,
  country,
  className = 'whitespace-nowrap',
}: {
  phone: string;
  country: string | null | undefined;
  className?: string;
}) {
  const { text, href } = displayPhone(phone, country);
  return (
    <a href={href} className={className}>
      {text}
    </a>
  );
}
