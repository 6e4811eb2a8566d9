import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import services, { serviceLocation } from '../services.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
const at = (path: string) => resolve(process.cwd(), path);
const rule = services.rules.location;
const message = 'A service path must be under platform/services/{name}/index.ts or product/{team}/services/{name}/index.ts';

describe('serviceLocation', () => {
  it.each([
    ['src/platform/services/marker/index.ts', { name: 'marker', team: null }],
    ['src/product/search/services/history/index.ts', { name: 'history', team: 'search' }],
    ['src/platform/services/marker/model.ts', null],
    ['src/platform/services/index.ts', null],
    ['src/platform/marker/index.ts', null],
    ['src/product/search/services/index.ts', null],
    ['src/product/search/model/services/history/index.ts', null],
    ['src/product/search/services/history/deep/index.ts', null],
  ])('%s → %j', (file, expected) => {
    expect(serviceLocation(at(file), process.cwd())).toEqual(expected);
  });
});

tester.run('services/location', rule, {
  valid: [
    { filename: at('src/platform/services/marker/index.ts'), code: "export const s = createService({ name: 'marker', start: fx });" },
    {
      filename: at('src/product/search/services/history/index.ts'),
      code: "export const s = createService({ name: 'history', team: 'search', start: fx, requires: [other] });",
    },
    // Tests declare their own services; other code only mentions the function.
    { filename: at('src/platform/start/__tests__/services.test.ts'), code: "createService({ name: 'a', start: fx });" },
    { filename: at('src/platform/start/service.ts'), code: 'export function createService(options) { return options; }' },
    { filename: at('src/platform/start/index.ts'), code: "export { createService } from './service';" },
  ],
  invalid: [
    {
      filename: at('src/platform/marker/model.ts'),
      code: "export const s = createService({ name: 'marker', start: fx });",
      errors: [{ message: `${message} (src/platform/marker/model.ts).` }],
    },
    {
      filename: at('src/platform/services/marker/model.ts'),
      code: "export const s = start.createService({ name: 'marker', start: fx });",
      errors: [{ messageId: 'path' }],
    },
    {
      filename: at('src/product/search/model/history.ts'),
      code: "export const s = createService({ name: 'history', team: 'search', start: fx });",
      errors: [{ messageId: 'path' }],
    },
    {
      filename: at('src/platform/services/marker/index.ts'),
      code: "export const s = createService({ name: 'markers', start: fx });",
      errors: [{ messageId: 'name' }],
    },
    {
      filename: at('src/product/search/services/history/index.ts'),
      code: "export const s = createService({ name: 'history', start: fx });",
      errors: [{ messageId: 'team' }],
    },
    {
      filename: at('src/product/search/services/history/index.ts'),
      code: "export const s = createService({ name: 'history', team: 'explore', start: fx });",
      errors: [{ messageId: 'team' }],
    },
    {
      filename: at('src/platform/services/marker/index.ts'),
      code: "export const s = createService({ name: 'marker', team: 'search', start: fx });",
      errors: [{ messageId: 'notProduct' }],
    },
  ],
});
