import { zipCodeSchema } from '@omoide/contract';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { lookUpPostalCode } from '@/shared/api/address-book';
import { isApiError } from '@/shared/api/api-error';
import type { Area } from '@/shared/routing/area';
import type { OrderFormValues } from './order-form-values';

/**
 * Fills prefecture and city/town from the postal code once it has 7 digits, as Japanese
 * forms do. Only what the lookup itself filled is ever replaced or cleared: an address the
 * buyer typed is kept. A failed lookup (other than a lost sign-in) clears the filled address
 * (spec §8) so a wrong town never stays next to a corrected code.
 */
export function usePostalLookup(prefix: 'home' | 'shipping', area: Area) {
  const { control, getValues, setValue } = useFormContext<OrderFormValues>();
  const zip = useWatch({ control, name: `${prefix}.zip_code` });
  const filled = useRef<{ prefecture: string; address1: string } | null>(null);
  const lastZip = useRef<string | null>(null);

  useEffect(() => {
    const parsed = zipCodeSchema.safeParse(zip ?? '');
    if (!parsed.success) {
      lastZip.current = null;
      return;
    }
    if (parsed.data === lastZip.current) return;
    lastZip.current = parsed.data;
    const controller = new AbortController();
    const stillOurs = (field: 'prefecture_id' | 'address1', value: string | undefined) => {
      const current = getValues(`${prefix}.${field}`) ?? '';
      return current === '' || current === value;
    };
    const fill = (prefecture: string, address1: string) => {
      const before = filled.current;
      if (stillOurs('prefecture_id', before?.prefecture))
        setValue(`${prefix}.prefecture_id`, prefecture, { shouldValidate: prefecture !== '' });
      if (stillOurs('address1', before?.address1))
        setValue(`${prefix}.address1`, address1, { shouldValidate: address1 !== '' });
      filled.current = prefecture || address1 ? { prefecture, address1 } : null;
    };
    lookUpPostalCode(area, parsed.data, controller.signal)
      .then((answer) => {
        const [first] = answer.addresses;
        if (first) fill(first.prefecture_id, `${first.city}${first.town}`);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.status === 401)) return;
        if (filled.current) fill('', '');
      });
    return () => controller.abort();
  }, [zip, area, prefix, getValues, setValue]);
}
