/**
 * A promise and the function that fulfils it: one step of a test waits on the promise until
 * another step, run concurrently, calls the function.
 */
export function signal(): [Promise<void>, () => void] {
  let fire!: () => void;
  const fired = new Promise<void>((r) => {
    fire = r;
  });
  return [fired, fire];
}
