import { ReadingLayout } from './reading-layout';

/** Reading pages (about, terms, privacy, imprint, trimming): white, one column, a back button. */
export default function WhiteLayout() {
  return <ReadingLayout tone="white" />;
}
