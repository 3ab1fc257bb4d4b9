import type { BusinessDto } from '@/lib/data/business-dto';
import { businessAbout } from '@/lib/seo/page-seo/business';

export function AboutSection({ business }: { business: BusinessDto }) {
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading">About {business.name}</h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
        {businessAbout(business).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
