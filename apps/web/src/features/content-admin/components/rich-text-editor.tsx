'use client';

import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Space, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { uploadImage } from '../api/upload';
import styles from './content-admin.module.css';

/**
 * The bilingual post editor's rich-text field (TipTap). It produces the tags the API's
 * allow-list keeps (headings, lists, links, images, quotes), so what the editor sees is what
 * the public page shows.
 */
export function RichTextEditor({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (html: string) => void;
  testId?: string;
}) {
  const t = useTranslations('contentAdmin.editor');
  const { message } = App.useApp();
  const fileRef = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
      Image,
    ],
    content: value ?? '',
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (opening another post) replaces the document.
  useEffect(() => {
    if (editor && value !== undefined && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const chain = () => editor?.chain().focus();
  const tool = (label: string, icon: React.ReactNode, active: boolean | undefined, run: () => void) => (
    <Tooltip title={label}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={label} onClick={run} />
    </Tooltip>
  );

  const insertImage = async (file: File) => {
    try {
      const { url } = await uploadImage(file);
      chain()?.setImage({ src: url, alt: '' }).run();
    } catch (err) {
      message.error(err instanceof ApiError ? (err.body.errors?.[0]?.message ?? err.message) : String(err));
    }
  };

  return (
    <div className={styles.editor} data-testid={testId}>
      <Space size={2} wrap className={styles.toolbar}>
        {tool(t('bold'), <BoldOutlined />, state?.bold, () => chain()?.toggleBold().run())}
        {tool(t('italic'), <ItalicOutlined />, state?.italic, () => chain()?.toggleItalic().run())}
        <Tooltip title={t('heading')}>
          <Button
            size="small"
            type={state?.h2 ? 'primary' : 'text'}
            aria-label={t('heading')}
            onClick={() => chain()?.toggleHeading({ level: 2 }).run()}
          >
            H2
          </Button>
        </Tooltip>
        {tool(t('bulletList'), <UnorderedListOutlined />, state?.bullet, () =>
          chain()?.toggleBulletList().run(),
        )}
        {tool(t('orderedList'), <OrderedListOutlined />, state?.ordered, () =>
          chain()?.toggleOrderedList().run(),
        )}
        <Tooltip title={t('quote')}>
          <Button
            size="small"
            type={state?.quote ? 'primary' : 'text'}
            aria-label={t('quote')}
            onClick={() => chain()?.toggleBlockquote().run()}
          >
            “ ”
          </Button>
        </Tooltip>
        {tool(t('link'), <LinkOutlined />, state?.link, () => {
          const href = window.prompt(t('linkPrompt'), editor?.getAttributes('link').href ?? 'https://');
          if (href === null) return;
          if (href === '') chain()?.unsetLink().run();
          else chain()?.extendMarkRange('link').setLink({ href }).run();
        })}
        {tool(t('image'), <PictureOutlined />, false, () => fileRef.current?.click())}
        {tool(t('undo'), <UndoOutlined />, false, () => chain()?.undo().run())}
        {tool(t('redo'), <RedoOutlined />, false, () => chain()?.redo().run())}
      </Space>
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        style={{ display: 'none' }}
        data-testid={testId ? `${testId}-image-input` : undefined}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void insertImage(f);
          e.target.value = '';
        }}
      />
      <EditorContent editor={editor} className={styles.editorContent} />
    </div>
  );
}
