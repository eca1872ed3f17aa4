/**
 * A start-up step (reading the configuration, opening the database) of a program run from a
 * terminal: when it fails with an `expected` error, one the person starting it can fix (a wrong
 * setting, a data directory in use), the program prints `say(err)` and exits 1 instead of a stack
 * trace. Any other error is thrown on.
 */
export async function orExit<T>(
  step: () => T | Promise<T>,
  expected: abstract new (...args: never[]) => Error,
  say: (err: Error) => string = (err) => err.message,
): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof expected) {
      console.error(say(err));
      process.exit(1);
    }
    throw err;
  }
}
