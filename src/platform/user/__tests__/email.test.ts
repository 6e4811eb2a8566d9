import { describe, expect, test } from 'vitest';
import { activeEmail, type EmailInfo, emailActivationStatus } from '../email';

describe('email activation status (spec §4)', () => {
  test.each<[string, EmailInfo | null, string | null, 'active' | 'not_active']>([
    ['active', { active_email: 'a@example.com', activation_status: 'active' }, 'a@example.com', 'active'],
    [
      'active with a new candidate',
      { active_email: 'a@example.com', candidate_email: 'b@example.com', activation_status: 'active' },
      'a@example.com',
      'active',
    ],
    ['pending', { active_email: null, candidate_email: 'b@example.com', activation_status: 'pending' }, null, 'not_active'],
    ['pending with an old email', { active_email: 'a@example.com', activation_status: 'pending' }, null, 'not_active'],
    ['not active', { active_email: 'a@example.com', activation_status: 'not_active' }, null, 'not_active'],
    ['active without an email', { active_email: '', activation_status: 'active' }, null, 'not_active'],
    ['no status', { active_email: 'a@example.com' }, null, 'not_active'],
    ['no email info', null, null, 'not_active'],
  ])('%s', (_, info, email, status) => {
    expect(activeEmail(info)).toBe(email);
    expect(emailActivationStatus(info)).toBe(status);
  });
});
