/**
 * A Vue 3 and a Svelte 5 host's view of the packed package, type-checked with plain tsc in a
 * project that has Vue's and Svelte's types but no React (`npm run test:package`). The templates
 * themselves are checked by vue-tsc and svelte-check in the example apps; here the types they read:
 * Vue's `GlobalComponents` and Svelte's `SvelteHTMLElements`.
 */
import type {} from '@lab/storefront/svelte';
import type {} from '@lab/storefront/vue';
import type { SvelteHTMLElements } from 'svelte/elements';
import type { GlobalComponents } from 'vue';

type VueProps<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props'];
type VueEmit<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$emit'];

export const checkerInVue: VueProps<'lab-pincode-checker'> = { lang: 'kn', apiBase: 'https://api.lab.example' };
export const panelInVue: VueProps<'lab-login-panel'> = { open: true };
// @ts-expect-error: the checker has no `pincode` attribute
export const madeUpInVue: VueProps<'lab-pincode-checker'> = { pincode: '560001' };
// @ts-expect-error: `open` is a boolean
export const wrongTypeInVue: VueProps<'lab-login-panel'> = { open: 'yes' };

export function emitInVue(emit: VueEmit<'lab-pincode-checker'>, other: VueEmit<'lab-cart-badge'>) {
  emit('lab-pincode-check', new CustomEvent('lab-pincode-check', { detail: { pincode: '560001', available: true } }));
  // @ts-expect-error: `lab-cart-change` carries a number
  other('lab-cart-change', new CustomEvent('lab-cart-change', { detail: { count: 'two' } }));
}

export const checkerInSvelte: SvelteHTMLElements['lab-pincode-checker'] = {
  lang: 'kn',
  'api-base': 'https://api.lab.example',
  'onlab-pincode-check': (event) => console.log(event.detail.pincode, event.detail.available),
};
export const badgeInSvelte: SvelteHTMLElements['lab-cart-badge'] = {
  'store-url': '/store',
  'onlab-cart-change': (event) => console.log(event.detail.count.toFixed(0)),
};
export const madeUpInSvelte: SvelteHTMLElements['lab-pincode-checker'] = {
  // @ts-expect-error: the checker has no `pincode` attribute
  pincode: '560001',
};
export const wrongDetailInSvelte: SvelteHTMLElements['lab-cart-badge'] = {
  // @ts-expect-error: the detail has no `total`
  'onlab-cart-change': (event) => event.detail.total,
};
