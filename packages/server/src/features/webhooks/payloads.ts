// Issue 42 (decisions.md 18): what a delivery sends. The Standard Webhooks body is
// `{type, timestamp, data}` (timestamp: when the event happened, ISO 8601); the Slack-compatible
// body is `{text}`, one line in the company's language. Both are signed with the standardwebhooks
// library (the specification's reference implementation): `webhook-id` (the delivery's message
// id, the same on every attempt), `webhook-timestamp` (Unix seconds of this attempt) and
// `webhook-signature` (`v1,<base64 HMAC-SHA256>` over "{id}.{timestamp}.{body}").
import { Webhook } from 'standardwebhooks';
import type { Language } from '@talentpool/domain/language';
import { messages, type MessageKey } from '@talentpool/domain/messages';

export function bodyOf(input: {
  format: 'standard' | 'slack';
  type: string;
  occurredAt: Date;
  data: Record<string, unknown>;
  lang: string;
}): string {
  if (input.format === 'slack') {
    const lang: Language = input.lang === 'ar' ? 'ar' : 'en';
    const key = `webhooks.event.${input.type}`;
    const event = key in messages[lang] ? messages[lang][key as MessageKey] : input.type;
    const ids = ['applicationId', 'jobId', 'interviewId', 'offerId']
      .filter((name) => typeof input.data[name] === 'string')
      .map((name) => `${name} ${String(input.data[name])}`);
    const detail = ids.length > 0 ? ` (${ids.join(', ')})` : '';
    return JSON.stringify({
      text: messages[lang]['webhooks.chat.line']
        .replace('{event}', event)
        .replace('{detail}', detail),
    });
  }
  return JSON.stringify({
    type: input.type,
    timestamp: input.occurredAt.toISOString(),
    data: input.data,
  });
}

/**
 * The signer of a secret, kept while it is used (a burst signs thousands with one secret: its
 * key is decoded once). Bounded: emptied when it holds more than `signersMax`.
 */
const signers = new Map<string, Webhook>();
const signersMax = 500;

export function signerOf(secret: string): Webhook {
  let signer = signers.get(secret);
  if (!signer) {
    if (signers.size >= signersMax) signers.clear();
    signer = new Webhook(secret);
    signers.set(secret, signer);
  }
  return signer;
}

/** The three Standard Webhooks headers of one attempt. */
export function signedHeaders(
  signer: Webhook,
  messageId: string,
  at: Date,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signer.sign(messageId, at, body),
  };
}
