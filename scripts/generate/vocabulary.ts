// Words generated businesses are named and described with. Wider than the demo seed's lists
// so that a million names are not a few hundred names repeated.
import type { CategoryGroupSlug } from '../../lib/categories';

export const SURNAMES =
  `Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson
Evans Walker White Roberts Green Hall Wood Jackson Clarke Patel Khan Lewis James Phillips Mason
Mitchell Rose Davis Rodriguez Cox Alexander Morgan Moore Hughes Edwards Turner Harris Martin
Cooper Hill Ward Morris Baker Harrison King Lee Allen Young Scott Bell Campbell Murray Kelly
Stewart MacDonald Reid Anderson Ross Fraser Hamilton Graham Murphy Byrne Walsh O'Brien Doyle
Singh Ahmed Ali Hussain Shah Begum Chowdhury Rahman Nguyen Chen Wong Kowalski Nowak Santos
Ferreira Rossi Russo Bianchi Costa Silva Owen Price Griffiths Jenkins Powell Lloyd Pritchard
Howells Parry Bevan Barker Fletcher Palmer Holmes Hunt Webb Carter Shaw Marshall Gibson Pearson
Dixon Spencer Stevens Burton Atkinson Chapman Hudson Lawrence Fox Knight Butler Barnes Dawson`.split(
    /\s+/,
  );

export const WORDS =
  `Crown Oak Willow Riverside Kingsway Highfield Beacon Harbour Meadow Orchard Granary
Ivy Station Corner Northern Royal Thistle Rose Compass Anchor Acorn Ash Beech Birch Bluebell
Bramble Bridge Brook Castle Cedar Chapel Clover Cobble Copper Elm Fern Forge Fountain Foxglove
Garden Gateway Granite Greenway Hawthorn Heath Heron Hollow Horizon Kestrel Lantern Larch
Laurel Linden Lion Lodge Maple Marina Market Millstone Minster Moorland Navigation Oakwood
Old Mill Park Pavilion Pennine Pine Quay Rowan Saxon Silverdale Skyline Sovereign Spire Spring
Stag Sterling Stone Summit Swan Thames Tower Trinity Unicorn Valley Victoria Vine Waterside
Wellington Westfield Wharf White Hart Windmill Woodland Wren Yew`.split(/\s+/);

export const STREETS = `High Street|Station Road|Church Lane|Market Place|Victoria Road|King Street|
Queen Street|Mill Lane|Park Road|London Road|The Parade|Bridge Street|Castle Street|George Street|
North Road|Albert Road|Green Lane|Manor Road|York Road|Chapel Street|New Street|Westgate|
Abbey Road|Union Street|Church Street|Main Street|School Lane|The Green|Kings Road|Springfield Road|
Grange Road|Broadway|Holly Road|Orchard Way|Riverside Walk|Commercial Street|Duke Street|
Princes Street|Market Street|Water Lane`
  .split('|')
  .map((street) => street.trim());

/** Name shapes per group; {cat} is the category in title case ("Italian Restaurant"). */
export const NAME_PATTERNS: Record<CategoryGroupSlug, string[]> = {
  restaurants: [
    'The {word} Kitchen',
    '{word} Bistro',
    '{surname}’s',
    'The {word} {cat}',
    '{town} {cat}',
    'Cafe {word}',
    '{word} & {word2} Eatery',
  ],
  healthcare: [
    '{word} {cat}',
    '{town} {cat}',
    '{surname} & Partners',
    '{word} Health Centre',
    'Dr {surname}',
  ],
  'auto-services': [
    '{surname} Motors',
    '{word} {cat}',
    '{town} Auto Centre',
    '{surname} & Sons Garage',
  ],
  'beauty-wellness': [
    '{word} {cat}',
    'Studio {word}',
    '{surname}’s {cat}',
    'The {word} Room',
    '{town} {cat}',
  ],
  'home-services': [
    '{surname} & Sons',
    '{surname} {cat}',
    '{town} {cat}s',
    '{word} Home Services',
    '{word} {cat} Ltd',
  ],
  'professional-services': [
    '{surname} {surname2} LLP',
    '{surname} & Co',
    '{word} {cat}',
    '{town} {cat}',
    '{surname} Associates',
  ],
  education: ['{word} {cat}', '{town} {cat}', 'St {surname}’s', '{word} Learning Centre'],
  entertainment: ['The {word}', '{word} {cat}', '{town} {cat}', 'The {word} Club'],
  'local-services': ['{word} {cat}', '{surname}’s {cat}', '{town} {cat}', 'The {word} Store'],
};

/** What a business says about itself, per group; {cat} is the lower-case category. */
export const DESCRIPTION_LINES: Record<CategoryGroupSlug, string[]> = {
  restaurants: [
    'Freshly cooked food made with local produce.',
    'Vegetarian and vegan options on every menu.',
    'Takeaway and delivery available most evenings.',
    'A relaxed dining room with outdoor seating in summer.',
    'Private dining for birthdays and office parties.',
  ],
  healthcare: [
    'Accepting new NHS and private patients.',
    'Same-day appointments for urgent cases.',
    'A friendly team of experienced clinicians.',
    'Evening and Saturday clinics available.',
  ],
  'auto-services': [
    'Servicing, MOT preparation and diagnostics for all makes.',
    'Free collection and delivery within five miles.',
    'Fixed-price servicing with no hidden extras.',
    'Tyres, brakes and exhausts fitted while you wait.',
  ],
  'beauty-wellness': [
    'Walk-ins welcome, or book online.',
    'Relaxing treatments using organic products.',
    'Bridal packages and gift vouchers available.',
    'Qualified stylists and therapists.',
  ],
  'home-services': [
    'Emergency call-outs 24 hours a day.',
    'Free quotes and no call-out charge.',
    'Fully insured, with all work guaranteed for twelve months.',
    'Gas Safe registered engineers.',
    'Bathrooms, kitchens and full renovations.',
  ],
  'professional-services': [
    'Free initial consultation.',
    'Fixed fees agreed in advance.',
    'Helping local families and businesses for over twenty years.',
    'Appointments in person or by video call.',
  ],
  education: [
    'Small classes and experienced teachers.',
    'Lessons for all ages and abilities.',
    'Ofsted registered, with flexible sessions.',
  ],
  entertainment: [
    'Live music every weekend.',
    'Great for groups, parties and team events.',
    'Food served all day, with a beer garden.',
    'Family tickets and student discounts.',
  ],
  'local-services': [
    'Friendly, independent and locally owned.',
    'Click and collect and local delivery.',
    'Free parking right outside.',
    'Rooms with breakfast and an on-site restaurant.',
  ],
};
