import type { CategoryGroupSlug } from './groups';

/** The first matching rule wins, so narrow exceptions come before the broad rules they would fall into. */
export interface KeywordRule {
  readonly group: CategoryGroupSlug;
  readonly pattern: RegExp;
}

// prettier-ignore
const CAR_MAKES = [
  'acura', 'alfa romeo', 'aston martin', 'audi', 'bentley', 'bmw', 'buick', 'byd', 'cadillac',
  'chevrolet', 'chrysler', 'citroen', 'cupra', 'dacia', 'dodge', 'ds', 'ferrari', 'fiat', 'ford',
  'genesis', 'gmc', 'harley davidson', 'honda', 'hyundai', 'infiniti', 'isuzu', 'jaguar', 'jeep',
  'kawasaki', 'kia', 'lamborghini', 'land rover', 'lexus', 'lincoln', 'lotus', 'maserati',
  'mazda', 'mclaren', 'mercedes benz', 'mg', 'mini', 'mitsubishi', 'nissan', 'peugeot',
  'polestar', 'porsche', 'ram', 'renault', 'rolls royce', 'seat', 'skoda', 'smart', 'subaru',
  'suzuki', 'tesla', 'toyota', 'triumph', 'vauxhall', 'volkswagen', 'volvo', 'yamaha',
].join('|');

