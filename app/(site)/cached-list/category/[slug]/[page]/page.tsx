// `/category/{slug}?page=N` as cached HTML, keyed by its path: next.config.ts or
// proxy.ts rewrites the public URL here (lib/urls/cached-lists.ts). The page itself
// is the public route's.
export { default, generateMetadata } from '@/app/(site)/category/[slug]/page';
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}
