import { landingOn } from '../../../../tests/entries/support/landingOn';

landingOn('#/sitemap', 'Sitemap');
