import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import { defineAsyncComponent } from 'vue';
import { whenVisitorEngages } from './bundle';
import EmbedBuilder from './builder/EmbedBuilder.vue';
import LiveExample from './LiveExample.vue';
import SiteHome from './SiteHome.vue';
import './brand.css';
import './builder/builder.css';

/**
 * VitePress's default theme in the lab's colours, with the site's own components. The page
 * arrives rendered; its layout (navigation, sidebar, outline, the live examples) becomes
 * interactive at the visitor's first move (Vue's lazy hydration), so opening a page to read it
 * keeps a phone's main thread free (docs/contributing/documentation-site.md).
 */
export default {
  extends: DefaultTheme,
  Layout: defineAsyncComponent({
    loader: () => Promise.resolve(DefaultTheme.Layout),
    hydrate: (hydrate) => {
      void whenVisitorEngages().then(hydrate);
    },
  }),
  enhanceApp({ app }) {
    app.component('LiveExample', LiveExample);
    app.component('EmbedBuilder', EmbedBuilder);
    app.component('SiteHome', SiteHome);
    if (!import.meta.env.SSR) {
      // Listening from the app's start, before the page's own chunk has arrived and the layout mounts.
      void whenVisitorEngages();
      document.documentElement.classList.toggle('mac', /Mac|iPhone|iPod|iPad/i.test(navigator.platform));
    }
  },
} satisfies Theme;
