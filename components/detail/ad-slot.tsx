import Script from 'next/script';

/**
 * The 300×250 advertising slot. The network's script loads with `lazyOnload` (browser idle,
 * after the page is interactive), and the box keeps its size from the first paint so the ad
 * arriving shifts nothing. No URL configured, no slot.
 */
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
