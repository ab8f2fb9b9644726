import { landingOn } from '../support/landingOn';

landingOn('#/sitemap', 'Sitemap');
