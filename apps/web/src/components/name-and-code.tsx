import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A customer (or any coded thing) in a table cell: its name, and its code in grey under it. */
export function NameAndCode({ name, code }: { name: string; code: string }) {
  return (
    <>
      <div>{name}</div>
      <Typography.Text type="secondary">{code}</Typography.Text>
    </>
  );
}

/** An account list's cell: what the row is, and under it in small grey what goes with it (when there is one). */
export function WithNote({ main, note }: { main: ReactNode; note?: ReactNode }) {
  return (
    <>
      <div>{main}</div>
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </>
  );
}
