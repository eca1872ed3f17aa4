/**
 * A subscribe function for useSyncExternalStore: `onChange` runs on each of the window's
 * `events`, until the function it returns is called.
 */
export const onWindowEvents =
  (...events: string[]) =>
  (onChange: () => void) => {
    for (const event of events) window.addEventListener(event, onChange);
    return () => {
      for (const event of events) window.removeEventListener(event, onChange);
    };
  };
