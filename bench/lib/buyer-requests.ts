import { encryptCardPayload, testCardFields } from '@omoide/gateway-sandbox';

/** The requests a buyer's browser sends on the way to an order (bench/soak, bench/crowd). */

/** The card form's token call: the card encrypted for the shop of `/api/payment/card/config`. */
export function cardTokenBody(config: Record<string, unknown>, cardNumber: string): string {
  return JSON.stringify({
    encryptionParameters: { type: 'UNIQUE_PK', apiKey: config.api_key },
    encryptedData: encryptCardPayload(String(config.public_key_pem), { card: testCardFields(cardNumber) }),
  });
}

/** `POST /api/order/process` by card with a minimal delivery name and phone. */
export function cardOrderBody(eventId: number, cardToken: unknown, fullName: string): string {
  return JSON.stringify({
    event_id: eventId,
    home_addreess: {
      full_name: fullName,
      full_name_kana: '',
      tel: '0312345678',
      address1: '',
      address2: '',
      address3: '',
    },
    payment: { payment_type: 'credit_card', card_token: cardToken },
  });
}
