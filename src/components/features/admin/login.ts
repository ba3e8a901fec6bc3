/** The login card's checks: both fields required, each with its own message. */
export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin(values: LoginValues, messages: { usernameRequired: string; passwordRequired: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (values.username.trim() === '') errors.username = messages.usernameRequired;
  if (values.password === '') errors.password = messages.passwordRequired;
  return errors;
}
