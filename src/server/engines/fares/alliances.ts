import type { Alliance } from '../../../contracts';

/**
 * Airline alliance membership of the carriers the engine flies, as published by Star Alliance,
 * oneworld and SkyTeam, checked on `alliancesAsOf`. Membership changes a few times a year; those
 * this table already reflects: Aeroflot suspended from SkyTeam (April 2022), SAS from Star Alliance
 * to SkyTeam (1 September 2024), Oman Air into oneworld (30 June 2025). ITA Airways is shown in
 * SkyTeam, where it was on that day. Airlines in none (Emirates, Pobeda, easyJet…) are left out.
 */
export const alliancesAsOf = '2025-07-01';

const members: Record<Alliance, string> = {
  star: 'A3 AC AI AV CA CM ET LH LO LX MS NH NZ OS SA SN SQ TG TK TP UA',
  oneworld: 'AA AT AY BA CX IB JL MH QF QR RJ WY',
  skyteam: 'AF AM AZ DL GA KE KL KQ ME MU SK SV VN VS',
};

/** Airline code → its alliance. */
export const allianceOf: ReadonlyMap<string, Alliance> = new Map(
  Object.entries(members).flatMap(([alliance, codes]) => codes.split(' ').map((code) => [code, alliance as Alliance] as const)),
);
