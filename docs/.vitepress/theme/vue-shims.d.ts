// Single-file components are compiled by VitePress; TypeScript sees their default export only.
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
