import * as z from "zod/mini";
import { isUuidV7 } from "./ids";

/** What the `CONTACT_MAIL` queue carries: the id (the message itself stays in KV) and its delivery round. */
export const contactMailJob = z.object({
  id: z.string().check(z.refine(isUuidV7)),
  /** The message's `delivery.round` when queued: 0 on arrival, +1 per staff resend. */
  round: z._default(z.int().check(z.gte(0)), 0),
});
export type ContactMailJob = z.output<typeof contactMailJob>;

/** Asks the consumer (src/contact/queue.ts) to e-mail a stored message to staff. */
export async function enqueueContactMail(env: Env, id: string, round = 0): Promise<void> {
  await env.CONTACT_MAIL.send({ id, round } satisfies ContactMailJob, { contentType: "json" });
}

/**
 * A second look after an erasure or a deletion, once KV has settled everywhere (about a minute): whatever a
 * stale read let a late write put back in the meantime is removed (decision 041). It rides the mail queue,
 * the one queue the Worker has.
 */
export const erasureSweepJob = z.object({
  sweep: z.array(z.string().check(z.refine(isUuidV7))).check(z.maxLength(1000)),
  person: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
type ErasureSweepJob = z.output<typeof erasureSweepJob>;

/** Longer than KV takes to show a write everywhere (up to 60 s), with a margin. */
const SWEEP_DELAY_SECONDS = 120;

export async function enqueueErasureSweep(env: Env, person: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await env.CONTACT_MAIL.send({ sweep: ids, person } satisfies ErasureSweepJob, {
    contentType: "json",
    delaySeconds: SWEEP_DELAY_SECONDS,
  });
}
