import '@/lib/zod-setup';
import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd-mobile';
import { useMobileSignIn } from '@/features/auth/mobile/use-mobile-login';
import { registerAccount } from '@/features/auth/model/session';
import { RULE_MESSAGES } from '@pm/contract/rules';
import { fieldErrors, registerFormSchema } from '@pm/contract/rules-schema';
import { M_SHOP_HOME_PATH } from './paths';

type Field = 'username' | 'password' | 'confirm';
type Values = Record<Field, string>;

const EMPTY: Values = { username: '', password: '', confirm: '' };

/** phone and password rules through the contract; the confirmation is also compared while the other fields are still wrong. */
export function registerErrors(values: Values): Partial<Record<Field, string>> {
  const errors = fieldErrors(registerFormSchema, values) as Partial<Record<Field, string>>;
  if (!errors.confirm && values.confirm !== '' && values.confirm !== values.password) {
    errors.confirm = RULE_MESSAGES.confirmMismatch;
  }
  return errors;
}

/** The submit button is disabled while any field is blank after trimming. */
export function anyFieldBlank(values: Values): boolean {
  return Object.values(values).some((v) => v.trim() === '');
}

const FIELDS: {
  key: Field;
  label: string;
  placeholder: string;
  type: 'tel' | 'password';
  autoComplete: string;
}[] = [
  { key: 'username', label: '手机号', placeholder: '请输入手机号', type: 'tel', autoComplete: 'username' },
  {
    key: 'password',
    label: '密码',
    placeholder: '8-16位，包含数字、小写字母和大写字母',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    key: 'confirm',
    label: '确认密码',
    placeholder: '请再次输入密码',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/**
 * Mobile registration form: phone, password, confirmation. Errors show once a field was left (blur) or
 * on submit. A valid form registers (POST /open/register): the new account is signed in like after a
 * login and the route is replaced with the home page; the server's refusal (该手机号已被注册) is toasted.
 */
export function RegisterForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { loading, run } = useMobileSignIn(M_SHOP_HOME_PATH);

  const errors = registerErrors(values);
  const blank = anyFieldBlank(values);
  const visibleError = (f: Field) => (touched[f] || submitted ? errors[f] : undefined);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (blank) return;
    setSubmitted(true);
    if (Object.keys(registerErrors(values)).length > 0) return;
    void run(() =>
      registerAccount({
        username: values.username.trim(),
        password: values.password,
        confirm: values.confirm,
      }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="注册">
      {FIELDS.map((f) => {
        const error = visibleError(f.key);
        return (
          <div key={f.key} className={error ? 'ms-auth__field ms-auth__field--error' : 'ms-auth__field'}>
            <label className="ms-auth__label" htmlFor={`register-${f.key}`}>
              {f.label}
            </label>
            <Input
              id={`register-${f.key}`}
              type={f.type}
              inputMode={f.type === 'tel' ? 'numeric' : undefined}
              autoComplete={f.autoComplete}
              maxLength={f.type === 'tel' ? 11 : undefined}
              placeholder={f.placeholder}
              value={values[f.key]}
              onChange={(v) => setValues((prev) => ({ ...prev, [f.key]: v }))}
              onBlur={() => setTouched((prev) => ({ ...prev, [f.key]: true }))}
            />
            <div className="ms-auth__error" role={error ? 'alert' : undefined}>
              {error ?? ''}
            </div>
          </div>
        );
      })}
      <Button
        className="ms-auth__submit"
        type="submit"
        color="primary"
        size="large"
        block
        shape="rounded"
        disabled={blank}
        loading={loading}
      >
        注册
      </Button>
    </form>
  );
}
