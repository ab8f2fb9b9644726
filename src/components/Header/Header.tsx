import { CartBadge } from '../CartBadge/CartBadge';

export interface HeaderProps {
  storeUrl?: string;
}

/** Placeholder until issue 4: the header's cart link. */
export function Header({ storeUrl }: HeaderProps) {
  return (
    <header part="base">
      <CartBadge storeUrl={storeUrl} />
    </header>
  );
}
