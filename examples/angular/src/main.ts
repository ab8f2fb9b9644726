import { bootstrapApplication } from '@angular/platform-browser';
import '@lab/storefront/lab-cart-badge';
import '@lab/storefront/lab-pincode-checker';
import '@lab/storefront/lab-login-panel';
import { appConfig } from './app/app.config';
import { App } from './app/app';

bootstrapApplication(App, appConfig)
  .catch((err) => console.error(err));
