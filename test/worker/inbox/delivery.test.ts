import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  deliveryStep,
  NO_ANSWER,
  NOT_TRIED,
  UNKNOWN_OUTCOME,
  type DeliveryEvent,
  type DeliveryStateName,
} from "../../../src/inbox/delivery";
import { getMessage, type InboxMessage } from "../../../src/inbox/queries";
import { inInbox } from "../fixtures/inbox";
import { keepingQueue, refusingQueue } from "../fixtures/staff";

type Lap = "first" | "requeued";
const STATES: DeliveryStateName[] = ["waiting", "sending", "retrying", "sent", "failed", "untried"];
const EVENTS: DeliveryEvent[] = [
  "claim",
  "send-failed",
  "sent",
  "unknown-outcome",
  "gave-up",
  "deadline",
  "queue-refused",
  "resend",
  "inbox-back",
];
const EARLIER_ERROR = "451 earlier try";

interface Expected {
  to: DeliveryStateName;
  /** last_error after the step, when the step sets or keeps one. */
  reason?: string;
  /** The round's job is queued again. */
  requeued?: true;
  /** A new round starts (its job queued, when `requeued`). */
  newRound?: true;
  /** The fault path of decision 091 (or the finding) this row is for. */
  path?: string;
}

/**
 * The machine as the product needs it, written here by hand rather than read from the module: every
 * (state, lap, event) the table does not name must change nothing. The fault paths of decision 091 and
 * docs/security.md are named rows.
 */
const SPEC: Partial<Record<`${DeliveryStateName}/${Lap}/${DeliveryEvent}`, Expected>> = {};
const rule = (states: DeliveryStateName[], laps: Lap[], event: DeliveryEvent, expected: Expected) => {
  for (const state of states) for (const lap of laps) SPEC[`${state}/${lap}/${event}`] = expected;
};
const BOTH: Lap[] = ["first", "requeued"];
rule(["waiting", "retrying"], BOTH, "claim", { to: "sending" });
rule(["sending"], BOTH, "send-failed", { to: "retrying", reason: "451 now" });
rule(["sending"], BOTH, "sent", { to: "sent", path: "F8: the consumer's next try finds the note in KV" });
rule(["retrying"], BOTH, "sent", { to: "sent" });
rule(["failed"], BOTH, "sent", { to: "sent", path: "F8: a note recorded after the deadline failed it" });
rule(["sending"], BOTH, "unknown-outcome", { to: "failed", reason: UNKNOWN_OUTCOME, path: "F8, the note lost" });
rule(["retrying"], BOTH, "gave-up", { to: "failed", reason: EARLIER_ERROR });
rule(["sending"], BOTH, "gave-up", { to: "failed", reason: UNKNOWN_OUTCOME });
rule(["waiting"], ["first"], "gave-up", {
  to: "waiting",
  requeued: true,
  path: "F7 / v4-L3: the dead letter finds no try made (D1 down): queued once more, not failed",
});
rule(["waiting"], ["requeued"], "gave-up", {
  to: "untried",
  reason: NOT_TRIED,
  path: "F7 twice: failed, untried in the first round (the reconciler restarts it once: v5-I4)",
});
rule(["waiting"], ["first"], "deadline", {
  to: "waiting",
  requeued: true,
  path: "F6, F7: pending past the deadline, the job lost: queued once more",
});
rule(["retrying"], ["first"], "deadline", {
  to: "retrying",
  requeued: true,
  path: "F6, F7 after failed tries: queued once more, their error kept",
});
rule(["waiting", "retrying"], ["requeued"], "deadline", {
  to: "failed",
  reason: NO_ANSWER,
  path: "F6 twice: the second job lost too",
});
rule(["sending"], BOTH, "deadline", {
  to: "failed",
  reason: UNKNOWN_OUTCOME,
  path: "F8, the note lost, found by the reconciler",
});
rule(["waiting", "retrying"], BOTH, "queue-refused", { to: "failed", reason: "queue: refused" });
rule(STATES, BOTH, "resend", { to: "waiting", newRound: true });
rule(["untried"], BOTH, "inbox-back", {
  to: "waiting",
  requeued: true,
  newRound: true,
  path: "v5-I4: failed with no send ever tried (D1 down two rounds): the reconciler starts one new round",
});

/** A message in D1 put in `state` (and lap) of round 0, with an earlier try's error where it would have one. */
async function messageIn(state: DeliveryStateName, lap: Lap): Promise<InboxMessage> {
  const { id } = await inInbox();
  const error = { retrying: EARLIER_ERROR, failed: EARLIER_ERROR, untried: NOT_TRIED }[state as string] ?? null;
  await env.DB.prepare("UPDATE messages SET delivery_state = ?, requeued = ?, last_error = ? WHERE id = ?")
    .bind(state, lap === "requeued" ? 1 : 0, error, id)
    .run();
  return (await getMessage(env.DB, id))!;
}

describe("delivery: one state machine (src/inbox/delivery.ts, decision 097)", () => {
  const cases = STATES.flatMap((state) =>
    (["first", "requeued"] as Lap[]).flatMap((lap) => EVENTS.map((event) => ({ state, lap, event }))),
  );

  it.each(cases)("$state ($lap lap) × $event", async ({ state, lap, event }) => {
    const expected = SPEC[`${state}/${lap}/${event}`];
    const before = await messageIn(state, lap);
    const { jobs, queue } = keepingQueue();
    const reason = event === "queue-refused" ? "queue: refused" : "451 now";
    const stepped = await deliveryStep({ DB: env.DB, CONTACT_MAIL: queue }, before, event, {
      now: new Date().toISOString(),
      reason,
    });
    const after = (await getMessage(env.DB, before.id))!;
    if (!expected) {
      expect(stepped).toEqual({ to: null, message: null, requeued: false });
      expect(after).toEqual(before);
      expect(jobs).toEqual([]);
      return;
    }
    expect(stepped.to, expected.path).toBe(expected.to);
    expect(after.deliveryState).toBe(expected.to);
    if (expected.reason) expect(after.delivery.lastError).toBe(expected.reason);
    const round = expected.newRound ? 1 : 0;
    expect(after.delivery.round ?? 0).toBe(round);
    expect(jobs).toEqual(expected.requeued ? [{ id: before.id, round }] : []);
    expect(stepped.requeued).toBe(Boolean(expected.requeued));
    if (event === "claim") expect(after.delivery.attempts).toBe(before.delivery.attempts + 1);
  });

  it("a queue that refuses the job again fails the message with the queue's reason instead", async () => {
    const before = await messageIn("waiting", "first");
    const stepped = await deliveryStep({ DB: env.DB, CONTACT_MAIL: refusingQueue }, before, "deadline", {
      now: new Date().toISOString(),
    });
    expect(stepped.to).toBe("failed");
    expect(stepped.message?.delivery.lastError).toMatch(/^queue: Error: queue unavailable/);
  });

  it("an untried message whose new round the queue refuses is failed with the queue's reason", async () => {
    const before = await messageIn("untried", "requeued");
    const stepped = await deliveryStep({ DB: env.DB, CONTACT_MAIL: refusingQueue }, before, "inbox-back", {
      now: new Date().toISOString(),
    });
    expect(stepped.to).toBe("failed");
    expect(stepped.message?.delivery).toMatchObject({ state: "failed", round: 1 });
    expect(stepped.message?.delivery.lastError).toMatch(/^queue: Error: queue unavailable/);
  });
});
