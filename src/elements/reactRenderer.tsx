import type { R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { HostElementContext } from './hostElement';

export interface RenderContext<Props> {
  root: Root;
  host: HTMLElement;
  Component: ComponentType<Props>;
}

/** Each root gets its own `useId` prefix: several roots on one page must not share ids. */
let rootsCreated = 0;

function render<Props extends object>(context: RenderContext<Props>, props: Props): void {
  const { container: _container, ...componentProps } = props as Props & { container?: unknown };
  const { Component } = context;
  context.root.render(
    <StrictMode>
      <HostElementContext.Provider value={context.host}>
        <Component {...(componentProps as Props)} />
      </HostElementContext.Provider>
    </StrictMode>,
  );
}

/**
 * The renderer handed to `@r2wc/core`: r2wc's stock one cannot pass `createRoot` options nor the
 * host element, which the `lab-*` events are dispatched from.
 */
export function createReactRenderer<Props extends object>(): R2WCRenderer<
  Props,
  RenderContext<Props>
> {
  return {
    mount(container, Component, props) {
      const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
      rootsCreated += 1;
      const root = createRoot(container, { identifierPrefix: `lab${rootsCreated}-` });
      const context = { root, host, Component };
      render(context, props);
      return context;
    },
    update(context, props) {
      render(context, props);
    },
    unmount(context) {
      context.root.unmount();
    },
  };
}
