'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';
import { createDetector, type DetectorKind } from './detector';
import { readFeedback } from './feedback';
import { isNewRead } from './repeat';
/** Reads kept on screen. */
export const SHOWN = 5;
/** Pause between two looks at the video: a phone stays cool, a label is still read at once. */
const LOOK_EVERY_MS = 120;

export interface CameraRead {
  /** Increasing per read: a code read twice (2 s apart) is two rows. */
  id: number;
  code: string;
}
export type CameraState =
  | { phase: 'starting' }
  | { phase: 'reading'; detector: DetectorKind }
  | { phase: 'failed'; reason: 'denied' | 'unavailable' };

/**
 * Opens the camera (the rear one where there is a choice) into `video` while mounted, looks for
 * codes continuously and calls `onCode` once per read; unmounting stops every track, so the
 * camera light goes off when the sheet closes.
 */
export function useCameraReads(video: RefObject<HTMLVideoElement | null>, onCode: (code: string) => void) {
  const [state, setState] = useState<CameraState>({ phase: 'starting' });
  const [reads, setReads] = useState<CameraRead[]>([]);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    let next = 0;
    const lastSeen = new Map<string, number>();
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (video.current) video.current.srcObject = null;
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (err) {
        if (!stopped) {
          const denied = err instanceof DOMException && err.name === 'NotAllowedError';
          setState({ phase: 'failed', reason: denied ? 'denied' : 'unavailable' });
        }
        return;
      }
      const el = video.current;
      if (stopped || !el) return stop();
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      const detector = await createDetector().catch(() => null);
      if (stopped) return;
      if (!detector) {
        stop();
        setState({ phase: 'failed', reason: 'unavailable' });
        return;
      }
      setState({ phase: 'reading', detector: detector.kind });
      const look = async () => {
        if (stopped) return;
        const codes = el.readyState >= 2 ? await detector.detect(el).catch(() => []) : [];
        const now = performance.now();
        for (const raw of codes) {
          const code = raw.trim();
          if (!code) continue;
          if (!isNewRead(lastSeen, code, now) || stopped) continue;
          readFeedback();
          setReads((r) => [{ id: ++next, code }, ...r].slice(0, SHOWN));
          onCodeRef.current(code);
        }
        timer = window.setTimeout(look, LOOK_EVERY_MS);
      };
      void look();
    })();
    return stop;
  }, [video]);

  return { state, reads };
}
