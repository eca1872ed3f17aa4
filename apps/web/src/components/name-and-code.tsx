import { Typography } from 'antd';

/** A customer (or any coded thing) in a table cell: its name, and its code in grey under it. */
export function NameAndCode({ name, code }: { name: string; code: string }) {
  return (
    <>
      <div>{name}</div>
      <Typography.Text type="secondary">{code}</Typography.Text>
    </>
  );
}
