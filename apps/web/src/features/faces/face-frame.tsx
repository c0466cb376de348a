import type { FaceBox } from '@omoide/contract';
import { boxStyle } from './face-box';
import styles from './face-frame.module.css';

interface FaceFrameProps {
  src: string;
  alt: string;
  boxes: readonly FaceBox[];
  /** 'problem' draws the outlines as a warning (several faces, too small…). */
  tone?: 'ok' | 'problem';
  size?: 'thumb' | 'preview';
}

/** An image with the faces found in it outlined; the outlines scale with the image. */
export function FaceFrame({ src, alt, boxes, tone = 'ok', size = 'preview' }: FaceFrameProps) {
  return (
    <span className={`${styles.frame} ${styles[size]}`}>
      <img src={src} alt={alt} className={styles.image} decoding="async" draggable={false} />
      {boxes.map((box, index) => (
        <span
          // Boxes have no identity of their own; their order is the server's.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={`${styles.outline} ${tone === 'problem' ? styles.problem : ''}`}
          style={boxStyle(box)}
          data-face-box={tone}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
