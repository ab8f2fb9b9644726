/** The screen My data (product §12): what is held, consents withdrawn, the account deleted. */
export { $heldData, forgetHeldData, loadHeldData, withdrawPurpose, type HeldDataState } from './heldData';
export {
  $accountDeletion,
  confirmDeletion,
  resetAccountDeletion,
  sendDeletionCode,
  setDeletionCode,
  setDeletionPhone,
  type AccountDeletion,
} from './accountDeletion';
