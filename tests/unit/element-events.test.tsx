import { fireEvent, within } from '@testing-library/dom';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../widgets/lab-cart-badge';
import '../../widgets/lab-header';
import '../../widgets/lab-login-panel';
import type { LabEventName } from '../../src/domain/labEventName';
import type { LabEventDetailMap } from '../../src/elementRuntime/events/labEventCatalogue';
import { $cart } from '../../src/stores/cart';
import { closeLoginPanel } from '../../src/stores/login';
import { $userId, signIn, signOut } from '../../src/stores/session';
import { startCannedApi, type CannedApi } from './support/cannedApi';
import { until } from './support/until';

let api: CannedApi;
beforeAll(async () => {
  api = await startCannedApi();
});
afterAll(() => api.close());
afterEach(async () => {
  await act(async () => {
    signOut();
    closeLoginPanel();
    document.body.replaceChildren();
  });
});

/** A pause in real time that lets React commit what arrived meanwhile (a lazy part). */
const waitInAct = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

async function mount(html: string): Promise<void> {
  await act(async () => {
    document.body.innerHTML = html;
  });
}

/** What `name` events a page hears, with the element each came from (its id). */
function hear<Name extends LabEventName>(name: Name) {
  const heard: { from: string; detail: LabEventDetailMap[Name] }[] = [];
  const listening = new AbortController();
  document.addEventListener(
    name,
    (event) =>
      heard.push({ from: (event.target as HTMLElement).id, detail: (event as CustomEvent<LabEventDetailMap[Name]>).detail }),
    { signal: listening.signal },
  );
  afterEach(() => listening.abort());
  return heard;
}

const shadowOf = (id: string) => {
  const root = document.getElementById(id)?.shadowRoot;
  if (!root) throw new Error(`#${id} has not rendered`);
  return within(root as unknown as HTMLElement);
};

describe('events by ownership', () => {
  it('every cart badge fires lab-cart-change from itself when the count it shows changes', async () => {
    await mount('<lab-cart-badge id="top"></lab-cart-badge><lab-cart-badge id="bottom"></lab-cart-badge>');
    const heard = hear('lab-cart-change');
    act(() => $cart.set([{ _id: 'cbc' }, { _id: 'tsh' }]));
    expect(heard).toEqual([
      { from: 'top', detail: { count: 2 } },
      { from: 'bottom', detail: { count: 2 } },
    ]);
  });

  it('the header fires lab-cart-change once although it shows the count in one badge only', async () => {
    await mount('<lab-header id="header"></lab-header>');
    const heard = hear('lab-cart-change');
    act(() => $cart.set([{ _id: 'cbc' }]));
    expect(heard).toEqual([{ from: 'header', detail: { count: 1 } }]);
  });

  it('lab-logout comes from the element whose Logout was pressed', async () => {
    act(() => {
      signIn({ token: 'tok-1', userId: 'u-1' });
    });
    api.answer(() => ({ json: { success: true, message: 'Logged out' } }));
    await mount('<lab-header id="header"></lab-header><lab-cart-badge id="badge"></lab-cart-badge>');
    const heard = hear('lab-logout');
    const header = shadowOf('header');
    act(() => {
      fireEvent.click(header.getByRole('button', { name: 'My account' }));
    });
    await act(async () => fireEvent.click(header.getByRole('button', { name: 'Logout' })));
    await act(() => until(() => expect(heard).toEqual([{ from: 'header', detail: {} }])));
  });

  it('a login in another tab is told by the element that shows the session', async () => {
    await mount('<lab-header id="header"></lab-header><lab-login-panel id="panel"></lab-login-panel>');
    const logins = hear('lab-login');
    const logouts = hear('lab-logout');
    // What the storage event of another tab does to the session store.
    act(() => $userId.set('u-from-another-tab'));
    act(() => $userId.set(''));
    expect(logins).toEqual([{ from: 'header', detail: { userId: 'u-from-another-tab' } }]);
    expect(logouts).toEqual([{ from: 'header', detail: {} }]);
  });
});

describe('lab-login-panel-toggle', () => {
  it('tells the page each time the panel opens and closes, so page state can open it again', async () => {
    await mount('<lab-login-panel id="panel"></lab-login-panel>');
    const heard = hear('lab-login-panel-toggle');
    const panel = document.getElementById('panel') as HTMLElementTagNameMap['lab-login-panel'];
    await act(async () => {
      panel.open = true;
    });
    // The panel's code arrives after the element starts: opened before, it shows once it has.
    await until(() => shadowOf('panel').getByRole('button', { name: 'Close' }), { pause: waitInAct });
    await act(async () => fireEvent.click(shadowOf('panel').getByRole('button', { name: 'Close' })));
    expect(panel.open).toBe(false);
    await act(async () => {
      panel.open = true;
    });
    expect(shadowOf('panel').getByRole('dialog')).toBeTruthy();
    expect(heard.map(({ from, detail }) => `${from}:${String(detail.open)}`)).toEqual([
      'panel:true',
      'panel:false',
      'panel:true',
    ]);
  });

  it('comes from the header when its own Login button opens its panel', async () => {
    await mount('<lab-header id="header"></lab-header>');
    const heard = hear('lab-login-panel-toggle');
    await act(async () => fireEvent.click(shadowOf('header').getByRole('button', { name: 'Login' })));
    await until(() => expect(heard).toHaveLength(1), { pause: waitInAct });
    expect(heard).toEqual([{ from: 'header', detail: { open: true } }]);
  });
});
