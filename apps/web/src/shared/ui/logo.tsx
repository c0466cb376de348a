import { PRODUCT_NAME } from '@/shared/config';
import styles from './logo.module.css';

interface LogoProps {
  size?: number;
  showName?: boolean;
  /** Drop the word mark on phones, where a header also needs room for back and language. */
  compactOnPhone?: boolean;
}

/** The mark (a camera lens with a warm centre) and the word mark. */
export function Logo({ size = 32, showName = true, compactOnPhone = false }: LogoProps) {
  return (
    <span className={styles.logo}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
        <circle cx="32" cy="34" r="14" fill="none" stroke="#fff" strokeWidth="5" />
        <circle cx="32" cy="34" r="5" fill="var(--color-accent)" />
        <rect x="20" y="12" width="12" height="6" rx="2" fill="#fff" />
      </svg>
      {showName ? (
        <span className={`${styles.name} ${compactOnPhone ? styles.hideOnPhone : ''}`}>{PRODUCT_NAME}</span>
      ) : null}
    </span>
  );
}
