import type { Rule } from 'eslint';

declare const plugin: { meta: { name: string }; rules: { imports: Rule.RuleModule } };
export default plugin;
