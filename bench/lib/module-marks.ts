import type { Plugin } from 'vite';

/**
 * For profiles (bench/profile.ts): every module of the client build marks the start and the end of
 * its body with User Timing marks (`module>id`, `module<id`). Modules evaluate one after the other,
 * so the time between a module's two marks is what evaluating its own body cost (the library calls
 * it makes included): the per-module figure a CPU profile of a bundled chunk does not give.
 */
export function moduleMarks(): Plugin {
  return {
    name: 'module-marks',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (this.environment?.name === 'ssr' || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!) || id.startsWith('\0')) return null;
      const name = JSON.stringify(id.replace(/^.*?node_modules[\\/]/, 'npm:').replace(process.cwd() + '/', ''));
      return { code: `performance.mark("module>" + ${name});\n${code}\n;performance.mark("module<" + ${name});\n`, map: null };
    },
  };
}
