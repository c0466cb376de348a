import { z } from 'zod';

/**
 * `GET /api/payment/card/config`: what the browser needs to turn card data into a token at
 * the card gateway (spec §3 "Card payment helpers", §7 "Card payment gateway"): the shop, its
 * token endpoints and its public key. Public by nature; the shop's secret key is never here.
 */
export const cardShopPublicConfigSchema = z.object({
  shop_id: z.string(),
  /** Token v2: JSON `{ encryptionParameters: { type: 'UNIQUE_PK', apiKey }, encryptedData }`. */
  token_url_v2: z.string(),
  /** Token v1: form fields Encrypted, ShopID, KeyHash. */
  token_url_v1: z.string(),
  /**
   * The Rakuten card's token endpoint (`r_credit_card`): JSON `{ serviceId, encryptedData }`
   * answers a card token and a separate CVV token (docs/decisions/011).
   */
  r_card_token_url: z.string(),
  api_key: z.string(),
  /** RSA public key (SPKI, PEM); card data is encrypted with RSA-OAEP and SHA-256. */
  public_key_pem: z.string(),
  /** SHA-256 (hex) of the public key, sent with token v1. */
  key_hash: z.string(),
});
export type CardShopPublicConfig = z.infer<typeof cardShopPublicConfigSchema>;
