'use client';

import type { TRegisterRequest } from '@acf/shared';
import { paths } from '@acf/shared/paths';
import Link from 'next/link';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { register } from '../api/register';
import styles from './register-form.module.css';

/** The form's words, in the page language, from the server page (no translation runtime here). */
export interface RegisterLabels {
  fullName: string;
  company: string;
  email: string;
  phone: string;
  username: string;
  password: string;
  passwordHint: string;
  registerButton: string;
  haveAccount: string;
  loginLink: string;
  /** The seed's message under an empty required field ('Vui lòng nhập'). */
  required: string;
}

type Field = keyof TRegisterRequest;
const FIELDS: { name: Field; type: string; autoComplete: string; required: boolean }[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name', required: true },
  { name: 'company', type: 'text', autoComplete: 'organization', required: false },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'username', type: 'text', autoComplete: 'username', required: true },
  { name: 'password', type: 'password', autoComplete: 'new-password', required: true },
];

/**
 * A customer signs up: a customer account and its customer record, logged in at once. A plain
 * form (the public pages carry no Ant Design): an empty required field is flagged here, every
 * other rule is the API's, whose 400 names each field in the page language.
 */
export function RegisterForm({ labels }: { labels: RegisterLabels }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Until the page is live the button stays disabled: a form sent by the browser itself would
  // put what was typed (the password too) in the address.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = Object.fromEntries(
      FIELDS.map((f) => [f.name, String(data.get(f.name) ?? '').trim()]),
    ) as Record<Field, string>;
    values.password = String(data.get('password') ?? '');
    const empty = Object.fromEntries(
      FIELDS.filter((f) => f.required && !values[f.name]).map((f) => [f.name, labels.required]),
    );
    setErrors(empty);
    setAlert(null);
    if (Object.keys(empty).length) return;
    setPending(true);
    try {
      await register({ ...values, company: values.company || undefined });
      window.location.assign(paths.managerDefault);
    } catch (err) {
      setPending(false);
      if (!(err instanceof ApiError)) return;
      const byField = err.fieldErrors();
      if (Object.keys(byField).length) setErrors(byField as Partial<Record<Field, string>>);
      else setAlert(err.message);
    }
  };

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate data-testid="register-form">
      {alert && (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      )}
      {FIELDS.map((f) => {
        const error = errors[f.name];
        const id = `register-${f.name}`;
        const hint = f.name === 'password' ? labels.passwordHint : undefined;
        return (
          <div key={f.name} className={styles.field}>
            <label htmlFor={id} className={`${styles.label} ${f.required ? styles.required : ''}`}>
              {labels[f.name]}
            </label>
            <input
              id={id}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              required={f.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
              }
              className={styles.input}
              data-testid={id}
            />
            {error && (
              <p id={`${id}-error`} className={styles.error} data-testid="field-error">
                {error}
              </p>
            )}
            {hint && (
              <p id={`${id}-hint`} className={styles.hint}>
                {hint}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        className={styles.submit}
        disabled={!live || pending}
        data-testid="register-submit"
      >
        {labels.registerButton}
      </button>
      <p className={styles.footer}>
        {labels.haveAccount} <Link href={paths.loginHome}>{labels.loginLink}</Link>
      </p>
    </form>
  );
}
