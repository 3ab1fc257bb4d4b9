import { displayPhone } from '@/lib/phone';

/**
 * A phone number as a `tel:` link in E.164, shown in the national format of the business's
 * country and never wrapped mid-number (a `className` of its own must keep it on one line).
 */
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
