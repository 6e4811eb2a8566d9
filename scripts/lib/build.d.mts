export const root: string;
export const buildOutputs: string[];
export function buildStaleness(dir?: string): string | null;
export function runNpm(args: string[], options?: import('node:child_process').SpawnOptions): Promise<number>;
export function ensureBuild(options?: { log?: (message: string) => void }): Promise<boolean>;
