import type { Rule } from 'eslint';

export declare function serviceLocation(file: string, cwd: string): { name: string; team: string | null } | null;
declare const plugin: { meta: { name: string }; rules: { location: Rule.RuleModule } };
export default plugin;
