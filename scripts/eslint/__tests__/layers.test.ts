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
    // An API module: its own files, the api root, the server's plugins and shared code.
    { filename: at('src/server/api/orders/index.ts'), code: "import { apiRoutes } from '../route'; import { BookingStore } from './store';" },
    {
      filename: at('src/server/api/orders/routes.ts'),
      code: "import { apiRoutes } from '../route.ts'; import type { UserAccess } from '../../plugins/user-access';",
    },
    { filename: at('src/server/api/favorites/store.ts'), code: "import type { Db } from '../../db/query';" },
    // A table's foreign key to another module's table.
    { filename: at('src/server/api/orders/schema.ts'), code: "import { users } from '../user/schema';" },
    // A test mounts another module's plugin as the app does; shared test helpers live in src/server/testing/.
    {
      filename: at('src/server/api/user/__tests__/report.api.test.ts'),
      code: "import { paymentsApi } from '../../orders'; import { searchApi } from '../../search/index.ts';",
    },
    { filename: at('src/server/api/orders/__tests__/helpers.ts'), code: "import { phoneLogin } from '../../../testing/user-login';" },
    // The api root lists every module; the plugin is the one door to the user module's tables.
    { filename: at('src/server/api/index.ts'), code: "import { userApi } from './user';" },
    { filename: at('src/server/plugins/user-access.ts'), code: "import { AccountStore } from '../api/user/stores/accounts';" },
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
      filename: at('src/server/api/favorites/index.ts'),
      code: "import { UserStore } from '../user/store';",
      errors: [{ messageId: 'apiModuleInternals', data: { module: 'favorites', other: 'user', specifier: '../user/store' } }],
    },
    {
      filename: at('src/server/api/orders/index.ts'),
      code: "import { userApi } from '../user'; export { textsIn } from '../user/texts.ts';",
      errors: [{ messageId: 'apiModuleInternals' }, { messageId: 'apiModuleInternals' }],
    },
    {
      filename: at('src/server/api/favorites/routes.ts'),
      code: "const texts = () => import('../user/texts');",
      errors: [{ messageId: 'apiModuleInternals' }],
    },
    {
      // Only a schema may import another schema, and only for its tables.
      filename: at('src/server/api/orders/store.ts'),
      code: "import { users } from '../user/schema';",
      errors: [{ messageId: 'apiModuleInternals' }],
    },
    {
      // A test may mount another module, not borrow its helpers.
      filename: at('src/server/api/orders/__tests__/booking.api.test.ts'),
      code: "import { outbox } from '../../user/__tests__/helpers';",
      errors: [{ messageId: 'apiModuleInternals' }],
    },
    {
      filename: at('src/server/api/user/data-report/route.ts'),
      code: "import type { BookingStore } from '../../orders/store';",
      errors: [{ messageId: 'apiModuleInternals', data: { module: 'user', other: 'orders', specifier: '../../orders/store' } }],
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
