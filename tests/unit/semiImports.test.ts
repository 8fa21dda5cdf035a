// The build's rewrite of Semi barrel imports (build/semiImports.ts): what the chunk groups can then follow.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseBarrel, rewriteBarrelImports } from '../../build/semiImports';

const barrel = parseBarrel(
  `import './_base/base.css';
export { default as BaseFoundation } from '@douyinfe/semi-foundation/lib/es/base/foundation';
export { default as Button } from './button';
export { Row, Col } from './grid';
export { default as Toast, ToastFactory } from "./toast";`,
  '@douyinfe/semi-ui-19/lib/es',
);

describe('semiDeepImports', () => {
  it('reads where each of the barrel’s names is defined, not names of other packages', () => {
    expect(barrel.get('Button')).toEqual({ module: '@douyinfe/semi-ui-19/lib/es/button', imported: 'default' });
    expect(barrel.get('Col')).toEqual({ module: '@douyinfe/semi-ui-19/lib/es/grid', imported: 'Col' });
    expect(barrel.get('ToastFactory')).toEqual({ module: '@douyinfe/semi-ui-19/lib/es/toast', imported: 'ToastFactory' });
    expect(barrel.has('BaseFoundation')).toBe(false);
  });

  it('imports each name from its module, keeps local names, and leaves unknown names with the barrel', () => {
    const code = `import { useState } from 'react';\nimport {\n  Button as SemiButton,\n  Row, Col,\n  Toast,\n  BaseFoundation,\n} from "@douyinfe/semi-ui-19";\nexport const x = [SemiButton, Row, Col, Toast, BaseFoundation, useState];`;
    expect(rewriteBarrelImports(code, barrel)).toBe(
      `import { useState } from 'react';\n` +
        `import { default as SemiButton } from "@douyinfe/semi-ui-19/lib/es/button";\n` +
        `import { Row as Row, Col as Col } from "@douyinfe/semi-ui-19/lib/es/grid";\n` +
        `import { default as Toast } from "@douyinfe/semi-ui-19/lib/es/toast";\n` +
        `import { BaseFoundation } from "@douyinfe/semi-ui-19";\n` +
        `export const x = [SemiButton, Row, Col, Toast, BaseFoundation, useState];`,
    );
  });

  it('leaves code without a barrel import, and deep imports, as they are', () => {
    expect(rewriteBarrelImports(`import Button from '@douyinfe/semi-ui-19/lib/es/button';`, barrel)).toBeUndefined();
    expect(rewriteBarrelImports(`import { Foo } from '@douyinfe/semi-ui-19';`, barrel)).toBeUndefined();
  });

  it('knows every component the app imports from the installed Semi', () => {
    const file = createRequire(import.meta.url).resolve('@douyinfe/semi-ui-19/lib/es/index.js');
    const installed = parseBarrel(readFileSync(file, 'utf8'), '@douyinfe/semi-ui-19/lib/es');
    for (const name of ['Button', 'Tag', 'Tabs', 'TabPane', 'Table', 'Modal', 'Form', 'Toast', 'Typography', 'Select', 'Input', 'Avatar']) {
      expect(installed.get(name), name).toBeDefined();
    }
  });
});
