import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { phoneCodeLength } from '../../../contracts/auth';
import { useT, type MessageKey } from '../../../platform/i18n';
import { $market } from '../../../platform/market';
import type { PhoneRule } from '../../../platform/phone';
import { $loginDialogOpen, loginDialogClosed } from '../../../platform/session';
import { Button, Dialog, FormattedInput } from '../../../ui';
import {
  $code,
  $consent,
  $pending,
  $phone,
  $phoneReader,
  $phoneRule,
  $problem,
  $socialProviders,
  $step,
  codeChanged,
  codeResent,
  codeSubmitted,
  consentChanged,
  numberChangeAsked,
  phoneChanged,
  phonePlaceholder,
  phoneReaderWanted,
  phoneSubmitted,
  providersWanted,
  socialChosen,
  type LoginProblem,
} from '../model/login';
import styles from '../ui/forms.module.css';

/** The phone's hint and refusal by the brand's rule: WA's never speak of a Russian number. */
const phoneHint: Record<PhoneRule, MessageKey> = { russian: 'account.login.phoneHint', international: 'account.login.phoneHintInternational' };
const invalidPhone: Record<PhoneRule, MessageKey> = { russian: 'account.login.error.phone', international: 'account.login.error.phoneInternational' };

const problemText: Record<Exclude<LoginProblem, 'invalid_phone'>, MessageKey> = {
  invalid_code: 'account.login.error.code',
  code_expired: 'account.login.error.expired',
  too_many_attempts: 'account.login.error.attempts',
  resend_too_soon: 'account.login.error.resend',
  rate_limited: 'account.login.error.rateLimited',
  window_closed: 'account.login.error.windowClosed',
  window_blocked: 'account.login.error.windowBlocked',
  social_failed: 'account.login.error.social',
  unavailable: 'account.login.error.unavailable',
};

/** Providers whose name is a message; any other is shown by its configured name. */
const providerNames = new Map<string, MessageKey>([['test', 'account.login.provider.test']]);

/** Login by phone and one-time code, or by a social provider's popup, with the marketing consent (spec §7). */
export function LoginDialog() {
  const t = useT();
  const id = useId();
  const [open, step, phone, consent, code, problem, pending, providers] = useUnit([$loginDialogOpen, $step, $phone, $consent, $code, $problem, $pending, $socialProviders]);
  const [rule, reader, market] = useUnit([$phoneRule, $phoneReader, $market]);
  const events = useUnit({ loginDialogClosed, phoneChanged, consentChanged, phoneSubmitted, codeChanged, codeSubmitted, codeResent, numberChangeAsked, socialChosen, providersWanted, phoneReaderWanted });
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    events.providersWanted();
    events.phoneReaderWanted();
  }, [open, events]);
  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  const submit = (event: FormEvent, send: () => void) => {
    event.preventDefault();
    send();
  };
  const error = problem === 'invalid_phone' ? t(invalidPhone[rule]) : problem ? t(problemText[problem]) : undefined;
  const onPhoneStep = step === 'phone';

  return (
    <Dialog open={open} title={t('account.login.title')} closeLabel={t('account.login.close')} onClose={() => events.loginDialogClosed()}>
      <div data-testid="login-dialog">
        {onPhoneStep ? (
          <form className={styles.form} onSubmit={(event) => submit(event, events.phoneSubmitted)} noValidate>
            <FormattedInput
              label={t('account.login.phone')}
              value={phone}
              format={(text) => (reader ? reader(text, market).value : text)}
              onValueChange={events.phoneChanged}
              placeholder={phonePlaceholder[rule]}
              autoComplete="tel"
              inputMode="tel"
              hint={t(phoneHint[rule])}
              error={problem && problem !== 'window_closed' && problem !== 'window_blocked' && problem !== 'social_failed' ? error : undefined}
              data-testid="login-phone"
            />
            <label className={styles.check}>
              <input type="checkbox" checked={consent} onChange={(event) => events.consentChanged(event.target.checked)} data-testid="login-consent" />
              <span>{t('account.login.consent')}</span>
            </label>
            <Button type="submit" variant="cta" className={styles.wide} disabled={pending} data-testid="login-send-code">
              {t('account.login.sendCode')}
            </Button>
            {providers.length > 0 && (
              <>
                <p className={styles.divider}>{t('account.login.or')}</p>
                <div className={styles.socials}>
                  {providers.map((provider) => (
                    <Button key={provider} variant="secondary" className={styles.wide} disabled={pending} onClick={() => events.socialChosen(provider)} data-testid={`login-social-${provider}`}>
                      {t('account.login.social', { provider: providerNames.has(provider) ? t(providerNames.get(provider)!) : provider })}
                    </Button>
                  ))}
                </div>
                {(problem === 'window_closed' || problem === 'window_blocked' || problem === 'social_failed') && (
                  <p className={styles.error} role="alert">
                    {error}
                  </p>
                )}
              </>
            )}
          </form>
        ) : (
          <form className={styles.form} onSubmit={(event) => submit(event, events.codeSubmitted)} noValidate>
            <p className={styles.hint}>{t('account.login.codeSent', { phone })}</p>
            <div className={styles.field}>
              <label htmlFor={`${id}-code`}>{t('account.login.code')}</label>
              <input
                ref={codeInput}
                id={`${id}-code`}
                className={`${styles.input} ${styles.code}`}
                value={code}
                onChange={(event) => events.codeChanged(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={phoneCodeLength}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                data-testid="login-code"
              />
              {error && (
                <p id={`${id}-error`} className={styles.error} role="alert">
                  {error}
                </p>
              )}
            </div>
            <Button type="submit" variant="cta" className={styles.wide} disabled={pending} data-testid="login-submit-code">
              {t('account.login.submit')}
            </Button>
            <div className={styles.actions}>
              <Button variant="ghost" onClick={() => events.codeResent()} disabled={pending}>
                {t('account.login.resend')}
              </Button>
              <Button variant="ghost" onClick={() => events.numberChangeAsked()}>
                {t('account.login.changeNumber')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
