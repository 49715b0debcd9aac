import * as z from "zod/mini";
import { isUuidV7 } from "./ids";

/** What the `CONTACT_MAIL` queue carries: the id (the message is in KV, then D1) and its delivery round. */
const makeContactMailJob = () =>
  z.object({
    id: z.string().check(z.refine(isUuidV7)),
    /** The message's `delivery.round` when queued: 0 on arrival, +1 per staff resend. */
    round: z._default(z.int().check(z.gte(0)), 0),
  });
export type ContactMailJob = z.output<ReturnType<typeof makeContactMailJob>>;
let jobSchema: ReturnType<typeof makeContactMailJob> | undefined;
/** The job's schema, built on the first job an isolate reads rather than when it starts (decision 087). */
export const contactMailJob = {
  safeParse: (body: unknown) => (jobSchema ??= makeContactMailJob()).safeParse(body),
};

/** Asks the consumer (src/contact/queue.ts) to bring a stored message into the inbox and e-mail it to staff. */
export async function enqueueContactMail(env: Pick<Env, "CONTACT_MAIL">, id: string, round = 0): Promise<void> {
  await env.CONTACT_MAIL.send({ id, round } satisfies ContactMailJob, { contentType: "json" });
}
