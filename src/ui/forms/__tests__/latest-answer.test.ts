import { describe, expect, test } from 'vitest';
import { latestAnswer } from '../latest-answer';

/** An answer the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('latestAnswer', () => {
  test('an earlier answer arriving after a later one is dropped', async () => {
    const answers = new Map([
      ['pr', deferred<string>()],
      ['pra', deferred<string>()],
    ]);
    const shown: (string | null)[] = [];
    const start = latestAnswer(
      (term: string) => answers.get(term)!.promise,
      (answer) => shown.push(answer),
    );
    start('pr');
    start('pra');
    answers.get('pra')!.resolve('Prague');
    answers.get('pr')!.resolve('Pristina');
    await Promise.all([...answers.values()].map(({ promise }) => promise));
    await Promise.resolve();
    expect(shown).toEqual(['Prague']);
  });

  test('the latest call failing shows nothing; an earlier one failing changes nothing', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const shown: (string | null)[] = [];
    const start = latestAnswer(
      (term: string) => (term === 'a' ? first.promise : second.promise),
      (answer) => shown.push(answer),
    );
    start('a');
    start('b');
    first.reject(new Error('offline'));
    second.reject(new Error('offline'));
    await Promise.allSettled([first.promise, second.promise]);
    await Promise.resolve();
    expect(shown).toEqual([null]);
  });
});
