import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart, $cartCount, addCartEntry, decodeCartEntries, removeCartEntry } from '../../src/stores/cart';
import { $apiBase, $resolvedApiBase, apiAssetUrl, setApiBase } from '../../src/stores/config';
import { $pincodeCheck, checkPincode, resetPincodeCheck } from '../../src/stores/pincode';
import { createSafeStorage, openBrowserStorage } from '../../src/stores/browserStorage';
import { $userId, signIn, signOut } from '../../src/stores/session';

afterEach(() => {
  signOut();
  $apiBase.set('');
  resetPincodeCheck();
  vi.useRealTimers();
});

/** What another tab's write looks like to this one. */
function storageEventFromAnotherTab(key: string, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('the session store', () => {
  it('keeps the token and user id in localStorage under the spec keys', () => {
    signIn({ token: 'tok-1', userId: 'u-1' });
    expect(localStorage.getItem('userToken')).toBe('tok-1');
    expect(localStorage.getItem('userId')).toBe('u-1');
  });

  it('forgets the session and the cart list on sign-out', () => {
    signIn({ token: 'tok-1', userId: 'u-1' });
    addCartEntry({ _id: 't1' });
    signOut();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect($cartCount.get()).toBe(0);
  });

  it('follows a login made in another tab', () => {
    const unlisten = $userId.listen(() => undefined);
    storageEventFromAnotherTab('userId', 'u-from-other-tab');
    expect($userId.get()).toBe('u-from-other-tab');
    storageEventFromAnotherTab('userId', null);
    expect($userId.get()).toBe('');
    unlisten();
  });
});

describe('the cart list', () => {
  it('counts entries and does not count the same test twice', () => {
    addCartEntry({ _id: 't1', name: 'CBC', price: 299 });
    addCartEntry({ _id: 't1', name: 'CBC', price: 299 });
    addCartEntry({ _id: 't2' });
    expect($cartCount.get()).toBe(2);
    removeCartEntry('t1');
    expect($cart.get()).toEqual([{ _id: 't2' }]);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([{ _id: 't2' }]);
  });

  it('updates the count when another tab changes the cart', () => {
    const unlisten = $cartCount.listen(() => undefined);
    storageEventFromAnotherTab('cart', JSON.stringify([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }]));
    expect($cartCount.get()).toBe(3);
    unlisten();
  });

  it('reads whatever is stored without breaking: junk, old id lists, malformed entries', () => {
    expect(decodeCartEntries('not json')).toEqual([]);
    expect(decodeCartEntries('{"a":1}')).toEqual([]);
    expect(decodeCartEntries('["t1", 5, null, {"_id": "t2", "price": 99}, {"name": "x"}]')).toEqual([
      { _id: 't1' },
      { _id: 't2', price: 99 },
    ]);
  });
});

describe('storage that throws', () => {
  const throwingStorage = {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
  } as unknown as Storage;

  it('falls back to memory, so values still round-trip', () => {
    const storage = createSafeStorage(throwingStorage);
    storage.cart = '[]';
    expect(storage.cart).toBe('[]');
    expect('cart' in storage).toBe(true);
    delete storage.cart;
    expect('cart' in storage).toBe(false);
  });

  it('keeps reading what is stored when only writes throw (a full quota), and keeps new writes in memory', () => {
    const stored = new Map([['userId', 'u-stored'], ['userToken', 'tok-stored']]);
    const fullStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key: string) => stored.delete(key),
    } as unknown as Storage;
    const localStorageGetter = vi.spyOn(window, 'localStorage', 'get').mockReturnValue(fullStorage);
    const storage = createSafeStorage(openBrowserStorage('localStorage'));
    localStorageGetter.mockRestore();
    expect(storage.userId).toBe('u-stored');
    expect(storage.userToken).toBe('tok-stored');
    storage.cart = '[{"_id":"cbc"}]';
    expect(storage.cart).toBe('[{"_id":"cbc"}]');
    expect(stored.has('cart')).toBe(false);
  });

  it('works with no storage at all', () => {
    const storage = createSafeStorage(undefined);
    storage.userId = '7';
    expect(storage.userId).toBe('7');
  });
});

describe('the API base', () => {
  it('defaults to the page origin and takes the configured base without trailing slashes', () => {
    expect($resolvedApiBase.get()).toBe(location.origin);
    setApiBase(' https://lab.example.in/ ');
    expect($resolvedApiBase.get()).toBe('https://lab.example.in');
    expect(apiAssetUrl('/banners/a.svg')).toBe('https://lab.example.in/banners/a.svg');
    setApiBase('');
    expect($resolvedApiBase.get()).toBe('https://lab.example.in');
  });
});

describe('the pin-code check', () => {
  it('is checking for one second, then available for a serviceable pin code', async () => {
    vi.useFakeTimers();
    const outcome = checkPincode('560001');
    expect($pincodeCheck.get()).toEqual({ status: 'checking', pincode: '560001' });
    await vi.advanceTimersByTimeAsync(999);
    expect($pincodeCheck.get().status).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({ status: 'available', pincode: '560001' });
  });

  it('says not available for a pin code outside the list, and ignores invalid input', async () => {
    vi.useFakeTimers();
    const outcome = checkPincode('110001');
    await vi.advanceTimersByTimeAsync(1000);
    expect((await outcome)?.status).toBe('unavailable');
    expect(await checkPincode('56001')).toBeUndefined();
  });

  it('reports a failure when the decision throws', async () => {
    vi.useFakeTimers();
    const outcome = checkPincode('560001', () => {
      throw new Error('list unavailable');
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect((await outcome)?.status).toBe('failed');
  });
});
