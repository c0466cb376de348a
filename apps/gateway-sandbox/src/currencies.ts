/**
 * Currency types of spec §3: 1 yen, 2 USD, 3 TWD, 4 VND. A file of its own: charges, the DCC
 * ledger, wallets and store slips all name currencies, and charges imports the DCC ledger.
 */
export const CURRENCY_CODES: Readonly<Record<number, string>> = { 1: 'JPY', 2: 'USD', 3: 'TWD', 4: 'VND' };
