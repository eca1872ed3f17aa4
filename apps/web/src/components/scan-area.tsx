'use client';

import {
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  useCallback,
  useContext,
  useRef,
} from 'react';

/** The scan box of a scanning page is the input marked with this attribute. */
export const SCAN_BOX = { 'data-scan-box': true } as const;

const FocusScanBox = createContext<() => void>(() => {});

/** Inputs a person types into; a key pressed anywhere else belongs to the scanner. */
const TEXT_FIELD =
  'textarea, [contenteditable="true"], input:not([type="radio"]):not([type="checkbox"]):not([type="button"]):not([type="submit"])';

const scanBoxIn = (area: HTMLElement | null) =>
  area?.querySelector<HTMLInputElement>('input[data-scan-box]:not([disabled])');

/**
 * A scanning page (or the part of it that scans). A scanner types the number and presses Enter
 * wherever the focus is: after a click, that is the button just clicked, and the Enter would press
 * it again. So a letter or digit typed while the focus is on anything but a text field moves the
 * focus to the scan box first, and the number and its Enter land there. Actions call
 * `useFocusScanBox()` to give the focus back, the box empty, once they are done.
 */
export function ScanArea({ children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const area = useRef<HTMLDivElement>(null);
  const focus = useCallback(() => scanBoxIn(area.current)?.focus(), []);
  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !/^[0-9A-Za-z]$/.test(e.key)) return;
    const target = e.target as HTMLElement;
    if (target.closest(TEXT_FIELD)) return;
    focus();
  };
  return (
    <FocusScanBox.Provider value={focus}>
      <div ref={area} {...rest} onKeyDownCapture={onKeyDownCapture}>
        {children}
      </div>
    </FocusScanBox.Provider>
  );
}

/** Gives the focus back to the scan box of the enclosing `ScanArea`. */
export const useFocusScanBox = () => useContext(FocusScanBox);
