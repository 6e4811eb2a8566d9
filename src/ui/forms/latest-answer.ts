/**
 * Asks on every call and shows only the latest call's answer (null when it fails): an earlier
 * answer arriving late is dropped, as typing overtakes it.
 */
export function latestAnswer<Params, Answer>(ask: (params: Params) => Promise<Answer>, show: (answer: Answer | null) => void): (params: Params) => void {
  let latest = 0;
  return (params) => {
    const call = ++latest;
    ask(params).then(
      (answer) => call === latest && show(answer),
      () => call === latest && show(null),
    );
  };
}
