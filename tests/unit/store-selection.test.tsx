import { act, render, screen } from '@testing-library/react';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { useStoreSelection } from '../../src/hooks/useStoreSelection';

describe('a card reading its own part of a store', () => {
  it('re-renders when its own part changes, not when another card’s does', () => {
    const $marked = atom<readonly string[]>([]);
    const renders: Record<string, number> = { a: 0, b: 0 };
    function Card({ id }: { id: string }) {
      const marked = useStoreSelection($marked, (ids) => ids.includes(id));
      renders[id] = (renders[id] ?? 0) + 1;
      return <p>{`${id} ${marked ? 'marked' : 'not marked'}`}</p>;
    }
    render(
      <>
        <Card id="a" />
        <Card id="b" />
      </>,
    );
    act(() => $marked.set(['a']));
    expect(screen.getByText('a marked')).toBeTruthy();
    expect(screen.getByText('b not marked')).toBeTruthy();
    expect(renders).toEqual({ a: 2, b: 1 });

    act(() => $marked.set(['a', 'c']));
    expect(renders).toEqual({ a: 2, b: 1 });
    act(() => $marked.set(['b']));
    expect(screen.getByText('a not marked')).toBeTruthy();
    expect(screen.getByText('b marked')).toBeTruthy();
    expect(renders).toEqual({ a: 3, b: 2 });
  });
});
