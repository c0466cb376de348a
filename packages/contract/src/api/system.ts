import { z } from 'zod';

/** System constants (spec §3 "System constant", §7 Content and system). */
export const systemConstantSchema = z.object({
  uri: z.object({ home: z.string(), password_reminder: z.string() }),
  shipping_fee: z.object({
    print_large_in_tax: z.number().int().nonnegative(),
    print_standard_in_tax: z.number().int().nonnegative(),
  }),
  /** True on the authenticated variants; the web app caches it with the constants (§3). */
  is_authenticated: z.boolean(),
});
export type SystemConstant = z.infer<typeof systemConstantSchema>;

/** `all_lang` variants: the same constants, with the language-dependent parts per language. */
export const systemConstantAllLangSchema = z.object({
  ja: systemConstantSchema,
  hant: systemConstantSchema,
  vi: systemConstantSchema,
  'en-US': systemConstantSchema,
});
export type SystemConstantAllLang = z.infer<typeof systemConstantAllLangSchema>;

/** `/api/system/constant/css`: theme variables an operator may change. */
export const systemCssSchema = z.object({ css: z.string(), variables: z.record(z.string(), z.string()) });
export type SystemCss = z.infer<typeof systemCssSchema>;
