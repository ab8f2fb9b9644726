import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { rolldown, type RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { reactAsEsModules } from '../../build/reactAsEsModules';

/** Production React bundled from `entry` with the plugin, unminified so its bindings can be read. */
async function bundle(entry: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lab-react-esm-'));
  const input = join(dir, 'entry.js');
  writeFileSync(input, entry);
  const build = await rolldown({
    input,
    cwd: process.cwd(),
    resolve: { modules: [join(process.cwd(), 'node_modules')] },
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [reactAsEsModules() as RolldownPlugin],
    // On a loaded CI machine rolldown warned that the plugin took most of the build's time, and a
    // console warning fails a unit test: the plugin's cost is not what this test is about.
    checks: { bundlerTimings: false },
  });
  const { output } = await build.generate({ format: 'iife' });
  await build.close();
  return output[0].code;
}

describe("React's production files read as ES modules", () => {
  it('keep what the bundle uses, drop the rest, and still render', async () => {
    const code = await bundle(
      [
        "import React from 'react';",
        "import { useState } from 'react';",
        "import { flushSync } from 'react-dom';",
        "import { createRoot } from 'react-dom/client';",
        "import { jsx } from 'react/jsx-runtime';",
        'function Greeting() { const [text] = useState("hello"); return jsx("p", { children: text }); }',
        'globalThis.renderGreeting = (element) => {',
        '  const root = createRoot(element);',
        '  flushSync(() => root.render(React.createElement(Greeting)));',
        '  return root;',
        '};',
      ].join('\n'),
    );
    expect(code).toContain('$lab_export_createRoot');
    expect(code).toContain('$lab_export_useState');
    for (const unused of ['cloneElement', 'PureComponent', 'createPortal', 'preload', 'hydrateRoot']) {
      expect(code).not.toContain(`$lab_export_${unused}`);
    }
    expect(code).not.toMatch(/\brequire\(|\bexports\./);
    // react-dom's entry files still let React DevTools check the build.
    expect(code.match(/__REACT_DEVTOOLS_GLOBAL_HOOK__\.checkDCE\(/g)).toHaveLength(2);

    runInThisContext(code);
    const render = Reflect.get(globalThis, 'renderGreeting') as (element: Element) => { unmount(): void };
    const element = document.createElement('div');
    const root = render(element);
    Reflect.deleteProperty(globalThis, 'renderGreeting');
    expect(element.textContent).toBe('hello');
    root.unmount();
  });

  it('fails the build, naming the file, when a production file has another shape', async () => {
    const plugin = reactAsEsModules() as { transform: (code: string, id: string) => unknown };
    expect(() => plugin.transform('module.exports = {};', '/x/node_modules/react/cjs/react.production.js')).toThrow(
      /react\.production\.js: exports used other than as exports\.name/,
    );
  });
});
