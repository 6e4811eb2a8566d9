/** Status values of a subscription or a feature (spec §3). */
export type ActivationStatus = 'active' | 'pending' | 'not_active';

/** `email_info` of the user (spec §3). */
export interface EmailInfo {
  active_email?: string | null;
  candidate_email?: string | null;
  activation_status?: ActivationStatus | null;
}

/** Spec §4: an active activation gives the active email; anything else has none. */
export function activeEmail(info: EmailInfo | null | undefined): string | null {
  if (info?.activation_status !== 'active') return null;
  return info.active_email || null;
}

/** `active` only with an active email; a pending candidate is still `not_active`. */
export const emailActivationStatus = (info: EmailInfo | null | undefined): 'active' | 'not_active' => (activeEmail(info) ? 'active' : 'not_active');
