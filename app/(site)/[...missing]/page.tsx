import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// Only the root not-found file may export metadata, so the catch-all names the page.
export const metadata: Metadata = {
  title: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
};

/**
 * Every path no route claims lands here, so its 404 renders inside the site layout. The root
 * not-found page can then stay small: Next embeds it in the payload of every page.
 */
export default function MissingPage() {
  notFound();
}
