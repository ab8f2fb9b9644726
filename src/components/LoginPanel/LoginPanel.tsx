export interface LoginPanelProps {
  open?: boolean;
}

/** Placeholder until issue 5. */
export function LoginPanel(_props: LoginPanelProps) {
  return <div part="base" />;
}
