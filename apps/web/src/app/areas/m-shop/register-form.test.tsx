import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import { RULE_MESSAGES } from '@pm/contract/rules';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { storedSessionUser } from '@/features/auth/model/session';
import { RegisterForm, anyFieldBlank, registerErrors } from './register-form';
import { STATE_WAIT } from '../../../../test/wait';

const toasts = vi.hoisted(() => [] as { message: string; kind: string | undefined }[]);
vi.mock('@/ui/mobile/use-mobile-notifier', () => ({
  showMobileToast: (message: string, kind?: string) => {
    toasts.push({ message, kind });
    return Promise.resolve();
  },
}));

const sessionUser = {
  id: '31',
  cellphone: '13912345678',
  organizationId: '',
  organizationName: '',
  username: '13912345678',
  fullname: '',
  departmentName: '',
  roleIds: ['1'],
  isVendor: false,
  attached: false,
};

type Route = (url: string, init: RequestInit) => Response;
let answer: Route;
let calls: { url: string; init: RequestInit }[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls = [];
  toasts.length = 0;
  answer = () => json({ code: 500, message: '操作失败，系统异常', data: null }, 500);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }),
  );
  useAuthStore.getState().clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function setup() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/m-shop/register']}>
      <Routes>
        <Route path="/m-shop/register" element={<RegisterForm />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
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
    expect(calls).toEqual([]);
  });

  it('shows every error on submit and calls nothing', async () => {
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
    expect(calls).toEqual([]);
  });

  it('registers a valid form, stores the token and the session user, and lands on the home page', async () => {
    answer = (url) =>
      url.endsWith('/open/register')
        ? json({
            code: 200,
            message: '注册成功',
            data: { access_token: 'tok-new', token_type: 'Bearer', expires_in: 7200 },
          })
        : json({ code: 200, message: 'ok', data: sessionUser });
    const { user, phone, password, confirm, submit } = setup();
    await user.type(phone, '13912345678');
    await user.type(password, 'Buyer2026');
    await user.type(confirm, 'Buyer2026');
    await user.click(submit);
    expect((await screen.findByTestId('where')).textContent).toBe('/m-shop/index');
    expect(calls[0]?.url).toBe('/pm-api/open/register');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      username: '13912345678',
      password: 'Buyer2026',
      confirm: 'Buyer2026',
    });
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBe('tok-new');
    expect(useAuthStore.getState().isAuthorized).toBe(true);
    expect(storedSessionUser()).toEqual(sessionUser);
    expect(toasts).toEqual([]);
  });

  it("toasts the server's refusal and stays on the form", async () => {
    answer = () => json({ code: 400, message: REGISTER_MESSAGES.phoneTaken, data: null }, 400);
    const { user, phone, password, confirm, submit } = setup();
    await user.type(phone, '13800000001');
    await user.type(password, 'Buyer2026');
    await user.type(confirm, 'Buyer2026');
    await user.click(submit);
    await vi.waitFor(
      () => expect(toasts).toEqual([{ message: REGISTER_MESSAGES.phoneTaken, kind: 'error' }]),
      STATE_WAIT,
    );
    expect(screen.queryByTestId('where')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBeNull();
    expect(calls).toHaveLength(1);
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
