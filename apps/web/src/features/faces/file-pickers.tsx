import type { ChangeEvent } from 'react';
import { Icon, type IconName } from '@/shared/ui';
import styles from './child-photo.module.css';

interface FilePickersProps {
  disabled: boolean;
  chooseLabel: string;
  cameraLabel: string;
  /** Names the hint or reason the pickers are off, for assistive tech. */
  describedBy?: string;
  /** Several photos may be chosen at once (the camera always takes one). */
  multiple: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * "Choose photos" and "Take a photo": two file inputs, the second asking for the front
 * camera (`capture="user"`; desktop browsers open the file chooser for both). Each input
 * sits inside its label, styled as a button, so the whole button is the target.
 */
export function FilePickers({
  disabled,
  chooseLabel,
  cameraLabel,
  describedBy,
  multiple,
  onFiles,
}: FilePickersProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared, so picking the same files again is a change too.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  const picker = { disabled, describedBy, onChange };
  const pickerClass = `${styles.picker} ${disabled ? styles.pickerDisabled : ''}`;
  return (
    <div className={styles.pickers}>
      <FilePicker {...picker} className={pickerClass} icon="images" label={chooseLabel} multiple={multiple} />
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
  multiple?: boolean;
  disabled: boolean;
  describedBy?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** One image file input inside its button-like label. */
function FilePicker({
  className,
  icon,
  label,
  capture,
  multiple,
  disabled,
  describedBy,
  onChange,
}: FilePickerProps) {
  return (
    <label className={className}>
      <input
        type="file"
        accept="image/*"
        capture={capture}
        multiple={multiple}
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
