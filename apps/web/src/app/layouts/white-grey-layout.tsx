import { ReadingLayout } from './reading-layout';

/** Forms (contact, order, event code): white cards on a grey page, no distracting nav. */
export default function WhiteGreyLayout() {
  return <ReadingLayout tone="grey" />;
}