export const KEYWORD_RULES: readonly KeywordRule[] = [
  // Parking and business or caravan parks hold words ("car", "park") that later rules would claim.
  {
    group: 'local-services',
    pattern:
      /\b(car parks?|parking|park and ride|(business|industrial|retail|office|science|technology|caravan|holiday|trailer|mobile home|rv) parks?)\b/,
  },
  // Insurance, legal and money advice are sold by insurers, lawyers and advisers, whatever the subject.
  {
    group: 'professional-services',
    pattern:
      /\b(insurance|insurer|versicherung\w*|osigur\w*|lawyers?|solicitors?|attorneys?|law (firm|office)s?|legal|barristers?|notar(y|ies)|rechtsanwalt\w*|anwalt\w*|bail bonds?|debt (advice|collection|counsel\w*)|credit counsel\w*)\b/,
  },
  {
    group: 'healthcare',
    pattern: /\b(veterin\w*|vets?|animal (hospital|clinic)s?|tierarzt\w*|tierklinik\w*)\b/,
  },
  // Else read as beauty salons, schools or removals; pet-store exports mix languages; "hot dog" is food.
  {
    group: 'local-services',
    pattern:
      /\b(pets?|(?<!hot )dogs?|cats?|pupp(y|ies)|kittens?|animals?|kennels?|catter(y|ies)|(aquarium|tropical fish|goldfish|reptile|bird) (shop|store)s?|hund\w*|heimtier\w*|haustier\w*|tier\w*|chiens?|ljubim\w*|zivotinj\w*|pse|pasa|macke|zvirat\w*|sobak\w*|gruming)\b/,
  },
  // Garden and garage trades whose words the education ("nursery") and auto ("garage") rules would take.
  {
    group: 'home-services',
    pattern:
      /\b((plant|tree|garden|wholesale) nurser(y|ies)|tree (surgeon|service|surgery)s?|arborists?|garage (doors?|builders?|conversions?))\b/,
  },
  // Leisure, before "garden" (home services) and "dinner" (restaurants) can claim them.
  {
    group: 'entertainment',
    pattern: /(^gardens?$|\b(botanical|beer|public|zoological) gardens?\b|biergarten|dinner theat)/,
  },
  // Shops and stays whose words ("coffee", "cleaning", "restaurant") must not pull them into a service group.
  {
    group: 'local-services',
    pattern:
      /\b(hotels?|motels?|hostels?|guest ?houses?|bed and breakfast|boarding house|holiday (homes?|apartments?|lets?|cottages?)|serviced apartments?|inns?|campgrounds?|campsites?|supermarkets?|grocer(s|y|ies)?|convenience stores?|butchers?( shop)?|fishmongers?|greengrocers?|off licen[cs]e|liquor|wine (store|shop|wholesaler)s?|markets?(?! research)|restaurant supply|catering (food|equipment|supplies)|food (products )?(suppliers?|wholesalers?|manufacturers?|banks?)|vending|coffee (store|machine)s?|(?<!bubble )tea stores?|chocolate\w*|confection\w*|sweet shops?|candy|dry clean\w*|laundr\w*|launderettes?|public (bathroom|toilet)s?|tailors?|shoe repair|cobblers?|electric motors?|(sports )?nutrition stores?|vitamins?|supplements? stores?|metzgerei|lebensmittel\w*)\b/,
  },
  // Anything that teaches, before the trade it teaches ("Beauty school").
  {
    group: 'education',
    pattern:
      /(school|schule|\bcolleges?\b|universit\w*|academ\w*|akadem\w*|\btutor\w*|\btraining\b|\blessons?\b|instructors?\b|teachers?\b|\bnurser(y|ies)\b|kindergarten|child ?care|childminder|day care|creches?\b|playgroups?\b|educat\w*|obrazov\w*|librar(y|ies)|bibliothek|seminary|learning cent|apprenticeship|\bclass(es)?\b|coaching (center|centre)|tuition|dance studios?)/,
  },
  // Before healthcare ("Health food restaurant"), bars ("Tapas bar") and pubs ("Gastropub").
  {
    group: 'restaurants',
    pattern:
      /(restaura|ristorante|trattoria|osteria|taverna|bistro|brasserie|steak ?house|sushi|\bsusi\b|pizz|take ?aways?\b|take ?out|\bdiners?\b|\beater(y|ies)\b|grill|\bcafe|kaffee(haus|bar)|coffee|salon de the|teesalon|tea salon|espresso|\btea (house|room|shop)s?\b|tearooms?|canteen|buffet|food (court|truck|stand|delivery|hall)|fast food|kebab|burger|fish and chips|chip shop|chippy|sandwich|baker(y|ies)\b|backerei|baeckerei|\bpekar|patisserie|pastry|cake shop|creperie|\bdeli\b|delicatessen|ice cream|gelat|eiscafe|frozen yog|dessert|bubble tea|juice|smoothie|snack|\bsalad|tapas|noodle|ramen|dim sum|\bcaterer|catering|meal (delivery|takeaway)|imbiss|gastropub|barbecue|\bbbq\b|taqueria|\btacos?\b|burrito|bagel|donut|doughnut|waffle|pancake|brunch|breakfast|\blunch|dining|carvery|hot dog|\bpoke\b|shawarma|falafel|gaststatte|konditorei|\bpies?\b)/,
  },
  // Medical words before the beauty rule: "Cosmetic surgeon" is medicine.
  {
    group: 'healthcare',
    pattern:
      /(surgeon|surger(y|ies)|surgical|dentist|dental|odont|stomatolog|zubar|\bhospitals?\b|transplant|physician|\bdoctors?\b|dermatolog|internist|pharmac|drug ?stores?|chemist|optician|optometr|ophthalm|oftalmolog|\bgp\b|general practitioner|medical (clinic|cent|practice|group|office|lab)|zahnarzt|\barzt|bolnic|apotek|apothek)/,
  },
  // Before general healthcare so "Skin care clinic" and "Medical spa" stay here.
  {
    group: 'beauty-wellness',
    pattern:
      /(beauty|beautician|salon|barber|hairdress|hair (stylist|extension|removal|replacement)|\bwigs?\b|\bnails?\b|\bspas?\b|massage|tattoo|piercing|cosmetics|cosmetic (clinic|treatment)|make ?up|aesthetic|skin ?care|\blash|\b(eye)?brows?\b|\bwax|tanning|solarium|sauna|wellness|manicur|pedicur|\bfacial|electrolysis|\bstylists?\b|friseur|frizer|kosmetik|\bgyms?\b|fitness|yoga|pilates|personal trainer|health club|crossfit|weight loss|slimming|meditation|indoor cycling|spin studio)/,
  },
  {
    group: 'healthcare',
    pattern:
      /(clinic|klinik|klinick|medic|health ?care|health cent|public health|physio|chiropract|osteopath|podiat|chiropod|audiolog|hearing|therap|psycholog|psychiatr|counsel+or|counsel+ing|mental health|\bnurs(e|es|ing)\b|midwi|care home|home care|hospice|rehab|acupunct|nutrition|dietit|allerg|vaccin|urgent|emergency room|\ba and e\b|otolaryng|\bent\b|endoscop|gastroenter|pediatr|paediatr|obstetr|gyn(a)?ec|cardiolog|urolog|oncolog|neurolog|radiolog|\bx ray|\bmri\b|blood|medical diagnostic|diagnostic (cent|imaging|lab)|optical|eye care|speech|orthop|sports medicine|sexolog|pain management|ambulance|homeopath|naturopath|reflexolog|hypno|dialysis|assisted living|aged care|retirement home|occupational health|health services?\b|orthotic|prosthet|pregnancy)/,
  },
  // After insurance, parking and garage trades have been taken out.
  {
    group: 'auto-services',
    pattern: new RegExp(
      String.raw`\b(auto|autos|automo\w*|autobody|cars?|tyres?|tires?|garages?|mechanics?|motors?|motorcycles?|motorbikes?|motoring|motorist|motorhomes?|vehicles?|mot|car wash|valet\w*|body ?shops?|windscreens?|windshields?|auto glass|exhausts?|mufflers?|clutch|transmissions?|brakes?|wheel alignment|alloy wheels?|scooters?|trucks?|lorr(y|ies)|vans?|(gas|petrol|fuel|filling|service|charging) stations?|towing|breakdown|oil change|driving test|panel beat\w*|detailing|autowerkstatt\w*|fahrzeug\w*|(${CAR_MAKES}|rv) dealers?)\b`,
    ),
  },
  {
    group: 'home-services',
    pattern:
      /(plumb|electrician|electrical|\belectric\b|generator|\broof|hvac|heating|air condition|\bac (repair|installation)|furnace|boiler|\bgas (engineer|fitter|installation|service|safety)|gasfitter|builder|building (contractor|compan|firm|restoration|material|supplies|supplier|maintenance|service)|construction|contractor|handy(man|woman|person)|cleaning|cleaners?\b|janitorial|\bmaids?\b|locksmith|removal|moving|\bmovers?\b|landscap|garden|\blawn|\bpest|exterminat|glazier|glazing|\bwindows?\b|\bdoors?\b|floor|carpet|kitchen|bathroom|remodel|renovat|restoration|refurbish|reforma|\bdamp\b|mou?ld (removal|remediation)|waterproof|painter|^painting$|painting (and decorating|contractors?|services?|company)|house painting|decorator|\bloft|plaster|drywall|dry wall|\btil(e|es|ing)\b|carpent|joiner|bricklay|masonry|\bmasons?\b|paving|driveway|\bfenc|decking|deck (builder|contractor|installer)|gutter|chimney|insulation|drain|septic|sewer|sewage|water (softening|softener|heater|filter|treatment|damage|purification|testing|tank)|hot water|solar|skip hire|waste|rubbish|junk|(appliance|refrigerator|fridge|washing machine|oven|dishwasher) repair|home (inspector|improvement|builder|automation|repair|maintenance|services?)|interior design|hardware|\bdiy\b|timber|lumber|paint (store|shop)|blinds|shutters|curtain|property maintenance|(pressure|power) washing|pool (contractor|cleaning|installer|repair|supply|service)|security system|burglar alarm|\bcctv\b|scaffold|excavat|demolition|concrete|asphalt|tarmac|siding|\bweld|fabricat|sheet metal|countertop|worktop|cabinet maker|upholster|fireplace|\bstoves?\b|snow removal|irrigation|sprinkler|lighting|\btool (store|shop|wholesaler|supplier)|\bpipes?\b|fontaner|sanitar|klempner|elektriker|\bmaler\b|dachdecker|schreiner|tischler|installat)/,
  },
  // Else "Equipment rental agency" would read as a professional agency.
  { group: 'local-services', pattern: /\b(rentals?|hire|rent)\b/ },
  {
    group: 'professional-services',
    pattern:
      /(accountan|accounting|bookkeep|\btax\b|auditor|actuar|consult|\bagenc(y|ies)\b|agencija|agentur|estate agent|real estate|realtor|letting|property (management|manager|investment|developer)|financ|\bbanks?\b|banking|building society|mortgage|\bloans?\b|credit union|investment|wealth|architect|marketing|market research|advertising|\bseo\b|web (design|develop|hosting)|\btravel agen|website|graphic design|software|\bit (services|support|company)|computer (services|support)|surveyor|recruit|employment|staffing|printing|print shop|\bprinters?\b|translat|interpret|coworking|business (cent|service|development|management|to business)|valuer|appraiser|private investigator|patent|trademark|public relations|\bengineer(s|ing)?\b|immobilien|treuhand|steuer|professional services?)/,
  },
  {
    group: 'entertainment',
    pattern:
      /(cinema|\bkino\b|movie theat|theatre|theater|museum|galler(y|ies)|night ?clubs?|\bclubs?\b|\bdisco(theque|theek)?\b|dance hall|bowling|casino|bingo|amusement|theme park|water park|\bparks?\b|\bzoo\b|zoological|aquarium|arcade|escape room|karaoke|comedy|concert|live music|music venue|\bvenues?\b|stadium|arena|golf|\bsports? (club|complex|centre|center|ground|hall)|leisure|swimming (pool|baths)|\blido\b|ice rink|skating|climbing|bouldering|paintball|laser tag|go ?karts?|karting|snooker|billiard|pool hall|darts|axe throwing|attraction|landmark|observation deck|planetarium|pubs?\b|\bbars?\b|lounge|brewer|winer(y|ies)|distiller|beer hall|kneipe|cocktail|wine club|banquet|function room|event (space|hall|venue|centre|center)|wedding venue|conference (cent|hall)|convention (cent|hall)|exhibition|festival|fairground|circus|cabaret|\bopera( house)?\b|ballet|philharmon|orchestra|playground|soft play|play area|trampoline|\bstage\b|cultural cent|arts? cent|entertainment|recreation|tourist|sightseeing|tour operator|historic|monument|castle|heritage|nature reserve|marina|cricket|football|rugby|tennis|squash|badminton|racecourse|race ?track|speedway|greyhound|shooting range|archery|equestrian|hookah|shisha|nightlife|driving range|\bski(ing)?\b|fishing (pond|lake)s?|performing arts)/,
  },
];

export function keywordGroupFor(folded: string): CategoryGroupSlug | undefined {
  return KEYWORD_RULES.find((rule) => rule.pattern.test(folded))?.group;
}
