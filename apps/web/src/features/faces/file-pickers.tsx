import type { ChangeEvent } from 'react';
import { Icon, type IconName } from '@/shared/ui';
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
  const picker = { disabled, describedBy, onChange };
  const pickerClass = `${styles.picker} ${disabled ? styles.pickerDisabled : ''}`;
  return (
    <div className={styles.pickers}>
      <FilePicker {...picker} className={pickerClass} icon="images" label={chooseLabel} />
      <FilePicker
        {...picker}
        className={`${pickerClass} ${styles.pickerSecondary}`}
        icon="camera"
        label={cameraLabel}
        capture="user"
      />
    </div>
  );
}

interface FilePickerProps {
  className: string;
  icon: IconName;
  label: string;
  capture?: 'user';
  disabled: boolean;
  describedBy?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** One image file input inside its button-like label. */
function FilePicker({ className, icon, label, capture, disabled, describedBy, onChange }: FilePickerProps) {
  return (
    <label className={className}>
      <input
        type="file"
        accept="image/*"
        capture={capture}
        className="visually-hidden"
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <Icon name={icon} size={20} />
      <span>{label}</span>
    </label>
  );
}
