/**
 * RSA-OAEP (SHA-256, MGF1 with SHA-256: what WebCrypto does) for a page that has no
 * `crypto.subtle`. Browsers give WebCrypto's subtle API to secure contexts only (HTTPS,
 * localhost, 127.0.0.1), so a phone at the studio opening http://192.168.1.20:3000 has none;
 * the card must still leave the browser encrypted (decision 026). Loaded only then.
 */
export async function encryptOaepWithoutWebCrypto(publicKeyPem: string, text: string): Promise<string> {
  const { default: forge } = await import('node-forge');
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const encrypted = key.encrypt(forge.util.encodeUtf8(text), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
}
