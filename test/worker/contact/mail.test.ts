import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { composeContactMail } from "../../../src/contact/mail";
import type { StoredMessage } from "../../../src/contact/message-store";
import worker from "../../../src/index";
import { postJson, store, storedMessage, validMessage, waitForState } from "../fixtures/contact";

const config = { from: env.MAIL_FROM, to: env.MAIL_TO, origin: "https://www.ludora.example" };

function newMessage(overrides: Partial<StoredMessage> = {}) {
  return store().create({ locale: "fr", page: "/contact", ...validMessage, ...overrides });
}

/**
 * Runs the worker's queue handler on one job, as the Queue would deliver it on its `attempts`-th try.
 * The test batch does not report retry options, so the delay asked for is noted on the way through.
 */
async function deliver(queue: string, id: string, attempts: number, mailer: SendEmail = env.MAILER) {
  const batch = createMessageBatch(queue, [{ id: `job-${attempts}`, timestamp: new Date(), attempts, body: { id } }]);
  const job = batch.messages[0]!;
  const retry = job.retry.bind(job);
  let retryDelay: number | undefined;
  job.retry = (options?: QueueRetryOptions) => {
    retryDelay = options?.delaySeconds;
    retry(options);
  };
  const ctx = createExecutionContext();
  await worker.queue!(batch, { ...env, MAILER: mailer });
  return { ...(await getQueueResult(batch, ctx)), retryDelay };
}

/** Mail text parts use CRLF line ends; compare with what the visitor typed. */
const lf = (text: string | undefined) => text?.replace(/\r\n/g, "\n");

/** The real local send_email binding, with a note of what went through it. */
function recordingMailer() {
  const sent: { from: string; to: string }[] = [];
  const mailer = {
    send: (message: EmailMessage) => {
      sent.push({ from: message.from, to: message.to });
      return env.MAILER.send(message);
    },
  } as SendEmail;
  return { sent, mailer };
}

// The one allowed mock: the local binding cannot be made to fail on demand.
const failingMailer = {
  send: () => Promise.reject(new Error("451 temporary failure, try later")),
} as unknown as SendEmail;

describe("the staff e-mail", () => {
  it("is From the site, To staff, Reply-To the visitor, subject [Contact] <subject>, text and HTML", async () => {
    const message = await newMessage({ company: "Musée & Cie" });
    const mail = composeContactMail(message, config);
    const parsed = await PostalMime.parse(mail.raw);
    expect(parsed.from?.address).toBe(env.MAIL_FROM);
    expect(parsed.to?.map((a) => a.address)).toEqual([env.MAIL_TO]);
    expect(parsed.replyTo?.map((a) => [a.name, a.address])).toEqual([["Jeanne Martin", "jeanne.martin@example.fr"]]);
    expect(parsed.subject).toBe("[Contact] Un serious game pour nos visiteurs");
    expect(lf(parsed.text)).toContain(validMessage.message);
    expect(parsed.text).toContain("Musée & Cie");
    expect(parsed.text).toContain(`https://www.ludora.example/admin`);
    expect(parsed.html).toContain("Musée &#38; Cie");
    expect(parsed.html).toContain("nous aimerions un jeu pour l&#39;exposition de printemps.");
    expect(parsed.attachments).toEqual([]);
    expect(mail.raw).toContain("\r\n");
    expect(mail.raw).not.toMatch(/[^\r]\n/);
  });

  it("escapes everything the visitor wrote in the HTML part", async () => {
    const message = await newMessage({
      firstName: "<b>Eve</b>",
      subject: "<img src=x onerror=alert(1)>",
      message: "</p><script>alert('x')</script>",
    });
    const parsed = await PostalMime.parse(composeContactMail(message, config).raw);
    expect(parsed.html).not.toContain("<script>");
    expect(parsed.html).not.toContain("<img");
    expect(parsed.html).not.toContain("<b>Eve");
    expect(parsed.html).toContain("&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;");
    expect(parsed.subject).toBe("[Contact] <img src=x onerror=alert(1)>");
  });

  it("cannot be given an extra header through the subject or the name", async () => {
    // The schema refuses these; the composer must hold even if one got through.
    const message = await newMessage({
      subject: "Hello\r\nBcc: victim@example.com",
      lastName: "Martin\r\nX-Injected: yes",
    });
    const mail = composeContactMail(message, config);
    const parsed = await PostalMime.parse(mail.raw);
    const names = parsed.headers.map((header) => header.key);
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("x-injected");
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe("[Contact] Hello Bcc: victim@example.com");
  });

  it("keeps a message of dashes and long lines inert (base64 bodies)", async () => {
    const tricky = `--boundary\r\nContent-Type: text/html\r\n\r\n<h1>x</h1>\n${"é".repeat(3000)}`;
    const message = await newMessage({ message: tricky });
    const parsed = await PostalMime.parse(composeContactMail(message, config).raw);
    expect(lf(parsed.text)).toContain(lf(tricky));
    expect(parsed.attachments).toEqual([]);
  });
});

