// removed by the payments split: orders/order-mail.ts still imports the zip link's mail from
// here; the download server lives in modules/downloads (decision 029). The branch that splits
// orders points that import at '../downloads/order-downloads.service' and deletes this file.
export { mailZipLink } from '../downloads/order-downloads.service';
