/**
 * Logging in and out: the login panel's flow (phone, code, resend), whether the panel is open, the
 * Logout action and the answer to a session the server has ended.
 */
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
export { listenForSmsCode } from './smsCode';
export { $loginPanelOpen, closeLoginPanel, openLoginPanel } from './loginPanel';
export { logOut, sessionEnded } from './sessionEnd';
