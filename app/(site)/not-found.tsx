import { PageNotFound } from '@/components/layout/page-not-found';

/** Unmatched URLs (HTTP 404), inside the site's header and footer; the title is set by [...missing]. */
export default PageNotFound;
