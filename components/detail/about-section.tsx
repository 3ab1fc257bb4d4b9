import type { BusinessDto } from '@/lib/data/business-dto';
import { businessAbout } from '@/lib/seo/page-seo/business';

export function AboutSection({ business }: { business: BusinessDto }) {
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading">{`About ${business.name}`}</h2>
      <div className="about-text">
        {/* Index keys: a key is written into the payload, and the text as key would be a second copy. */}
        {businessAbout(business).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
