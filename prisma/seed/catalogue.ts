// What the demo businesses are: Google Maps categories per navigation group, the ways such
// businesses are named, and the opening-hours shapes Outscraper exports carry.
export type Trade = { category: string; names: string[]; hours: HoursPattern[] };
export type HoursPattern = keyof typeof HOURS_PATTERNS;

const SURNAMES = ['Patel', 'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Thomas', 'Khan', 'Roberts', 'Walker', 'Wright', 'Robinson', 'Thompson', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood', 'Clarke', 'Jackson', "O'Neill", 'Campbell', 'Murray', 'MacDonald', 'Singh', 'Ahmed', 'Davies', 'Lewis'];
const WORDS = ['Crown', 'Oak', 'Willow', 'Riverside', 'Kingsway', 'Highfield', 'Beacon', 'Harbour', 'Meadow', 'Orchard', 'Granary', 'Ivy', 'Station', 'Old Mill', 'Corner', 'Northern', 'Royal', 'Thistle', 'Rose', 'Compass'];
export const NAME_PARTS = { SURNAMES, WORDS };

export const HOURS_PATTERNS = {
  office: { Monday: '9AM-5:30PM', Tuesday: '9AM-5:30PM', Wednesday: '9AM-5:30PM', Thursday: '9AM-5:30PM', Friday: '9AM-5PM', Saturday: 'Closed', Sunday: 'Closed' },
  trades: { Monday: ['8AM-6PM'], Tuesday: ['8AM-6PM'], Wednesday: ['8AM-6PM'], Thursday: ['8AM-6PM'], Friday: ['8AM-6PM'], Saturday: ['9AM-1PM'], Sunday: ['Closed'] },
  shop: 'Monday:9AM-6PM|Tuesday:9AM-6PM|Wednesday:9AM-6PM|Thursday:9AM-8PM|Friday:9AM-6PM|Saturday:9AM-6PM|Sunday:10AM-4PM',
  restaurant: { Monday: 'Closed', Tuesday: '12-2:30PM,5:30-10PM', Wednesday: '12-2:30PM,5:30-10PM', Thursday: '12-2:30PM,5:30-10PM', Friday: '12-2:30PM,5:30-11PM', Saturday: '12-11PM', Sunday: '12-9PM' },
  cafe: { Monday: '7:30AM-5PM', Tuesday: '7:30AM-5PM', Wednesday: '7:30AM-5PM', Thursday: '7:30AM-5PM', Friday: '7:30AM-5PM', Saturday: '8AM-5PM', Sunday: '9AM-3PM' },
  lateNight: { Monday: '5PM-12AM', Tuesday: '5PM-12AM', Wednesday: '5PM-12AM', Thursday: '5PM-1AM', Friday: '5PM-3AM', Saturday: '12PM-3AM', Sunday: '12-10:30PM' },
  allDay: { Monday: 'Open 24 hours', Tuesday: 'Open 24 hours', Wednesday: 'Open 24 hours', Thursday: 'Open 24 hours', Friday: 'Open 24 hours', Saturday: 'Open 24 hours', Sunday: 'Open 24 hours' },
  salon: 'Sunday,|Monday,|Tuesday,9AM,6PM|Wednesday,9AM,6PM|Thursday,9AM,8PM|Friday,9AM,6PM|Saturday,8:30AM,4PM',
  clinic: { Monday: '8AM-6:30PM', Tuesday: '8AM-6:30PM', Wednesday: '8AM-6:30PM', Thursday: '8AM-6:30PM', Friday: '8AM-6:30PM', Saturday: '9AM-12PM', Sunday: 'Closed' },
  evenings: { Monday: '4-9pm', Tuesday: '4-9pm', Wednesday: '4-9pm', Thursday: '4-9pm', Friday: '4-9pm', Saturday: '9am-1pm', Sunday: 'Closed' },
} as const;

export const TRADES: Trade[] = [
  { category: 'Restaurant', names: ['The {word} Kitchen', '{word} Brasserie', 'The {word} Dining Room'], hours: ['restaurant'] },
  { category: 'Italian restaurant', names: ['Trattoria {word}', 'Pizzeria {surname}', 'La {word} Italian Kitchen'], hours: ['restaurant', 'lateNight'] },
  { category: 'Indian restaurant', names: ['{word} Tandoori', 'Spice of {town}', 'The {word} Balti House'], hours: ['restaurant', 'lateNight'] },
  { category: 'Chinese restaurant', names: ['Golden {word}', '{word} Garden Chinese', 'Jade {word}'], hours: ['restaurant'] },
  { category: 'Cafe', names: ['{word} Cafe', 'The {word} Coffee House', '{surname}\u2019s Tea Room'], hours: ['cafe'] },
  { category: 'Fish and chips restaurant', names: ['{surname}\u2019s Fish Bar', 'The {word} Chippy'], hours: ['evenings', 'restaurant'] },
  { category: 'Pub', names: ['The {word} Arms', 'The {word} Inn', 'The {word} & Anchor'], hours: ['lateNight'] },
  { category: 'Dentist', names: ['{town} Dental Care', '{word} Dental Practice', '{surname} & Partners Dentistry'], hours: ['clinic'] },
  { category: 'Medical clinic', names: ['{word} Medical Centre', '{town} Health Clinic'], hours: ['clinic'] },
  { category: 'Pharmacy', names: ['{word} Pharmacy', '{surname} Chemists'], hours: ['shop', 'allDay'] },
  { category: 'Physiotherapist', names: ['{town} Physio', '{word} Physiotherapy Clinic'], hours: ['clinic'] },
  { category: 'Optician', names: ['{surname} Opticians', '{word} Eyecare'], hours: ['shop'] },
  { category: 'Car repair and maintenance service', names: ['{word} Garage', '{surname} Motors', '{town} Auto Repairs'], hours: ['trades'] },
  { category: 'Tyre shop', names: ['{town} Tyres', '{word} Tyre & Exhaust'], hours: ['trades'] },
  { category: 'MOT testing centre', names: ['{word} MOT Centre', '{surname} MOT & Service'], hours: ['trades'] },
  { category: 'Car wash', names: ['{word} Hand Car Wash', 'Sparkle Car Valeting {town}'], hours: ['shop'] },
  { category: 'Hair salon', names: ['{word} Hair Studio', 'Salon {surname}', 'Cut & Colour {town}'], hours: ['salon'] },
  { category: 'Barber shop', names: ['{word} Barbers', '{surname}\u2019s Barber Shop'], hours: ['salon', 'shop'] },
  { category: 'Beauty salon', names: ['{word} Beauty Rooms', 'The {word} Beauty Lounge'], hours: ['salon'] },
  { category: 'Nail salon', names: ['{word} Nails', 'Polished {town}'], hours: ['salon'] },
  { category: 'Spa', names: ['The {word} Spa', '{word} Day Spa & Wellness'], hours: ['cafe'] },
  { category: 'Plumber', names: ['{surname} Plumbing & Heating', '{town} Plumbers', '{word} Plumbing Services'], hours: ['trades', 'allDay'] },
  { category: 'Electrician', names: ['{surname} Electrical', '{word} Electrical Contractors'], hours: ['trades'] },
  { category: 'Locksmith', names: ['{town} Locksmiths', '{word} Lock & Key'], hours: ['allDay'] },
  { category: 'Roofing contractor', names: ['{surname} Roofing', '{word} Roofing Services'], hours: ['trades'] },
  { category: 'Cleaning service', names: ['{word} Cleaning Co.', 'Spotless {town}'], hours: ['office'] },
  { category: 'Removals company', names: ['{surname} Removals', '{word} Removals & Storage'], hours: ['trades'] },
  { category: 'Solicitor', names: ['{surname} & Co Solicitors', '{surname} {surname2} LLP'], hours: ['office'] },
  { category: 'Accountant', names: ['{surname} Accountants', '{word} Accountancy'], hours: ['office'] },
  { category: 'Estate agent', names: ['{surname} Estate Agents', '{word} Property'], hours: ['shop'] },
  { category: 'Insurance agency', names: ['{town} Insurance Services', '{word} Insurance Brokers'], hours: ['office'] },
  { category: 'Driving school', names: ['{surname} School of Motoring', 'Pass First {town}'], hours: ['trades'] },
  { category: 'Tutoring service', names: ['{word} Tutors', '{town} Tuition Centre'], hours: ['evenings'] },
  { category: 'Language school', names: ['{word} Language Centre', '{town} School of English'], hours: ['office'] },
  { category: 'Cinema', names: ['{word} Picturehouse', 'The {word} Cinema'], hours: ['lateNight'] },
  { category: 'Bowling alley', names: ['{word} Bowl', '{town} Tenpin'], hours: ['lateNight'] },
  { category: 'Escape room center', names: ['Locked In {town}', 'The {word} Escape'], hours: ['evenings'] },
  { category: 'Museum', names: ['{town} Museum of {word}s', 'The {word} Gallery'], hours: ['cafe'] },
];

export const ABOUT_OPTIONS = {
  Accessibility: ['Wheelchair-accessible entrance', 'Wheelchair-accessible car park', 'Wheelchair-accessible toilet'],
  Payments: ['Debit cards', 'Credit cards', 'NFC mobile payments', 'Cash only'],
  'Service options': ['Online appointments', 'On-site services', 'Delivery', 'Takeaway', 'Dine-in'],
  Amenities: ['Toilets', 'Wi-Fi', 'Free parking'],
  Crowd: ['LGBTQ+ friendly', 'Family-friendly'],
} as const;
