import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import styles from './content.module.css';

type Props = {
  heading: string;
  /** h2 for a page's own editor (news), h3 inside a list (FAQ categories and entries). */
  level?: 2 | 3;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The frame of every content editor: a form named by its heading, Save and Cancel, and
 * Escape to cancel (not while saving, so a save under way is never left half seen).
 */
export function EditorForm({ heading, level = 3, busy, onSubmit, onCancel, children }: Props) {
  const { t } = useTranslation('studio');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <form
      className={styles.editor}
      noValidate
      aria-label={heading}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
    >
      <Heading>{heading}</Heading>
      {children}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {t('content.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('content.cancel')}
        </Button>
      </div>
    </form>
  );
}
