import type { ChangeEvent } from 'react';
import { Icon } from '@/shared/ui';
import styles from './child-photo.module.css';

interface FilePickersProps {
  disabled: boolean;
  chooseLabel: string;
  cameraLabel: string;
  /** Names the hint or reason the pickers are off, for assistive tech. */
  describedBy?: string;
  onFile: (file: File) => void;
}

/**
 * "Choose a photo" and "Take a photo": two file inputs, the second asking for the front
 * camera (`capture="user"`; desktop browsers open the file chooser for both). Each input
 * sits inside its label, styled as a button, so the whole button is the target.
 */
export function FilePickers({ disabled, chooseLabel, cameraLabel, describedBy, onFile }: FilePickersProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again is a change too.
    event.target.value = '';
    if (file) onFile(file);
  };
  const pickerClass = `${styles.picker} ${disabled ? styles.pickerDisabled : ''}`;
  return (
    <div className={styles.pickers}>
      <label className={pickerClass}>
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={onChange}
        />
        <Icon name="images" size={20} />
        <span>{chooseLabel}</span>
      </label>
      <label className={`${pickerClass} ${styles.pickerSecondary}`}>
        <input
          type="file"
          accept="image/*"
          capture="user"
          className="visually-hidden"
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={onChange}
        />
        <Icon name="camera" size={20} />
        <span>{cameraLabel}</span>
      </label>
    </div>
  );
}
