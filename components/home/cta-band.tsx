import { buttonClasses } from '@/components/ui/button';

export function CtaBand() {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-700">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
          Run a business in Britain?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          Get found by local customers. Listing your business is free — e-mail us your details and
          we&apos;ll add or update your entry.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/contact" className={buttonClasses({ variant: 'light', size: 'lg' })}>
            List Your British Business
          </a>
          <a href="/about" className={buttonClasses({ variant: 'outlineLight', size: 'lg' })}>
            Learn More<span className="sr-only"> about us</span>
          </a>
        </div>
      </div>
    </section>
  );
}
