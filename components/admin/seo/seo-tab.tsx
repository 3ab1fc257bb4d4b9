'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAdminNumber, formatCount } from '@/lib/format';
import { adminWrite } from '../admin-fetch';
import { sitemapStatsSchema, type SitemapStats } from '@/lib/sitemap/stats-schema';
import { responseErrorMessage } from '../response-error';

const generatedSchema = z.object({ message: z.string(), updated: z.number() });

async function fetchSitemapStats(): Promise<{ stats: SitemapStats | null; error: string | null }> {
  try {
    const response = await fetch('/api/admin/sitemap-stats', { cache: 'no-store' });
    if (!response.ok) return { stats: null, error: await responseErrorMessage(response) };
    return { stats: sitemapStatsSchema.parse(await response.json()), error: null };
  } catch {
    return { stats: null, error: 'the server sent no usable answer' };
  }
}

/** Sitemap statistics and the SEO generation action (both served by the SEO endpoints). */
export function SeoTab() {
  const router = useRouter();
  const [stats, setStats] = useState<SitemapStats | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);

  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    fetchSitemapStats().then((loaded) => {
      if (!active) return;
      setStats(loaded.stats);
      setLoadError(loaded.error);
    });
    return () => {
      active = false;
    };
  }, [version]);

  async function generate() {
    setGenerating(true);
    try {
      const response = await adminWrite('/api/admin/generate-seo', { method: 'POST' });
      if (!response.ok) {
        toast.error('SEO Generation failed', { description: await responseErrorMessage(response) });
        return;
      }
      const { updated } = generatedSchema.parse(await response.json());
      toast.success('SEO Content Generated', {
        description: `SEO content written for ${formatCount(updated)} businesses`,
      });
      setVersion((n) => n + 1);
      router.refresh();
    } catch {
      toast.error('SEO Generation failed', { description: 'Could not reach the server.' });
    } finally {
      setGenerating(false);
    }
  }

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="sitemap-heading"
        className="rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="sitemap-heading" className="text-lg font-semibold text-slate-900">
          Sitemaps
        </h2>
        {loadError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            Failed to load sitemap statistics: {loadError}
          </p>
        )}
        {!stats && !loadError && <Skeleton className="mt-4 h-24 w-full" />}
        {stats && <SitemapDetails stats={stats} />}
      </section>
      <section
        aria-labelledby="seo-heading"
        className="rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="seo-heading" className="text-lg font-semibold text-slate-900">
          SEO content
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Writes descriptions of 200+ words, titles and meta descriptions for every business that
          has no SEO content yet.
        </p>
        <Button className="mt-4" onClick={generate} disabled={generating} aria-busy={generating}>
          {generating ? 'Generating…' : 'Generate SEO content'}
        </Button>
      </section>
    </div>
  );
}

function SitemapDetails({ stats }: { stats: SitemapStats }) {
  const { sitemapUrls: urls } = stats;
  const figures = [
    { label: 'Total businesses', value: stats.totalBusinesses },
    // The spec's figure: the business files plus pages, categories and cities. The index also
    // lists the service-in-town files, which the spec predates; they are linked below.
    { label: 'Sitemap files', value: stats.totalSitemaps + 3 },
    { label: 'Businesses per sitemap', value: stats.businessesPerSitemap },
  ];
  const links = [
    { label: 'Sitemap index', href: urls.main },
    { label: 'Main pages', href: urls.mainPages },
    { label: 'Categories', href: urls.categories },
    { label: 'Cities', href: urls.cities },
    ...urls.landing.map((href, index) => ({ label: `Service-in-town pages ${index + 1}`, href })),
    ...urls.businesses.map((href, index) => ({ label: `Businesses ${index + 1}`, href })),
  ];
  return (
    <>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd
              className="mt-1 text-2xl font-bold text-slate-900"
              title={formatCount(figure.value)}
            >
              {formatAdminNumber(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 max-h-72 space-y-1 overflow-auto text-sm">
        {links.map((link) => (
          <li key={`${link.label}-${link.href}`}>
            <span className="text-slate-600">{link.label}: </span>
            <a
              href={link.href}
              className="break-all text-brand-700 hover:underline"
              target="_blank"
              rel="noreferrer"
            >
              {link.href}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
