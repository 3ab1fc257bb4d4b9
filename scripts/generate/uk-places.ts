// Real UK towns with their districts ("LS1-17" = LS1 … LS17), for when the outcode list is
// absent (CI): close enough for search tests, not a gazetteer.
const PLACES = `
London|Greater London|EC1-4 WC1-2 E1-18 N1-22 NW1-11 SE1-28 SW1-20 W1-14
Birmingham|West Midlands|B1-38 B42-45
Manchester|Greater Manchester|M1-23 M40
Leeds|West Yorkshire|LS1-17
Liverpool|Merseyside|L1-28
Sheffield|South Yorkshire|S1-14 S17 S20
Bristol|Bristol|BS1-16
Glasgow|Glasgow City|G1-5 G11-15 G20-23 G31-34 G40-46 G51-53
Edinburgh|City of Edinburgh|EH1-17
Cardiff|Cardiff|CF3 CF5 CF10-11 CF14 CF23-24
Belfast|County Antrim|BT1-17
Newcastle upon Tyne|Tyne and Wear|NE1-7 NE12-13 NE15
Nottingham|Nottinghamshire|NG1-11
Leicester|Leicestershire|LE1-5
Coventry|West Midlands|CV1-6
Bradford|West Yorkshire|BD1-10
Wakefield|West Yorkshire|WF1-2
Huddersfield|West Yorkshire|HD1-5
Halifax|West Yorkshire|HX1-3
Harrogate|North Yorkshire|HG1-3
York|North Yorkshire|YO1 YO10 YO23-26 YO30-32
Scarborough|North Yorkshire|YO11-12
Hull|East Riding of Yorkshire|HU1-9
Doncaster|South Yorkshire|DN1-6
Rotherham|South Yorkshire|S60-66
Barnsley|South Yorkshire|S70-75
Sunderland|Tyne and Wear|SR1-6
Durham|County Durham|DH1
Darlington|County Durham|DL1-3
Middlesbrough|North Yorkshire|TS1-8
Stockton-on-Tees|County Durham|TS17-21
Hartlepool|County Durham|TS24-27
Carlisle|Cumbria|CA1-3
Kendal|Cumbria|LA9
Lancaster|Lancashire|LA1-2
Preston|Lancashire|PR1-5
Blackpool|Lancashire|FY1-4
Blackburn|Lancashire|BB1-2
Burnley|Lancashire|BB10-12
Bolton|Greater Manchester|BL1-6
Bury|Greater Manchester|BL8-9
Wigan|Greater Manchester|WN1-6
Oldham|Greater Manchester|OL1-4 OL8-9
Rochdale|Greater Manchester|OL11-12 OL16
Stockport|Greater Manchester|SK1-8
Salford|Greater Manchester|M3 M5-7 M27 M30
Warrington|Cheshire|WA1-5
Chester|Cheshire|CH1-4
Crewe|Cheshire|CW1-2
Macclesfield|Cheshire|SK10-11
Birkenhead|Merseyside|CH41-43
Southport|Merseyside|PR8-9
St Helens|Merseyside|WA9-11
Stoke-on-Trent|Staffordshire|ST1-4 ST6
Stafford|Staffordshire|ST16-18
Wolverhampton|West Midlands|WV1-6 WV10-11
Walsall|West Midlands|WS1-5
Dudley|West Midlands|DY1-3
Solihull|West Midlands|B90-94
Worcester|Worcestershire|WR1-5
Hereford|Herefordshire|HR1-4
Shrewsbury|Shropshire|SY1-3
Telford|Shropshire|TF1-7
Derby|Derbyshire|DE1 DE3 DE21-24
Chesterfield|Derbyshire|S40-45
Lincoln|Lincolnshire|LN1-6
Grimsby|Lincolnshire|DN31-34
Boston|Lincolnshire|PE21
Peterborough|Cambridgeshire|PE1-4 PE7
Cambridge|Cambridgeshire|CB1-5
Northampton|Northamptonshire|NN1-7
Kettering|Northamptonshire|NN14-16
Milton Keynes|Buckinghamshire|MK1-15
Bedford|Bedfordshire|MK40-45
Luton|Bedfordshire|LU1-4
Oxford|Oxfordshire|OX1-4
Banbury|Oxfordshire|OX15-17
Reading|Berkshire|RG1-2 RG4-6 RG30-31
Slough|Berkshire|SL1-3
Windsor|Berkshire|SL4
High Wycombe|Buckinghamshire|HP10-15
Aylesbury|Buckinghamshire|HP17-22
Watford|Hertfordshire|WD17-19 WD24-25
St Albans|Hertfordshire|AL1-4
Stevenage|Hertfordshire|SG1-2
Chelmsford|Essex|CM1-3
Colchester|Essex|CO1-7
Southend-on-Sea|Essex|SS0-3 SS9
Basildon|Essex|SS13-16
Ipswich|Suffolk|IP1-5
Bury St Edmunds|Suffolk|IP28 IP30-33
Norwich|Norfolk|NR1-8
Great Yarmouth|Norfolk|NR29-31
King's Lynn|Norfolk|PE30-34
Canterbury|Kent|CT1-4
Maidstone|Kent|ME14-17
Margate|Kent|CT9
Dover|Kent|CT15-17
Ashford|Kent|TN23-27
Tunbridge Wells|Kent|TN1-4
Rochester|Kent|ME1-3
Brighton|East Sussex|BN1-2 BN41-42
Eastbourne|East Sussex|BN20-23
Hastings|East Sussex|TN34-35
Worthing|West Sussex|BN11-14
Crawley|West Sussex|RH10-11
Chichester|West Sussex|PO18-20
Guildford|Surrey|GU1-5
Woking|Surrey|GU21-22
Croydon|Greater London|CR0 CR2 CR7-9
Kingston upon Thames|Greater London|KT1-3
Harrow|Greater London|HA1-3
Romford|Greater London|RM1-7
Bromley|Greater London|BR1-2
Southampton|Hampshire|SO14-19
Portsmouth|Hampshire|PO1-6
Winchester|Hampshire|SO21-23
Basingstoke|Hampshire|RG21-24
Bournemouth|Dorset|BH1-11
Poole|Dorset|BH12-17
Dorchester|Dorset|DT1-2
Salisbury|Wiltshire|SP1-5
Swindon|Wiltshire|SN1-5 SN25
Bath|Somerset|BA1-2
Taunton|Somerset|TA1-4
Yeovil|Somerset|BA20-22
Weston-super-Mare|Somerset|BS22-24
Gloucester|Gloucestershire|GL1-4
Cheltenham|Gloucestershire|GL50-54
Exeter|Devon|EX1-6
Plymouth|Devon|PL1-7
Torquay|Devon|TQ1-2
Barnstaple|Devon|EX31-32
Truro|Cornwall|TR1-4
Penzance|Cornwall|TR18-20
Newquay|Cornwall|TR7-8
Isle of Wight|Isle of Wight|PO30-41
Newport|Newport|NP10 NP18-20
Swansea|Swansea|SA1-7
Wrexham|Wrexham|LL11-14
Bangor|Gwynedd|LL57
Aberystwyth|Ceredigion|SY23
Carmarthen|Carmarthenshire|SA31-33
Llandudno|Conwy|LL30-31
Bridgend|Bridgend|CF31-35
Merthyr Tydfil|Merthyr Tydfil|CF47-48
Aberdeen|Aberdeen City|AB10-16 AB21-25
Dundee|Dundee City|DD1-5
Inverness|Highland|IV1-3
Perth|Perth and Kinross|PH1-2
Stirling|Stirling|FK7-9
Falkirk|Falkirk|FK1-2
Paisley|Renfrewshire|PA1-3
Kilmarnock|East Ayrshire|KA1-3
Ayr|South Ayrshire|KA6-8
Dumfries|Dumfries and Galloway|DG1-2
Livingston|West Lothian|EH53-54
Dunfermline|Fife|KY11-12
Kirkcaldy|Fife|KY1-2
St Andrews|Fife|KY16
Fort William|Highland|PH33
Oban|Argyll and Bute|PA34
Elgin|Moray|IV30
Lerwick|Shetland Islands|ZE1
Kirkwall|Orkney Islands|KW15
Derry|County Londonderry|BT47-48
Lisburn|County Antrim|BT27-28
Newry|County Down|BT34-35
Bangor|County Down|BT19-20
Ballymena|County Antrim|BT42-43
Armagh|County Armagh|BT60-61
Enniskillen|County Fermanagh|BT74
Omagh|County Tyrone|BT78-79
Coleraine|County Londonderry|BT51-52
Douglas|Isle of Man|IM1-2
St Helier|Jersey|JE2-4
St Peter Port|Guernsey|GY1
Mansfield|Nottinghamshire|NG18-21
Newark-on-Trent|Nottinghamshire|NG22-24
Loughborough|Leicestershire|LE11-12
Hinckley|Leicestershire|LE10
Rugby|Warwickshire|CV21-23
Warwick|Warwickshire|CV34-35
Stratford-upon-Avon|Warwickshire|CV37
Nuneaton|Warwickshire|CV10-11
Kidderminster|Worcestershire|DY10-11
Redditch|Worcestershire|B97-98
Tamworth|Staffordshire|B77-79
Burton upon Trent|Staffordshire|DE13-15
Lichfield|Staffordshire|WS13-14
Harlow|Essex|CM17-20
Brentwood|Essex|CM13-15
Hemel Hempstead|Hertfordshire|HP1-3
Hitchin|Hertfordshire|SG4-5
Huntingdon|Cambridgeshire|PE28-29
Ely|Cambridgeshire|CB6-7
Lowestoft|Suffolk|NR32-33
Skegness|Lincolnshire|PE24-25
Whitby|North Yorkshire|YO21-22
Skipton|North Yorkshire|BD23-24
Keighley|West Yorkshire|BD20-22
Barrow-in-Furness|Cumbria|LA13-14
Workington|Cumbria|CA14
Penrith|Cumbria|CA10-11
Morpeth|Northumberland|NE61
Hexham|Northumberland|NE46-48
Gateshead|Tyne and Wear|NE8-11
South Shields|Tyne and Wear|NE33-34
`;

export type Place = {
  town: string;
  county: string;
  districts: string[];
  latitude?: number;
  longitude?: number;
};

/** "LS1-17" -> LS1 … LS17; "SW1" -> SW1. */
export function expandDistricts(spec: string): string[] {
  return spec.split(/\s+/).flatMap((token) => {
    const range = /^([A-Z]{1,2})(\d+)-(\d+)$/.exec(token);
    if (!range) return [token];
    const [, area, from, to] = range;
    const codes: string[] = [];
    for (let n = Number(from); n <= Number(to); n++) codes.push(`${area}${n}`);
    return codes;
  });
}

export const FALLBACK_PLACES: Place[] = PLACES.trim()
  .split('\n')
  .map((line) => {
    const [town, county, districts] = line.split('|') as [string, string, string];
    return { town, county, districts: expandDistricts(districts) };
  });
