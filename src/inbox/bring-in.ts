import { Intake } from "./intake";
import { getMessage, insertMessage, type InboxMessage } from "./queries";
import { personHash } from "./person";

/**
 * A message as D1 has it, copying it in from its KV intake copy first when D1 does not have it yet
 * (decision 090). The copy is deleted once D1 has the message: from then on D1 is the only record. `message` is
 * null when neither store has it (erased, deleted, expired, or a KV write not yet visible here); `copied` says
 * this call brought it in. `knownCopy`: the caller saw the copy in KV (the reconciler), so a copy that outlived
 * its delete is removed even when D1 already has the message. Throws when a store does.
 */
export async function bringIn(
  env: Env,
  id: string,
  now: () => number = Date.now,
  { knownCopy = false } = {},
): Promise<{ message: InboxMessage | null; copied: boolean }> {
  const intake = new Intake(env.CONTACT_MESSAGES, now);
  const inInbox = await getMessage(env.DB, id);
  if (inInbox) {
    if (knownCopy) await intake.remove(id);
    return { message: inInbox, copied: false };
  }
  const copy = await intake.get(id);
  if (!copy) return { message: null, copied: false };
  const copied = await insertMessage(env.DB, copy, await personHash(copy.email));
  const message = await getMessage(env.DB, id);
  await intake.remove(id);
  return { message, copied };
}
