import type { connection as english } from '../en/connection';
import type { Translation } from '../translation';

/** Hindi texts of the page's connection notice. */
export const connection = {
  'connection.offline': 'आप ऑफ़लाइन हैं। कनेक्शन लौटते ही जो लोड नहीं हो सका, वह फिर से लोड होगा।',
  'connection.backOnline': 'आप फिर से ऑनलाइन हैं।',
} as const satisfies Translation<typeof english>;
