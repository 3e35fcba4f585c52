import { z } from 'zod';
import { PASSWORD_PATTERN, PHONE_PATTERN, RULE_MESSAGES } from './rules';

/** The phone and password rules as zod schemas, shared by forms and the server. */
export const phoneSchema = z
  .string({ message: RULE_MESSAGES.phoneRequired })
  .trim()
  .min(1, { message: RULE_MESSAGES.phoneRequired })
  .regex(PHONE_PATTERN, { message: RULE_MESSAGES.phoneInvalid });

export const passwordSchema = z
  .string({ message: RULE_MESSAGES.passwordRequired })
  .min(1, { message: RULE_MESSAGES.passwordRequired })
  .regex(PASSWORD_PATTERN, { message: RULE_MESSAGES.passwordInvalid })
  .meta({ description: '密码：8 到 16 位字母与数字，须同时含数字、小写字母与大写字母' });

/** Mobile registration form. */
export const registerFormSchema = z
  .object({
    username: phoneSchema,
    password: passwordSchema,
    confirm: z
      .string({ message: RULE_MESSAGES.passwordRequired })
      .meta({ description: '确认密码：须与 password 完全相同' }),
  })
  .refine((v) => v.password === v.confirm, { message: RULE_MESSAGES.confirmMismatch, path: ['confirm'] });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Field-by-field errors of a form, first message per field, for forms on both kits. */
export function fieldErrors<T extends z.ZodType>(schema: T, value: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
