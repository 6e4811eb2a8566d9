import type { Rule } from 'eslint';

declare const plugin: { meta: { name: string }; rules: { 'no-literal-href': Rule.RuleModule } };
export default plugin;
