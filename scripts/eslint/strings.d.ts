import type { Rule } from 'eslint';

declare const plugin: { meta: { name: string }; rules: { 'no-literal-text': Rule.RuleModule } };
export default plugin;
export declare const allowedText: Set<string>;
export declare function needsTranslation(text: string): boolean;
