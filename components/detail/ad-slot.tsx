import Script from 'next/script';

/** The 300×250 slot: script on browser idle, box sized from the first paint, so nothing shifts. */
export function AdSlot({ scriptUrl }: { scriptUrl: string | undefined }) {
  if (!scriptUrl) return null;
  return (
    <section aria-label="Advertisement" className="mx-auto w-[300px]">
      <p className="mb-1 text-center text-xs text-slate-600">Advertisement</p>
      <div id="ad-slot-300x250" className="h-[250px] w-[300px] overflow-hidden bg-slate-100" />
      <Script src={scriptUrl} strategy="lazyOnload" />
    </section>
  );
}
