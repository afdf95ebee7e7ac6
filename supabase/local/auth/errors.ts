/** GoTrue's error: an HTTP status, a machine code (`error_code`) and a message (research note 1.3). */
export class AuthApiError extends Error {
  status: number;
  code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const invalidCredentials = () => new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials');

export const validationFailed = (message: string) => new AuthApiError(400, 'validation_failed', message);

export const emailExists = () => new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered');

export const invalidEmail = () => validationFailed('Unable to validate email address: invalid format');
