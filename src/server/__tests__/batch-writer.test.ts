import { describe, expect, test } from 'vitest';
import { BatchWriter, storable } from '../batch-writer';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('batch writer', () => {
  test('writes arriving during an insert go together in the next one', async () => {
    const inserts: number[][] = [];
    let release!: () => void;
    const writer = new BatchWriter<number>(async (rows) => {
      inserts.push(rows);
      if (inserts.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = writer.write([1]);
    const rest = [writer.write([2, 3]), writer.write([4])];
    await tick();
    release();
    await Promise.all([first, ...rest]);
    expect(inserts).toEqual([[1], [2, 3, 4]]);
  });

  test('a write resolves only once its rows are stored', async () => {
    const stored: number[] = [];
    const writer = new BatchWriter<number>(async (rows) => {
      await tick();
      stored.push(...rows);
    });
    await writer.write([1, 2]);
    expect(stored).toEqual([1, 2]);
  });

  test('when a combined insert fails, each write is retried alone and only the bad one fails', async () => {
    let release!: () => void;
    let calls = 0;
    const stored: number[] = [];
    const writer = new BatchWriter<number>(async (rows) => {
      calls++;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      if (rows.includes(-1)) throw new Error('bad row');
      stored.push(...rows);
    });
    const first = writer.write([0]);
    const good = writer.write([1]);
    const bad = writer.write([-1]);
    await tick();
    release();
    await first;
    await expect(good).resolves.toBeUndefined();
    await expect(bad).rejects.toThrow('bad row');
    expect(stored).toEqual([0, 1]);
  });

  test('a batch holds at most maxRows rows, unless one write alone is bigger', async () => {
    const inserts: number[] = [];
    let release!: () => void;
    const writer = new BatchWriter<number>(async (rows) => {
      inserts.push(rows.length);
      if (inserts.length === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 3);
    const writes = [writer.write([0]), writer.write([1, 2]), writer.write([3, 4]), writer.write([5, 6, 7, 8])];
    await tick();
    release();
    await Promise.all(writes);
    expect(inserts).toEqual([1, 2, 2, 4]);
  });

  test('NUL characters and lone surrogates become U+FFFD anywhere in a value', () => {
    const at = new Date(0);
    expect(storable({ a: 'x\0y', b: ['\0'], c: 1, 'k\0': null, at })).toEqual({ a: 'x\uFFFDy', b: ['\uFFFD'], c: 1, 'k\uFFFD': null, at });
    expect(storable({ a: 'x\ud800y', 'k\udc00': ['\ud83d'], pair: '\ud83d\ude00' })).toEqual({ a: 'x\uFFFDy', 'k\uFFFD': ['\uFFFD'], pair: '\ud83d\ude00' });
  });
});
