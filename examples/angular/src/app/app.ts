import { afterNextRender, Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { LabEventDetailMap } from '@lab/storefront';

@Component({
  selector: 'app-root',
  // The lab's tags are custom elements, which Angular compiles only under this schema.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <lab-header [storeUrl]="storeUrl"></lab-header>
    <main>
      <h1>Sunrise Family Clinic</h1>
      <p>Home sample collection by our partner lab.</p>

      <lab-cart-badge [storeUrl]="storeUrl" (lab-cart-change)="cartCount.set($event.detail.count)"></lab-cart-badge>
      <p id="cart-count">Tests in your cart: {{ cartCount() }}</p>

      <lab-pincode-checker (lab-pincode-check)="lastCheck.set($event.detail)"></lab-pincode-checker>
      <p id="last-check">
        @if (lastCheck(); as check) {
          {{ check.pincode }}: home collection {{ check.available ? 'available' : 'not available' }}
        } @else {
          No pin code checked yet
        }
      </p>

      <button type="button" (click)="loginOpen.set(true)">Log in</button>
      <lab-login-panel
        [open]="loginOpen()"
        (lab-login-panel-toggle)="loginOpen.set($event.detail.open)"
      ></lab-login-panel>
    </main>
  `,
  styles: [],
})
export class App {
  protected readonly storeUrl = 'https://lab.example/store';
  protected readonly lastCheck = signal<LabEventDetailMap['lab-pincode-check'] | null>(null);
  protected readonly cartCount = signal(0);
  protected readonly loginOpen = signal(false);

  constructor() {
    // The header's code loads after the first render, as a code-split widget's does, so Angular
    // sets its \`storeUrl\` property before the element is defined: it must still count when it
    // upgrades.
    afterNextRender(() => void import('@lab/storefront/lab-header'));
  }
}
