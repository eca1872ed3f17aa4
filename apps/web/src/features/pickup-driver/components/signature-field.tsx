'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';

export interface SignatureHandle {
  /** The signature as a PNG, or null when nothing was drawn. */
  toBlob(): Promise<Blob | null>;
}

/** The shipper signs on the driver's screen (signature_pad on a canvas sized to the device). */
export const SignatureField = forwardRef<SignatureHandle>(function SignatureField(_props, ref) {
  const t = useTranslations('pickupDriver');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    pad.current = new SignaturePad(el, { penColor: '#0b2a4a' });
    return () => pad.current?.off();
  }, []);

  useImperativeHandle(ref, () => ({
    toBlob: () =>
      new Promise((resolve) => {
        if (!pad.current || pad.current.isEmpty() || !canvas.current) return resolve(null);
        canvas.current.toBlob((b) => resolve(b), 'image/png');
      }),
  }));

  return (
    <div>
      <canvas
        ref={canvas}
        aria-label={t('signatureArea')}
        data-testid="signature-pad"
        style={{
          width: '100%',
          height: 160,
          border: '1px dashed #8c8c8c',
          borderRadius: 8,
          touchAction: 'none',
          background: '#fff',
        }}
      />
      <Button size="small" onClick={() => pad.current?.clear()} style={{ marginTop: 4 }}>
        {t('clearSignature')}
      </Button>
    </div>
  );
});
