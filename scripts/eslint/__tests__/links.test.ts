import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import links from '../links.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});
const literal = (path: string) => ({ messageId: 'literal', data: { path } });

tester.run('links/no-literal-href', links.rules['no-literal-href'], {
  valid: [
    'const a = <Link to={faqRoute} />;',
    'const a = <Link to={walkRoute} params={{ iata, slug }} />;',
    'const a = <Link href={linkTo(faqRoute)} />;',
    'const crumb = { label, href: linkTo(guidesRoute) };',
    // Another host, a fragment on the page, a protocol: not in-app addresses.
    'const a = <a href="https://example.com/x">x</a>;',
    'const a = <a href="//cdn.example.com/x">x</a>;',
    'const a = <a href="#content">x</a>;',
    'const a = <a href={`mailto:${mail}`}>x</a>;',
    // Other properties may hold paths (API endpoints, route declarations).
    "const route = { path: '/faq' };",
    "const hosts = { suggest: '/api/suggest' };",
  ],
  invalid: [
    { code: 'const a = <Link href="/faq" />;', errors: [literal('/faq')] },
    { code: "const a = <a href={'/my/orders'}>x</a>;", errors: [literal('/my/orders')] },
    { code: 'const a = <Link href={`/routes/${origin}`} />;', errors: [literal('/routes/')] },
    { code: "const a = <Link href={open ? '/faq' : linkTo(mainRoute)} />;", errors: [literal('/faq')] },
    { code: "const crumb = { label, href: '/guides' };", errors: [literal('/guides')] },
    { code: "navigate({ to: '/search/' + code });", errors: [literal('/search/')] },
    { code: 'navigate({ to: `/search/${code}` as string });', errors: [literal('/search/')] },
  ],
});
