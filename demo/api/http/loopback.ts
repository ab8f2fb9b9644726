import { normaliseIpAddress } from './ip-address';

/** Whether `host` (a name or an address) is this machine only: nobody else can connect to it. */
export function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  const address = normaliseIpAddress(host);
  return address !== undefined && (address.startsWith('127.') || address === '0:0:0:0:0:0:0:1');
}
