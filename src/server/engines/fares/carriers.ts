/**
 * The carriers the simulated engine flies: real airlines with their home country and hubs.
 * `kind` sets range, cabins and price level; `light` carriers also sell economy without a
 * checked bag. Names here are the fallback when the places dataset lacks the airline.
 */
export type CarrierKind = 'low' | 'narrow' | 'full' | 'premium';

export interface Carrier {
  code: string;
  name: string;
  /** ISO 3166 alpha-2. */
  country: string;
  /** Airports it flies from (first = main base). */
  hubs: string[];
  kind: CarrierKind;
  light: boolean;
}

// code | name | country | hubs | kind | light fares
const rows = `
SU|Aeroflot|RU|SVO LED|full|light
FV|Rossiya|RU|LED VKO|full|light
S7|S7 Airlines|RU|DME OVB|narrow|light
U6|Ural Airlines|RU|SVX DME|narrow|light
DP|Pobeda|RU|VKO LED|low|
UT|UTair|RU|VKO SGC|narrow|light
N4|Nordwind Airlines|RU|SVO|full|
WZ|Red Wings|RU|DME KUF|narrow|
5N|Smartavia|RU|ARH LED|narrow|
A4|Azimuth|RU|ROV MRV|narrow|
YC|Yamal Airlines|RU|SLY SVX|narrow|
TK|Turkish Airlines|TR|IST|full|light
PC|Pegasus Airlines|TR|SAW|low|
XQ|SunExpress|TR|AYT|low|
VF|AJet|TR|SAW ESB|low|
EK|Emirates|AE|DXB|premium|
FZ|flydubai|AE|DXB|narrow|light
EY|Etihad Airways|AE|AUH|premium|
G9|Air Arabia|AE|SHJ|low|
QR|Qatar Airways|QA|DOH|premium|
SV|Saudia|SA|JED RUH|full|
WY|Oman Air|OM|MCT|full|
GF|Gulf Air|BH|BAH|full|
KU|Kuwait Airways|KW|KWI|full|
J9|Jazeera Airways|KW|KWI|low|
MS|EgyptAir|EG|CAI|full|
RJ|Royal Jordanian|JO|AMM|full|
LY|El Al|IL|TLV|full|
ME|Middle East Airlines|LB|BEY|full|
LH|Lufthansa|DE|FRA MUC|premium|light
EW|Eurowings|DE|DUS CGN|low|
DE|Condor|DE|FRA|full|
BA|British Airways|GB|LHR LGW|premium|light
VS|Virgin Atlantic|GB|LHR|full|light
U2|easyJet|GB|LGW LTN|low|
AF|Air France|FR|CDG|premium|light
KL|KLM|NL|AMS|full|light
LX|Swiss|CH|ZRH|premium|light
OS|Austrian Airlines|AT|VIE|full|light
SN|Brussels Airlines|BE|BRU|full|light
IB|Iberia|ES|MAD|full|light
VY|Vueling|ES|BCN|low|
AZ|ITA Airways|IT|FCO|full|light
FR|Ryanair|IE|DUB STN|low|
EI|Aer Lingus|IE|DUB|full|light
LO|LOT Polish Airlines|PL|WAW|full|light
AY|Finnair|FI|HEL|full|light
SK|SAS|DK|CPH ARN OSL|full|light
W6|Wizz Air|HU|BUD|low|
TP|TAP Air Portugal|PT|LIS|full|light
A3|Aegean Airlines|GR|ATH|narrow|light
JU|Air Serbia|RS|BEG|full|light
AA|American Airlines|US|DFW CLT MIA JFK|full|light
DL|Delta Air Lines|US|ATL JFK MSP|full|light
UA|United Airlines|US|EWR ORD SFO IAH|full|light
B6|JetBlue|US|JFK BOS|narrow|light
AC|Air Canada|CA|YYZ YVR|full|light
TG|Thai Airways|TH|BKK|premium|
FD|Thai AirAsia|TH|DMK|low|
SQ|Singapore Airlines|SG|SIN|premium|
CX|Cathay Pacific|HK|HKG|premium|
CA|Air China|CN|PEK|premium|
MU|China Eastern|CN|PVG|full|
CZ|China Southern|CN|CAN|full|
HU|Hainan Airlines|CN|PEK|full|
JL|Japan Airlines|JP|HND NRT|premium|
NH|All Nippon Airways|JP|NRT HND|premium|
KE|Korean Air|KR|ICN|premium|
VN|Vietnam Airlines|VN|HAN SGN|full|
AI|Air India|IN|DEL BOM|premium|
6E|IndiGo|IN|DEL|low|
MH|Malaysia Airlines|MY|KUL|full|
AK|AirAsia|MY|KUL|low|
GA|Garuda Indonesia|ID|CGK|full|
HY|Uzbekistan Airways|UZ|TAS|full|light
KC|Air Astana|KZ|ALA NQZ|full|light
J2|Azerbaijan Airlines|AZ|GYD|full|
A9|Georgian Airways|GE|TBS|narrow|
B2|Belavia|BY|MSQ|narrow|light
SZ|Somon Air|TJ|DYU|narrow|
ET|Ethiopian Airlines|ET|ADD|full|
KQ|Kenya Airways|KE|NBO|full|
SA|South African Airways|ZA|JNB|full|
AT|Royal Air Maroc|MA|CMN|full|
LA|LATAM|CL|GRU SCL|full|light
AV|Avianca|CO|BOG|full|light
CM|Copa Airlines|PA|PTY|narrow|
AM|Aeromexico|MX|MEX|full|light
QF|Qantas|AU|SYD MEL|premium|
NZ|Air New Zealand|NZ|AKL|full|light
`;

export const carriers: readonly Carrier[] = rows
  .trim()
  .split('\n')
  .map((row) => {
    const [code, name, country, hubs, kind, light] = row.split('|');
    return { code: code!, name: name!, country: country!, hubs: hubs!.split(' '), kind: kind as CarrierKind, light: light === 'light' };
  });

export const carrierByCode = new Map(carriers.map((carrier) => [carrier.code, carrier]));

/** Carriers based at each airport. */
export const carriersAt = new Map<string, Carrier[]>();
for (const carrier of carriers) for (const hub of carrier.hubs) carriersAt.set(hub, [...(carriersAt.get(hub) ?? []), carrier]);

/** How far each kind of fleet flies without a stop. */
export const rangeKm: Record<CarrierKind, number> = { low: 4500, narrow: 6000, full: 15500, premium: 15500 };

/** Cabins each kind sells: low-cost carriers economy only, first class only on premium carriers. */
export const cabins: Record<CarrierKind, string> = { low: 'Y', narrow: 'YWC', full: 'YWC', premium: 'YWCF' };

// Since 2022 Russian and Belarusian airlines do not fly to the EU, the UK, the US, Canada,
// Switzerland, Norway and Iceland, and those countries' airlines do not fly to Russia or Belarus.
const sanctioned = new Set(['RU', 'BY']);
const closedTo = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE GB US CA CH NO IS'.split(' '));

/** Whether a carrier of `carrierCountry` may land in `airportCountry`. */
export const mayServe = (carrierCountry: string, airportCountry: string) =>
  !(sanctioned.has(carrierCountry) && closedTo.has(airportCountry)) && !(closedTo.has(carrierCountry) && sanctioned.has(airportCountry));
