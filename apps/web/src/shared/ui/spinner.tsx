import styles from './spinner.module.css';

/** A busy indicator; `label` is announced, the ring itself is decorative. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.ring} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
