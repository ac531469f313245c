import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** The newest 6-digit code mailed to `email`, read from the dev outbox as a person would. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/merchant/dev/outbox?to=${encodeURIComponent(email)}`);
      const { data } = (await answer.json()) as { data: { items: OutboxEmail[] } };
      code = data.items[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** A fresh address per test run, so tests never trip over each other's accounts. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
