'use client';

import { Button, Drawer } from 'antd';
import { type ReactNode, useState } from 'react';

/** A panel's width over a page: `px` at most, never wider than the screen (a phone). */
export const fitWidth = (px: number) => `min(100vw, ${px}px)`;

/** A drawer over a page, `width` pixels at most; what it shows is dropped once it closes. */
export function SideDrawer({
  open,
  onClose,
  title,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer open={open} onClose={onClose} title={title} width={fitWidth(width)} destroyOnHidden>
      {children}
    </Drawer>
  );
}

/**
 * A button and the panel (drawer or dialog) it opens: `panel` draws it, told whether it is open
 * and given the way to close it.
 */
export function PanelButton({
  icon,
  label,
  testId,
  primary,
  panel,
}: {
  icon: ReactNode;
  label: ReactNode;
  testId: string;
  primary?: boolean;
  panel: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type={primary ? 'primary' : undefined}
        icon={icon}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {label}
      </Button>
      {panel(open, () => setOpen(false))}
    </>
  );
}
