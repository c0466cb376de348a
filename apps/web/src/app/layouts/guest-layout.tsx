import { BrowsingLayout } from './browsing-layout';

/** Every /guest page (spec §2): guest navigation and guest-side links only. */
export default function GuestLayout() {
  return <BrowsingLayout area="guest" />;
}
