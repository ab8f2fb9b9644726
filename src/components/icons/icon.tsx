import type { SVGProps } from 'react';

/**
 * The bundle's icons: stroke paths from Lucide (https://lucide.dev, ISC License), rendered by one
 * tiny component instead of the lucide-react package, whose per-icon metadata and runtime cost
 * about 1.5 KB gzip in every widget (see the size budgets in docs/production/performance.md).
 * Decorative by default (`aria-hidden`). One file per icon, so each element's bundle carries only
 * the icons it shows.
 *
 * Each icon is the path data of one `<path>` element (Lucide's circles, lines and rectangles
 * written as path data, its paths as subpaths), created as an element by React: no markup string
 * reaches the DOM, so the icons draw on pages that enforce Trusted Types
 * (`require-trusted-types-for 'script'`), where an HTML string given to the DOM throws.
 */
export type IconProps = Pick<SVGProps<SVGSVGElement>, 'className' | 'aria-hidden' | 'width' | 'height'>;

export function icon(pathData: string) {
  return function Icon({ width = 24, height = 24, 'aria-hidden': ariaHidden = true, className }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={width}
        height={height}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden={ariaHidden}
        className={className}
      >
        <path d={pathData} />
      </svg>
    );
  };
}
