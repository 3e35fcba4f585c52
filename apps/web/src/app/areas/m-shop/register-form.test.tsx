import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RULE_MESSAGES } from '@pm/contract/rules';
import { RegisterForm, anyFieldBlank, registerErrors } from './register-form';

function setup() {
  const user = userEvent.setup();
  render(<RegisterForm />);
  const phone = screen.getByLabelText('手机号');
  const password = screen.getByLabelText('密码');
  const confirm = screen.getByLabelText('确认密码');
  const submit = screen.getByRole<HTMLButtonElement>('button', { name: '注册' });
  return { user, phone, password, confirm, submit };
}

describe('RegisterForm', () => {
  it('keeps submit disabled while the fields are blank', () => {
    const { submit } = setup();
    expect(submit.disabled).toBe(true);
  });

  it('keeps submit disabled while a field is whitespace only', async () => {
    const { user, phone, password, confirm, submit } = setup();
    await user.type(phone, '13800000001');
    await user.type(password, 'Buyer2026');
    await user.type(confirm, '   ');
    expect(submit.disabled).toBe(true);
    await user.clear(phone);
    await user.type(phone, '   ');
    await user.clear(confirm);
    await user.type(confirm, 'Buyer2026');
    expect(submit.disabled).toBe(true);
  });

  it('enables submit once every field has content', async () => {
    const { user, phone, password, confirm, submit } = setup();
    await user.type(phone, '1');
    await user.type(password, 'a');
    expect(submit.disabled).toBe(true);
    await user.type(confirm, 'a');
    expect(submit.disabled).toBe(false);
  });

  it('shows 请输入正确的手机号 for an invalid phone once the field is left', async () => {
    const { user, phone } = setup();
    await user.type(phone, '12345678901');
    expect(screen.queryByText('请输入正确的手机号')).toBeNull();
    await user.tab();
    expect((await screen.findByText('请输入正确的手机号')).textContent).toBe('请输入正确的手机号');
    expect(phone.closest('.ms-auth__field--error')).not.toBeNull();
  });

  it('shows the password rule for a password without an uppercase letter', async () => {
    const { user, password } = setup();
    await user.type(password, 'buyer2026');
    await user.tab();
    expect((await screen.findByText('请输入8-16位包含数字、小写字母和大写字母的密码')).textContent).toBe(
      '请输入8-16位包含数字、小写字母和大写字母的密码',
    );
  });

  it('shows 两次输入的密码不一致 when the confirmation differs', async () => {
    const { user, phone, password, confirm, submit } = setup();
    await user.type(phone, '13800000001');
    await user.type(password, 'Buyer2026');
    await user.type(confirm, 'Buyer2027');
    await user.click(submit);
    expect((await screen.findByText('两次输入的密码不一致')).textContent).toBe('两次输入的密码不一致');
    expect(screen.queryByText('信息校验通过')).toBeNull();
  });

  it('shows every error on submit and nothing else happens', async () => {
    const { user, phone, password, confirm, submit } = setup();
    await user.type(phone, '19400000000');
    await user.type(password, 'short');
    await user.type(confirm, 'x');
    await user.click(submit);
    expect(screen.getByText('请输入正确的手机号').textContent).toBe('请输入正确的手机号');
    expect(screen.getByText('请输入8-16位包含数字、小写字母和大写字母的密码').textContent).toBe(
      '请输入8-16位包含数字、小写字母和大写字母的密码',
    );
    expect(screen.getByText('两次输入的密码不一致').textContent).toBe('两次输入的密码不一致');
  });

  it('a valid submit only shows the validated state', async () => {
    const { user, phone, password, confirm, submit } = setup();
    await user.type(phone, '13800000001');
    await user.type(password, 'Buyer2026');
    await user.type(confirm, 'Buyer2026');
    await user.click(submit);
    expect((await screen.findByRole('status')).textContent).toContain('信息校验通过');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('register rules', () => {
  it('uses the contract messages', () => {
    expect(registerErrors({ username: '', password: '', confirm: '' })).toMatchObject({
      username: RULE_MESSAGES.phoneRequired,
      password: RULE_MESSAGES.passwordRequired,
    });
    expect(registerErrors({ username: '13800000001', password: 'Buyer2026', confirm: 'Buyer2026' })).toEqual(
      {},
    );
  });

  it('treats trimmed-empty fields as blank', () => {
    expect(anyFieldBlank({ username: ' ', password: 'a', confirm: 'a' })).toBe(true);
    expect(anyFieldBlank({ username: '1', password: 'a', confirm: 'a' })).toBe(false);
  });
});
