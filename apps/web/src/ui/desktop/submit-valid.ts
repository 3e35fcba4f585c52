import type { FormInstance } from 'antd';

/**
 * Runs `onValid` with the form's values once they pass its rules. Invalid fields are shown by the form
 * itself and a failed request by the app's notifier, so the rejection of either is settled here instead
 * of being left unhandled.
 */
export function submitValid<T>(form: FormInstance<T>, onValid: (values: T) => Promise<void> | void): void {
  form
    .validateFields()
    .then(onValid)
    .catch(() => undefined);
}
