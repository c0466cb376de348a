import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The sandbox's merchant accounts: like the spec's per-shop configuration (§3 "Card payment
 * helpers"), one development shop and one "production" shop, each with its own RSA key pair
 * (browsers encrypt card data with the public half), an api key (token v2) and a secret key
 * (server-to-server charges). Keys are made on first use and live as long as the process:
 * an RSA key costs a few hundred milliseconds, and most processes never take a card.
 */
export type SandboxShop = {
  shopId: string;
  name: string;
  environment: 'development' | 'production';
  apiKey: string;
  secretKey: string;
  publicKeyPem: string;
  /** SHA-256 (hex) of the public key's DER: the v1 KeyHash that names the key used. */
  keyHash: string;
  privateKey: KeyObject;
};

/** What a merchant copies from the gateway's console into its own configuration. */
export type SandboxShopCredentials = Pick<
  SandboxShop,
  'shopId' | 'apiKey' | 'secretKey' | 'publicKeyPem' | 'keyHash'
>;

export const SANDBOX_DEV_SHOP_ID = 'tshop00070001';
export const SANDBOX_LIVE_SHOP_ID = 'shop00070001';

const definitions: ReadonlyArray<Pick<SandboxShop, 'shopId' | 'name' | 'environment'>> = [
  { shopId: SANDBOX_DEV_SHOP_ID, name: 'Omoide (development)', environment: 'development' },
  { shopId: SANDBOX_LIVE_SHOP_ID, name: 'Omoide', environment: 'production' },
];

const made = new Map<string, SandboxShop>();

type StoredKeys = { apiKey: string; secretKey: string; privateKeyPem: string };

function makeShop(definition: (typeof definitions)[number], stored?: StoredKeys): SandboxShop {
  const privateKey = stored
    ? createPrivateKey(stored.privateKeyPem)
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const publicKey = createPublicKey(privateKey);
  const prefix = definition.environment === 'development' ? 'test' : 'live';
  return {
    ...definition,
    apiKey: stored?.apiKey ?? `pk_${prefix}_${randomBytes(18).toString('base64url')}`,
    secretKey: stored?.secretKey ?? `sk_${prefix}_${randomBytes(24).toString('base64url')}`,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    keyHash: createHash('sha256')
      .update(publicKey.export({ type: 'spki', format: 'der' }))
      .digest('hex'),
    privateKey,
  };
}

/** The shop of this id, its keys made on first use; undefined for an unknown id. */
export function sandboxShop(shopId: string): SandboxShop | undefined {
  const existing = made.get(shopId);
  if (existing) return existing;
  const definition = definitions.find((d) => d.shopId === shopId);
  if (!definition) return undefined;
  const shop = makeShop(definition);
  made.set(shopId, shop);
  return shop;
}

const SHOPS_FILE = 'shops.json';

/**
 * Makes the shops' keys durable in `dataDir` (a sandbox that restarts keeps its merchants'
 * keys, as a provider does), or loads the ones already there. The file is the sandbox's
 * "console": an API using a sandbox in another process reads its shop's keys from it. It
 * appears whole (written aside, then linked), so a reader never sees half of it, and of two
 * processes making it at once the first one's keys win.
 */
export function loadSandboxShops(dataDir: string): void {
  const file = path.join(dataDir, SHOPS_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const keys = Object.fromEntries(
      definitions.map((d) => {
        const shop = makeShop(d);
        const privateKeyPem = shop.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
        return [d.shopId, { apiKey: shop.apiKey, secretKey: shop.secretKey, privateKeyPem }];
      }),
    );
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, JSON.stringify(keys), { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(aside, { force: true });
    }
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredKeys>;
  for (const definition of definitions) {
    const keys = stored[definition.shopId];
    if (keys) made.set(definition.shopId, makeShop(definition, keys));
  }
}

/**
 * The credentials a merchant configures; the API's sandbox adapter reads them from here
 * (from the sandbox's data folder when it runs in a process of its own).
 */
export function sandboxShopCredentials(
  shopId: string = SANDBOX_DEV_SHOP_ID,
  dataDir?: string,
): SandboxShopCredentials {
  if (dataDir && !made.has(shopId)) loadSandboxShops(dataDir);
  const shop = sandboxShop(shopId);
  if (!shop) throw new Error(`Unknown sandbox shop ${shopId}`);
  const { apiKey, secretKey, publicKeyPem, keyHash } = shop;
  return { shopId, apiKey, secretKey, publicKeyPem, keyHash };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// Only shops whose keys exist can have handed a key out, so the lookups search those.
export function shopByApiKey(apiKey: string): SandboxShop | undefined {
  return [...made.values()].find((shop) => sameSecret(shop.apiKey, apiKey));
}

export function shopBySecretKey(secretKey: string): SandboxShop | undefined {
  return [...made.values()].find((shop) => sameSecret(shop.secretKey, secretKey));
}
