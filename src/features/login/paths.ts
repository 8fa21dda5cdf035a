// Routes of the anonymous sign-in pages that other modules point at.
export const RESET_PASSWORD_PATH = '/resetPwdView';

/** Location state handed to the forced password reset page (it also reads ?account=). */
export interface ResetPasswordState {
  account: string;
}