describe("the mail queue consumer", () => {
  it("sends through the send_email binding and marks the message sent", async () => {
    const message = await newMessage();
    const { sent, mailer } = recordingMailer();
    const result = await deliver("contact-mail", message.id, 1, mailer);
    expect(result.explicitAcks).toEqual(["job-1"]);
    expect(result.retryMessages).toEqual([]);
    expect(sent).toEqual([{ from: env.MAIL_FROM, to: env.MAIL_TO }]);
    const stored = await storedMessage(message.id);
    expect(stored?.delivery).toMatchObject({ state: "sent", attempts: 1 });
  });

  it("delivers a message posted to the API, through the real local queue", async () => {
    const res = await postJson({ ...validMessage, subject: "Through the queue" });
    const { id } = (await res.json()) as { id: string };
    const sent = await waitForState(id, "sent");
    expect(sent.subject).toBe("Through the queue");
  });

  it("retries a failing send with growing delays, then the dead-letter queue marks it failed", async () => {
    const message = await newMessage({ subject: "Mail server down" });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await deliver("contact-mail", message.id, attempt, failingMailer);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toHaveLength(1);
      delays.push(result.retryDelay ?? 0);
      const stored = await storedMessage(message.id);
      expect(stored?.delivery).toMatchObject({ state: "pending", attempts: attempt });
      expect(stored?.delivery.lastError).toContain("451 temporary failure");
    }
    expect(delays).toEqual([60, 120, 240, 480, 960]);
    // After the last try (max_retries = 4) the Queue hands the job to contact-mail-dlq.
    const dead = await deliver("contact-mail-dlq", message.id, 1);
    expect(dead.explicitAcks).toEqual(["job-1"]);
    const failed = await storedMessage(message.id);
    expect(failed?.delivery.state).toBe("failed");
    // Nothing the visitor wrote is lost.
    expect(failed).toMatchObject({
      subject: "Mail server down",
      message: validMessage.message,
      email: validMessage.email,
    });
  });

  it("does not send a message twice when the job is delivered again", async () => {
    const message = await newMessage();
    await deliver("contact-mail", message.id, 1);
    const { sent, mailer } = recordingMailer();
    const again = await deliver("contact-mail", message.id, 1, mailer);
    expect(again.explicitAcks).toEqual(["job-1"]);
    expect(sent).toEqual([]);
  });

  it("drops the job of a message staff deleted meanwhile, and junk jobs", async () => {
    const message = await newMessage();
    await store().delete(message.id);
    const { sent, mailer } = recordingMailer();
    expect((await deliver("contact-mail", message.id, 1, mailer)).explicitAcks).toEqual(["job-1"]);
    const batch = createMessageBatch("contact-mail", [
      { id: "junk", timestamp: new Date(), attempts: 1, body: { id: "../../etc" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue!(batch, { ...env, MAILER: mailer });
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["junk"]);
    expect(sent).toEqual([]);
  });
});
