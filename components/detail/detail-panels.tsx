import { AdSlot } from './ad-slot';
import { AboutSection } from './about-section';
import { Amenities } from './amenities';
import { BookingLink } from './booking-link';
import { ChainBranches } from './chain-branches';
import type { DetailView } from './detail-view';
import { GetInTouch } from './get-in-touch';
import { LazyMap } from './lazy-map';
import { ListingFreshness } from './listing-freshness';
import { OpeningHours } from './opening-hours';
import { OtherHours } from './other-hours';
import { PhoneBlock } from './phone-block';
import { PriceRange } from './price-range';
import { RatingPanel } from './rating-panel';
import { ReportProblem } from './report-problem';
import { SampleReviews } from './sample-reviews';
import { WhyChooseUs } from './why-choose-us';

/** Facts first in the document (phones, screen readers); from lg they are the right column. */
export function DetailPanels({ view }: { view: DetailView }) {
  const { reachable } = view;
  return (
    <div className="detail-grid">
      <div className="detail-aside">
        {reachable ? (
          <GetInTouch address={view.address} phone={view.phone} email={view.email} />
        ) : null}
        <PriceRange value={view.priceRange} />
        {reachable ? <BookingLink href={view.bookingLink} name={view.name} /> : null}
        <OpeningHours hours={view.hours} status={view.hero.status} />
        {reachable ? <PhoneBlock phone={view.phone} /> : null}
        <AdSlot scriptUrl={view.adScriptUrl} />
        <ListingFreshness checked={view.checked} changeNotes={view.changeNotes} />
        <ReportProblem {...view.report} />
        <ChainBranches chain={view.chain} />
        <LazyMap pins={view.mapPins} />
        <OtherHours weeks={view.otherHours} />
      </div>
      <div className="detail-main">
        <AboutSection name={view.name} paragraphs={view.about} />
        <RatingPanel rating={view.rating} checked={view.checked} />
        <Amenities amenities={view.amenities} />
        <WhyChooseUs />
        <SampleReviews />
      </div>
    </div>
  );
}
