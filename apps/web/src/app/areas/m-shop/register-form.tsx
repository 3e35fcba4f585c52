import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd-mobile';
import { CheckCircleIcon } from '@/ui/mobile/icons';
import { RULE_MESSAGES } from '@pm/contract/rules';
import { fieldErrors, registerFormSchema } from '@pm/contract/rules-schema';

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
 * Mobile registration form: phone, password, confirmation. Errors show once a field was left
 * (blur) or on submit. A submit that passes validation does nothing else: it only shows that the
 * data is valid; no endpoint is called.
 */
export function RegisterForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [passed, setPassed] = useState(false);

  const errors = registerErrors(values);
  const blank = anyFieldBlank(values);
  const visibleError = (f: Field) => (touched[f] || submitted ? errors[f] : undefined);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (blank) return;
    setSubmitted(true);
    setPassed(Object.keys(registerErrors(values)).length === 0);
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
              onChange={(v) => {
                setValues((prev) => ({ ...prev, [f.key]: v }));
                setPassed(false);
              }}
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
      >
        注册
      </Button>
      {passed && (
        <p className="ms-auth__ok" role="status">
          <CheckCircleIcon /> 信息校验通过
        </p>
      )}
    </form>
  );
}
