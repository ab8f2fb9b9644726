import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import EmbedBuilder from './builder/EmbedBuilder.vue';
import LiveExample from './LiveExample.vue';
import SiteHome from './SiteHome.vue';
import './brand.css';
import './builder/builder.css';

/** VitePress's default theme in the lab's colours, with the site's own components. */
export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('LiveExample', LiveExample);
    app.component('EmbedBuilder', EmbedBuilder);
    app.component('SiteHome', SiteHome);
    if (!import.meta.env.SSR) {
      document.documentElement.classList.toggle('mac', /Mac|iPhone|iPod|iPad/i.test(navigator.platform));
    }
  },
} satisfies Theme;
