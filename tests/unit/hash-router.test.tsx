import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, Route, Router, Switch, useSearch } from 'wouter';
import { hashHref, navigateHash, splitHash, useHashLocation, useHashSearch } from '../../src/router/hashLocation';
import { storeHref, storePath } from '../../src/router/storeNavigation';

function ProductProbe() {
  const params = new URLSearchParams(useSearch());
  return <p>product {params.get('id')} in {params.get('category')}</p>;
}

function App() {
  return (
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      <Link href="/product?id=7&category=Thyroid">Thyroid</Link>
      <Switch>
        <Route path="/">home</Route>
        <Route path="/product" component={ProductProbe} />
        <Route>error page</Route>
      </Switch>
    </Router>
  );
}

/** happy-dom's history.back() is asynchronous like a browser's: wait for the popstate. */
const back = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        addEventListener('popstate', () => resolve(), { once: true });
        history.back();
      }),
  );

describe('the hash router', () => {
  it('opens a deep link with its query inside the hash', () => {
    location.hash = '#/product?id=5&category=Full%20Body';
    render(<App />);
    expect(screen.getByText('product 5 in Full Body')).toBeTruthy();
  });

  it('renders links with the query inside the hash and leaves the host URL alone', async () => {
    history.replaceState(null, '', '/clinic/page?utm=1');
    render(<App />);
    const link = screen.getByRole('link', { name: 'Thyroid' });
    expect(link.getAttribute('href')).toBe('#/product?id=7&category=Thyroid');
    await act(async () => link.click());
    expect(screen.getByText('product 7 in Thyroid')).toBeTruthy();
    expect(location.pathname).toBe('/clinic/page');
    expect(location.search).toBe('?utm=1');
  });

  it('goes back to the previous screen with Back', async () => {
    location.hash = '#/';
    render(<App />);
    await act(async () => navigateHash('/product?id=9&category=Liver'));
    expect(screen.getByText('product 9 in Liver')).toBeTruthy();
    await back();
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('shows the error page for an unknown path', async () => {
    render(<App />);
    await act(async () => navigateHash('/offers'));
    expect(screen.getByText('error page')).toBeTruthy();
  });

  it("does not patch the host page's history methods", () => {
    // wouter marks the window with this symbol when it wraps pushState/replaceState.
    expect(Symbol.for('wouter_v3') in window).toBe(false);
  });
});

describe('hash parts and store links', () => {
  it('split the path from the query and decode the path', () => {
    expect(splitHash('#/search?q=vit%20d')).toEqual({ path: '/search', search: 'q=vit%20d' });
    expect(splitHash('')).toEqual({ path: '/', search: '' });
    expect(splitHash('#cart')).toEqual({ path: '/cart', search: '' });
  });

  it('point standalone widgets at the store page when it has an address', () => {
    const path = storePath('/cart', { userId: 'u 1' });
    expect(path).toBe('/cart?userId=u+1');
    expect(storeHref(path)).toBe('#/cart?userId=u+1');
    expect(storeHref(path, 'https://lab.example.in/store#old')).toBe(
      'https://lab.example.in/store#/cart?userId=u+1',
    );
  });
});
