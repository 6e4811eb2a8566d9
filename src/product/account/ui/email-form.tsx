import { useUnit } from 'effector-react';
import { useId, useState, type FormEvent } from 'react';
import { useT, type MessageKey } from '../../../platform/i18n';
import { Button, cardStyles, textFieldStyles } from '../../../ui';
import { $emailProblem, $emailSentTo, emailSubmitted, type EmailProblem } from '../model/profile';
import forms from './forms.module.css';

const emailProblems: Record<EmailProblem, MessageKey> = {
  invalid: 'account.email.invalid',
  in_use: 'account.email.inUse',
  failed: 'account.email.failed',
};

interface EmailFormProps {
  /** Inside another section (the alert channels), under its text, instead of a card with its own heading. */
  embedded?: boolean;
  /** What the address is for, said before the field. */
  lead?: string;
}

/**
 * Adding an e-mail: a link is sent to it (`POST /api/v2/user/active_email`), and the address is the
 * account's once the link is opened. The profile shows it as a card; the alert channels and the
 * favorites offer it where e-mail alerts need it.
 */
export default function EmailForm({ embedded = false, lead }: EmailFormProps) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, sentTo, submit] = useUnit([$emailProblem, $emailSentTo, emailSubmitted]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value);
  };
  const form = (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-labelledby={embedded ? undefined : `${id}-title`} data-testid="email-form">
      {lead && (
        <p className={forms.hint} id={`${id}-lead`}>
          {lead}
        </p>
      )}
      <div className={forms.field}>
        <label htmlFor={`${id}-email`}>{t('account.email.label')}</label>
        <input
          id={`${id}-email`}
          className={textFieldStyles.input}
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[lead && `${id}-lead`, problem && `${id}-error`].filter(Boolean).join(' ') || undefined}
          data-testid="email-input"
        />
        {problem && (
          <p id={`${id}-error`} className={forms.error} role="alert">
            {t(emailProblems[problem])}
          </p>
        )}
      </div>
      {sentTo && (
        <p className={forms.hint} role="status" data-testid="email-sent">
          {t('account.email.sent', { email: sentTo })}
        </p>
      )}
      <div className={forms.actions}>
        <Button type="submit" variant="primary" data-testid="email-send">
          {t('account.email.send')}
        </Button>
      </div>
    </form>
  );
  if (embedded) return form;
  return (
    <section className={cardStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.email.title')}</h2>
      {form}
    </section>
  );
}
