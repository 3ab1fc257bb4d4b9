// Demo geography: real UK towns, their counties, postcode districts and centres. Phone
// numbers use Ofcom's ranges reserved for drama (e.g. 0113 496 0xxx), so no demo number
// can ring a real line.
export type Town = {
  name: string;
  county: string;
  country: 'England' | 'Scotland' | 'Wales' | 'Northern Ireland';
  districts: string[];
  lat: number;
  lng: number;
  /** Relative share of the demo businesses. */
  weight: number;
  phonePrefix: string;
};

const FICTION = '01632 960';

export const UK_TOWNS: Town[] = [
  { name: 'London', county: 'Greater London', country: 'England', districts: ['EC1V', 'W1D', 'SE1', 'N1', 'E2', 'SW11', 'NW3', 'WC2H'], lat: 51.5072, lng: -0.1276, weight: 14, phonePrefix: '020 7946 0' },
  { name: 'Manchester', county: 'Greater Manchester', country: 'England', districts: ['M1', 'M4', 'M14', 'M20'], lat: 53.4808, lng: -2.2426, weight: 6, phonePrefix: '0161 496 0' },
  { name: 'Birmingham', county: 'West Midlands', country: 'England', districts: ['B1', 'B5', 'B13', 'B29'], lat: 52.4862, lng: -1.8904, weight: 6, phonePrefix: '0121 496 0' },
  { name: 'Glasgow', county: 'Glasgow City', country: 'Scotland', districts: ['G1', 'G3', 'G12', 'G41'], lat: 55.8642, lng: -4.2518, weight: 5, phonePrefix: '0141 496 0' },
  { name: 'Leeds', county: 'West Yorkshire', country: 'England', districts: ['LS1', 'LS2', 'LS6', 'LS8'], lat: 53.8008, lng: -1.5491, weight: 5, phonePrefix: '0113 496 0' },
  { name: 'Liverpool', county: 'Merseyside', country: 'England', districts: ['L1', 'L8', 'L15', 'L18'], lat: 53.4084, lng: -2.9916, weight: 4, phonePrefix: '0151 496 0' },
  { name: 'Bristol', county: 'City of Bristol', country: 'England', districts: ['BS1', 'BS6', 'BS8', 'BS3'], lat: 51.4545, lng: -2.5879, weight: 4, phonePrefix: '0117 496 0' },
  { name: 'Sheffield', county: 'South Yorkshire', country: 'England', districts: ['S1', 'S10', 'S11', 'S7'], lat: 53.3811, lng: -1.4701, weight: 4, phonePrefix: '0114 496 0' },
  { name: 'Edinburgh', county: 'City of Edinburgh', country: 'Scotland', districts: ['EH1', 'EH3', 'EH6', 'EH10'], lat: 55.9533, lng: -3.1883, weight: 4, phonePrefix: '0131 496 0' },
  { name: 'Cardiff', county: 'Cardiff', country: 'Wales', districts: ['CF10', 'CF11', 'CF14', 'CF24'], lat: 51.4816, lng: -3.1791, weight: 3, phonePrefix: '029 2018 0' },
  { name: 'Belfast', county: 'County Antrim', country: 'Northern Ireland', districts: ['BT1', 'BT7', 'BT9', 'BT15'], lat: 54.5973, lng: -5.9301, weight: 3, phonePrefix: '028 9649 6' },
  { name: 'Nottingham', county: 'Nottinghamshire', country: 'England', districts: ['NG1', 'NG5', 'NG7', 'NG9'], lat: 52.9548, lng: -1.1581, weight: 3, phonePrefix: '0115 496 0' },
  { name: 'Leicester', county: 'Leicestershire', country: 'England', districts: ['LE1', 'LE2', 'LE3', 'LE4'], lat: 52.6369, lng: -1.1398, weight: 3, phonePrefix: '0116 496 0' },
  { name: 'Newcastle upon Tyne', county: 'Tyne and Wear', country: 'England', districts: ['NE1', 'NE2', 'NE4', 'NE6'], lat: 54.9783, lng: -1.6178, weight: 3, phonePrefix: '0191 498 0' },
  { name: 'Reading', county: 'Berkshire', country: 'England', districts: ['RG1', 'RG2', 'RG4', 'RG30'], lat: 51.4543, lng: -0.9781, weight: 2, phonePrefix: '0118 496 0' },
  { name: 'Southampton', county: 'Hampshire', country: 'England', districts: ['SO14', 'SO15', 'SO17'], lat: 50.9097, lng: -1.4044, weight: 2, phonePrefix: FICTION },
  { name: 'Brighton', county: 'East Sussex', country: 'England', districts: ['BN1', 'BN2', 'BN3'], lat: 50.8225, lng: -0.1372, weight: 2, phonePrefix: FICTION },
  { name: 'Oxford', county: 'Oxfordshire', country: 'England', districts: ['OX1', 'OX2', 'OX4'], lat: 51.752, lng: -1.2577, weight: 2, phonePrefix: FICTION },
  { name: 'Cambridge', county: 'Cambridgeshire', country: 'England', districts: ['CB1', 'CB2', 'CB4'], lat: 52.2053, lng: 0.1218, weight: 2, phonePrefix: FICTION },
  { name: 'York', county: 'North Yorkshire', country: 'England', districts: ['YO1', 'YO10', 'YO31'], lat: 53.96, lng: -1.0873, weight: 2, phonePrefix: FICTION },
  { name: 'Bath', county: 'Somerset', country: 'England', districts: ['BA1', 'BA2'], lat: 51.3758, lng: -2.3599, weight: 1, phonePrefix: FICTION },
  { name: 'Norwich', county: 'Norfolk', country: 'England', districts: ['NR1', 'NR2', 'NR3'], lat: 52.6309, lng: 1.2974, weight: 2, phonePrefix: FICTION },
  { name: 'Exeter', county: 'Devon', country: 'England', districts: ['EX1', 'EX2', 'EX4'], lat: 50.7184, lng: -3.5339, weight: 1, phonePrefix: FICTION },
  { name: 'Plymouth', county: 'Devon', country: 'England', districts: ['PL1', 'PL4', 'PL6'], lat: 50.3755, lng: -4.1427, weight: 2, phonePrefix: FICTION },
  { name: 'Coventry', county: 'West Midlands', country: 'England', districts: ['CV1', 'CV2', 'CV5'], lat: 52.4068, lng: -1.5197, weight: 2, phonePrefix: FICTION },
  { name: 'Derby', county: 'Derbyshire', country: 'England', districts: ['DE1', 'DE22', 'DE23'], lat: 52.9225, lng: -1.4746, weight: 2, phonePrefix: FICTION },
  { name: 'Stoke-on-Trent', county: 'Staffordshire', country: 'England', districts: ['ST1', 'ST4', 'ST6'], lat: 53.0027, lng: -2.1794, weight: 1, phonePrefix: FICTION },
  { name: 'Aberdeen', county: 'Aberdeen City', country: 'Scotland', districts: ['AB10', 'AB11', 'AB24'], lat: 57.1497, lng: -2.0943, weight: 2, phonePrefix: FICTION },
  { name: 'Dundee', county: 'Dundee City', country: 'Scotland', districts: ['DD1', 'DD2', 'DD4'], lat: 56.462, lng: -2.9707, weight: 1, phonePrefix: FICTION },
  { name: 'Swansea', county: 'Swansea', country: 'Wales', districts: ['SA1', 'SA2'], lat: 51.6214, lng: -3.9436, weight: 1, phonePrefix: FICTION },
  { name: 'Milton Keynes', county: 'Buckinghamshire', country: 'England', districts: ['MK9', 'MK10', 'MK40'], lat: 52.0406, lng: -0.7594, weight: 1, phonePrefix: FICTION },
  { name: 'Harrogate', county: 'North Yorkshire', country: 'England', districts: ['HG1', 'HG2'], lat: 53.9921, lng: -1.5418, weight: 1, phonePrefix: FICTION },
  { name: 'Chester', county: 'Cheshire', country: 'England', districts: ['CH1', 'CH2', 'CH4'], lat: 53.1934, lng: -2.8931, weight: 1, phonePrefix: FICTION },
  { name: 'Inverness', county: 'Highland', country: 'Scotland', districts: ['IV1', 'IV2', 'IV3'], lat: 57.4778, lng: -4.2247, weight: 1, phonePrefix: FICTION },
];

export const STREETS = [
  'High Street', 'Station Road', 'Church Lane', 'Market Place', 'Victoria Road', 'King Street',
  'Queen Street', 'Mill Lane', 'Park Road', 'London Road', 'The Parade', 'Bridge Street',
  'Castle Street', 'George Street', 'North Road', 'Albert Road', 'Green Lane', 'Manor Road',
  'York Road', 'Chapel Street', 'New Street', 'Westgate', 'Abbey Road', 'Union Street',
];
