export interface SmsMessage {
  /** E.164: "+35799123456" */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export const noSmsSender: SmsSender = { name: 'none', send: async () => {} };

/**
 * A generic HTTP SMS gateway: POST {to, from, text} as JSON to
 * SMS_PROVIDER_URL with `Authorization: Bearer SMS_PROVIDER_TOKEN`. Most
 * gateways accept this shape directly or through a small relay; one that
 * does not gets its own adapter behind the same interface.
 */
export function createHttpSmsSender(options: { url: string; token?: string; sender: string }): SmsSender {
  return {
    name: 'http',
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, from: options.sender, text: message.text }),
        // The codes go to the gateway the operator configured and nowhere a redirect names (ADR 0083).
        redirect: 'error',
        // A stuck gateway must not hold the sign-in request forever.
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
