import type { Environment } from '../env';

/**
 * The company's staff e-mail domains (spec §6). A deployment sets its own through
 * `$staffDomains`; these are the brands' own.
 */
export const defaultStaffDomains = ['aviasmart.ru', 'wayaround.com'] as const;

const domainOf = (email: string | null | undefined) => {
  const at = email?.lastIndexOf('@') ?? -1;
  return at < 0
    ? null
    : email!
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

/** `staff.example` and any subdomain of it (`corp.staff.example`), never `notstaff.example`. */
const underDomain = (domain: string, staff: string) => domain === staff || domain.endsWith(`.${staff}`);

/**
 * Private access (spec §6): anyone outside production; in production a user whose stored e-mail
 * (the active one) or a social login's e-mail belongs to a staff domain.
 */
export function hasPrivateAccess({
  environment,
  emails,
  staffDomains,
}: {
  environment: Environment;
  emails: readonly (string | null | undefined)[];
  staffDomains: readonly string[];
}): boolean {
  if (environment !== 'production') return true;
  const staff = staffDomains.map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean);
  return emails.some((email) => {
    const domain = domainOf(email);
    return domain !== null && staff.some((entry) => underDomain(domain, entry));
  });
}
