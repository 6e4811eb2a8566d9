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

const socialProblems = new Set<LoginProblem>(['window_closed', 'window_blocked', 'social_failed']);

/** The problem in the visit's words; the phone refusal follows the brand's rule. */
function useProblemText(): string | undefined {
  const t = useT();
  const [problem, rule] = useUnit([$problem, $phoneRule]);
  if (problem === 'invalid_phone') return t(invalidPhone[rule]);
  return problem ? t(problemText[problem]) : undefined;
}

const submitted = (send: () => void) => (event: FormEvent) => {
  event.preventDefault();
  send();
};

/** Login by phone and one-time code, or by a social provider's popup, with the marketing consent (spec §7). */
export function LoginDialog() {
  const t = useT();
  const [open, step] = useUnit([$loginDialogOpen, $step]);
  const events = useUnit({ loginDialogClosed, providersWanted, phoneReaderWanted });
  useEffect(() => {
    if (!open) return;
    events.providersWanted();
    events.phoneReaderWanted();
  }, [open, events]);

  return (
    <Dialog open={open} title={t('account.login.title')} closeLabel={t('account.login.close')} onClose={() => events.loginDialogClosed()}>
      <div data-testid="login-dialog">{step === 'phone' ? <PhoneStep /> : <CodeStep />}</div>
    </Dialog>
  );
}

function PhoneStep() {
  const t = useT();
  const error = useProblemText();
  const [phone, consent, problem, pending, rule, reader, market] = useUnit([$phone, $consent, $problem, $pending, $phoneRule, $phoneReader, $market]);
  const events = useUnit({ phoneChanged, consentChanged, phoneSubmitted });
  return (
    <form className={styles.form} onSubmit={submitted(events.phoneSubmitted)} noValidate>
      <FormattedInput
        label={t('account.login.phone')}
        value={phone}
        format={(text) => (reader ? reader(text, market).value : text)}
        onValueChange={events.phoneChanged}
        placeholder={phonePlaceholder[rule]}
        autoComplete="tel"
        inputMode="tel"
        hint={t(phoneHint[rule])}
        error={problem && !socialProblems.has(problem) ? error : undefined}
        data-testid="login-phone"
      />
      <label className={styles.check}>
        <input type="checkbox" checked={consent} onChange={(event) => events.consentChanged(event.target.checked)} data-testid="login-consent" />
        <span>{t('account.login.consent')}</span>
      </label>
      <Button type="submit" variant="cta" className={styles.wide} disabled={pending} data-testid="login-send-code">
        {t('account.login.sendCode')}
      </Button>
      <SocialLogins error={problem && socialProblems.has(problem) ? error : undefined} />
    </form>
  );
}

/** The social providers configured for this brand, with a popup's failure under them. */
function SocialLogins({ error }: { error: string | undefined }) {
  const t = useT();
  const [providers, pending] = useUnit([$socialProviders, $pending]);
  const chosen = useUnit(socialChosen);
  if (providers.length === 0) return null;
  return (
    <>
      <p className={styles.divider}>{t('account.login.or')}</p>
      <div className={styles.socials}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            className={styles.wide}
            disabled={pending}
            onClick={() => chosen(provider)}
            data-testid={`login-social-${provider}`}
          >
            {t('account.login.social', { provider: providerNames.has(provider) ? t(providerNames.get(provider)!) : provider })}
          </Button>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function CodeStep() {
  const t = useT();
  const id = useId();
  const error = useProblemText();
  const [phone, code, pending] = useUnit([$phone, $code, $pending]);
  const events = useUnit({ codeChanged, codeSubmitted, codeResent, numberChangeAsked });
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), []);
  return (
    <form className={styles.form} onSubmit={submitted(events.codeSubmitted)} noValidate>
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
  );
}
