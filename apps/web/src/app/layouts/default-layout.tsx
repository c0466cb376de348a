import { BrowsingLayout } from './browsing-layout';

/** Member browsing pages: header, tab bar on phones, app promotion in the footer. */
export default function DefaultLayout() {
  return <BrowsingLayout area="member" />;
}
