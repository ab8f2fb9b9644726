export interface SearchBoxProps {
  storeUrl?: string;
}

/** Placeholder until issue 5. */
export function SearchBox(_props: SearchBoxProps) {
  return <div part="base" />;
}
