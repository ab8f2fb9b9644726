import { useEffect } from 'react';
import type { LabTest } from '../domain/labTest';
import { useHostElement } from './hostElement';

type Placement = typeof import('./lightDomJsonLd');

/** Places data in the host's light DOM with the placement module, returning what removes it. */
export type PlaceJsonLd = (placement: Placement, host: HTMLElement) => () => void;

/**
 * Keeps schema.org data in the element's host's light DOM while the component shows it, placed by
 * `place` and placed again when `key` changes. Nothing on screen needs it, so the code that builds
 * and places it (./lightDomJsonLd.ts) loads after the element has shown, outside its start-up.
 */
export function useLightDomJsonLd(place: PlaceJsonLd | undefined, key: string | undefined): void {
  const host = useHostElement();
  useEffect(() => {
    if (!host || !place) return;
    let remove: (() => void) | undefined;
    let left = false;
    void import('./lightDomJsonLd').then((placement) => {
      if (!left) remove = place(placement, host);
    });
    return () => {
      left = true;
      remove?.();
    };
    // `key` says when the data changed: `place` is a new function at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, key]);
}

/** The product data of one test or package (none while it is not known), for a card or a product screen. */
export function useProductJsonLd(test: LabTest | null | undefined, productHref: string): void {
  useLightDomJsonLd(
    test ? (placement, host) => placement.placeProductJsonLd(host, test, productHref) : undefined,
    test ? JSON.stringify([test, productHref]) : undefined,
  );
}
