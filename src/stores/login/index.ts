/** Logging in: the login panel's flow (phone, code, resend) and whether the panel is open. */
export {
  $login,
  $loginsKeptInPage,
  changeNumber,
  isSuccessMessage,
  requestCode,
  resendCode,
  resetLogin,
  setCode,
  setPageReloader,
  setPhone,
  verifyCode,
  type LoginState,
} from './login';
export { $loginPanelOpen, closeLoginPanel, openLoginPanel } from './loginPanel';
