/**
 * The open platform's secrets: client ids and secrets of apps, access tokens, webhook signing secrets, and
 * the Standard Webhooks signature (https://www.standardwebhooks.com: `v1,<base64 HMAC-SHA256 of
 * "<webhook-id>.<webhook-timestamp>.<body>">`, the key being the base64 part of `whsec_<base64>`).
 */
import crypto from 'node:crypto';

export function newClientId(): string {
  return `pmc_${crypto.randomBytes(12).toString('hex')}`;
}

export function newClientSecret(): string {
  return `pms_${crypto.randomBytes(32).toString('base64url')}`;
}

/** An access token (pmat_ + 43 characters) and the digest kept of it. */
export function newAccessToken(): { token: string; hash: Buffer } {
  const token = `pmat_${crypto.randomBytes(32).toString('base64url')}`;
  return { token, hash: tokenHash(token) };
}

export function tokenHash(token: string): Buffer {
  return crypto.createHash('sha256').update(token).digest();
}

export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString('base64')}`;
}

/** One signature of the webhook-signature header: `v1,<base64>`. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const mac = crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}
