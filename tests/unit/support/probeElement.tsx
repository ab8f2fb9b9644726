import { act, useId } from 'react';
import { createLabElement, defineLabElement } from '../../../src/elementRuntime/defineElement';
import { useFireLabEvent } from '../../../src/elementRuntime/hostElement';
import { useStyles } from '../../../src/elementRuntime/shadowStyles';
import type { ElementSpec } from '../../../src/elementRuntime/elementSpec';

/** The factory's tests' element: a small component that shows its props and fires one event. */
interface ProbeProps {
  label?: string;
  open?: boolean;
  storeUrl?: string;
}

export function Probe({ label, open, storeUrl }: ProbeProps) {
  useStyles('.probe { color: rgb(1, 2, 3); }');
  const id = useId();
  const fire = useFireLabEvent();
  return (
    <div part="base" className="probe" id={id} data-open={String(Boolean(open))} data-store-url={storeUrl ?? 'none'}>
      <span>{label ?? 'no label'}</span>
      <button type="button" onClick={() => fire('lab-login', { userId: '42' })}>
        fire
      </button>
    </div>
  );
}

let tagCount = 0;

/** A spec of a tag not defined yet: a page defines a tag only once. */
export function probeSpec() {
  tagCount += 1;
  return {
    tag: `lab-probe-${tagCount}`,
    attributes: { 'api-base': 'string', label: 'string', open: 'boolean', 'store-url': 'string' },
  } as const satisfies ElementSpec;
}

export function defineProbe() {
  const spec = probeSpec();
  const element = createLabElement(spec, Probe);
  defineLabElement(element);
  return { tag: spec.tag, element };
}

export async function mount(html: string): Promise<HTMLElement> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  return document.body.firstElementChild as HTMLElement;
}

export function shadow(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no shadow root');
  return element.shadowRoot;
}
