import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { postJson, validMessage, waitForState } from "../fixtures/contact";

/**
 * The whole failure path through the real local queue, configured by wrangler.toml itself: every send is
 * refused by the mail binding, the queue retries, and after the last try its dead-letter queue marks the
 * message `failed`. Only the delay between tries is shortened (MAIL_RETRY_DELAY_SECONDS, vitest.config.mts).
 * A wrong `max_retries` changes the count of tries; a wrong or missing `dead_letter_queue` leaves the
 * message `pending` for ever: either fails this test.
 */
describe("a message whose e-mail never goes out", () => {
  it("ends failed after 5 tries (max_retries = 4), with the visitor's text kept", async () => {
    expect((env as { MAIL_RETRY_DELAY_SECONDS?: string }).MAIL_RETRY_DELAY_SECONDS).toBe("0");
    const res = await postJson({ ...validMessage, subject: "Mail server refuses everything" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const failed = await waitForState(id, "failed", 45_000);
    // 5 tries in all, as decision 011 and wrangler.toml's comment promise: 1 + max_retries.
    expect(failed.delivery.attempts).toBe(5);
    expect(failed.delivery.lastError).toMatch(/not allowed|destination/i);
    expect(failed).toMatchObject({ subject: "Mail server refuses everything", message: validMessage.message });
  });
});
