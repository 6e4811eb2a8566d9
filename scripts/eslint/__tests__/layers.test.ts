import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import layers from '../layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
const at = (path: string) => resolve(process.cwd(), path);
const rule = layers.rules.imports;

tester.run('layers/imports', rule, {
  valid: [
    // Entry points and the server may import anything of the app.
    { filename: at('src/app/routes.ts'), code: "import { searchRoutes } from '../product/search';" },
    { filename: at('src/entry-server.tsx'), code: "import { resolvePlacesFx } from './product/search';" },
    { filename: at('src/server/ssr/plugin.ts'), code: "import { brandFromHost } from '../../platform/brand';" },
    // Teams use platform, ui and contracts; other teams only through their index.
    { filename: at('src/product/search/model/form.ts'), code: "import { navigate } from '../../../platform/router';" },
    { filename: at('src/product/search/model/form.ts'), code: "import type { SearchQuery } from '../../../contracts';" },
    { filename: at('src/product/search/model/form.ts'), code: "import { x } from './dates';" },
    { filename: at('src/product/booking/pages/page.tsx'), code: "import { searchRoutes } from '../../search';" },
    { filename: at('src/product/booking/pages/page.tsx'), code: "import { searchRoutes } from '../../search/index.ts';" },
    // Shared layers use each other and packages.
    { filename: at('src/ui/shell/app-shell.tsx'), code: "import { Link } from '../../platform/router'; import { useUnit } from 'effector-react';" },
    { filename: at('src/platform/market/model.ts'), code: "export { brands } from '../brand';" },
    // Contracts: zod and each other.
    { filename: at('src/contracts/search.ts'), code: "import { z } from 'zod';" },
    { filename: at('src/contracts/index.ts'), code: "export { SearchQuery } from './search';" },
    // Their tests read what they check with (a package's list, a data file).
    { filename: at('src/contracts/__tests__/passenger.test.ts'), code: "import { readFileSync } from 'node:fs'; import { test } from 'vitest';" },
    // Files outside src/ are not layered.
    { filename: at('scripts/build-places.ts'), code: "import { loadPlaces } from '../src/server/engines/places';" },
  ],
  invalid: [
    {
      filename: at('src/platform/router/model.ts'),
      code: "import { searchRoutes } from '../../product/search';",
      errors: [{ messageId: 'sharedImportsProduct' }],
    },
    {
      filename: at('src/ui/shell/app-shell.tsx'),
      code: "export { x } from '../../product/explore/model/main';",
      errors: [{ messageId: 'sharedImportsProduct' }],
    },
    {
      filename: at('src/ui/index.ts'),
      code: "const page = () => import('../product/search/pages/results-page');",
      errors: [{ messageId: 'sharedImportsProduct' }],
    },
    {
      filename: at('src/platform/config/hosts.ts'),
      code: "import type { AppConfig } from '../../server/config';",
      errors: [{ messageId: 'clientImportsServer' }],
    },
    {
      filename: at('src/product/search/model/results.ts'),
      code: "import { apiModules } from '../../../server/api';",
      errors: [{ messageId: 'clientImportsServer' }],
    },
    {
      filename: at('src/app/routes.ts'),
      code: "import { loadConfig } from '../server/config';",
      errors: [{ messageId: 'clientImportsServer' }],
    },
    {
      filename: at('src/entry-client.tsx'),
      code: "import { buildApp } from './server/app';",
      errors: [{ messageId: 'clientImportsServer' }],
    },
    {
      filename: at('src/product/booking/model/order.ts'),
      code: "import { $form } from '../../search/model/form';",
      errors: [{ messageId: 'teamInternals', data: { team: 'booking', other: 'search', specifier: '../../search/model/form' } }],
    },
    {
      filename: at('src/contracts/search.ts'),
      code: "import { brands } from '../platform/brand';",
      errors: [{ messageId: 'contractsImport' }],
    },
    {
      filename: at('src/contracts/search.ts'),
      code: "import { createStore } from 'effector'; import { readFileSync } from 'node:fs';",
      errors: [{ messageId: 'contractsImport' }, { messageId: 'contractsImport' }],
    },
  ],
});
