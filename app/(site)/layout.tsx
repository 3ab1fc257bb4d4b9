import { HEADER_CATEGORY_LINKS, HEADER_CITY_LINKS } from '@/components/layout/nav-links';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SITE } from '@/lib/site';

/** Every public page: header, the page as the one <main> landmark, footer. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader name={SITE.name} categories={HEADER_CATEGORY_LINKS} cities={HEADER_CITY_LINKS} />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
