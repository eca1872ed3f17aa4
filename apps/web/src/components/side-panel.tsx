'use client';

import { Button, Drawer, Modal } from 'antd';
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

/** The button that opens a panel (drawer or dialog): its icon, its words, its test id. */
export interface Opener {
  icon: ReactNode;
  label: string;
  testId: string;
  primary?: boolean;
}

/** A panel's button, and whether the panel it opens is open. */
export function useOpener(opener: Opener) {
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type={opener.primary ? 'primary' : undefined}
      icon={opener.icon}
      onClick={() => setOpen(true)}
      data-testid={opener.testId}
    >
      {opener.label}
    </Button>
  );
  return { open, close: () => setOpen(false), button };
}

interface PanelButtonProps {
  opener: Opener;
  /** The opener's words unless said. */
  title?: ReactNode;
  width: number;
  /** What the panel shows, given the way to close it. */
  children: (close: () => void) => ReactNode;
}

/** A button and the drawer it opens. */
export function DrawerButton({ opener, title, width, children }: PanelButtonProps) {
  const { open, close, button } = useOpener(opener);
  return (
    <>
      {button}
      <SideDrawer open={open} onClose={close} title={title ?? opener.label} width={width}>
        {children(close)}
      </SideDrawer>
    </>
  );
}

/** A button and the dialog it opens: no footer, the dialog's form has its own button. */
export function DialogButton({ opener, title, width, children }: PanelButtonProps) {
  const { open, close, button } = useOpener(opener);
  return (
    <>
      {button}
      <Modal
        open={open}
        title={title ?? opener.label}
        onCancel={close}
        destroyOnHidden
        footer={null}
        width={fitWidth(width)}
      >
        {children(close)}
      </Modal>
    </>
  );
}
