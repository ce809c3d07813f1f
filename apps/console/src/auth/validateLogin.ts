import { AUTH_MESSAGES } from './messages';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Client-side check before the call: both fields are required (the server checks the rest). */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.email.trim()) errors.email = AUTH_MESSAGES.emailRequired;
  if (!values.password) errors.password = AUTH_MESSAGES.passwordRequired;
  return errors;
}
