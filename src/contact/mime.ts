/**
 * The one composer of the staff e-mail (decision 011): an RFC 5322 message with a text and an HTML part,
 * written here in full so every header is built one way. Visitor text reaches the headers only as RFC 2047
 * encoded words (base64, so no byte of it can end a header line) and the bodies only as base64 (so a line
 * such as "--boundary" stays inert). Header lines never pass 78 characters.
 */
const MAX_WORD = 75;
const MAX_LINE = 78;
const WRAPPER = "=?utf-8?B??=".length;

/** 4 base64 characters per 3 bytes: the most bytes whose base64 fits in a word of `length` characters. */
const bytesFor = (length: number) => Math.floor((length - WRAPPER) / 4) * 3;

/**
 * The encoded words of `text`, each at most 75 characters, never splitting a character across words
 * (a decoder would show U+FFFD); the first at most `firstWord` long (it shares a line with the header name).
 */
function encodedWords(text: string, firstWord = MAX_WORD): string[] {
  const encoder = new TextEncoder();
  const words: string[] = [];
  let chunk: number[] = [];
  // Iterating a string yields whole code points, so a surrogate pair stays together.
  for (const char of text) {
    const bytes = encoder.encode(char);
    if (chunk.length + bytes.length > bytesFor(words.length ? MAX_WORD : firstWord)) {
      words.push(word(chunk));
      chunk = [];
    }
    chunk.push(...bytes);
  }
  if (chunk.length || words.length === 0) words.push(word(chunk));
  return words;
}

function word(bytes: number[]): string {
  return `=?utf-8?B?${btoa(String.fromCharCode(...bytes))}?=`;
}

/**
 * A header field whose value is text as encoded words, one per line after the first (CRLF + space folds;
 * decoders join adjacent encoded words without the space).
 */
function textHeader(name: string, text: string): string {
  return `${name}: ${encodedWords(text, Math.min(MAX_WORD, MAX_LINE - name.length - 2)).join("\r\n ")}`;
}

/** UTF-8 → base64 in lines of 76 characters (RFC 2045). */
function base64Lines(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return (btoa(binary).match(/.{1,76}/g) ?? []).join("\r\n");
}

/** Collapses anything that could end a header line (the contact schema already refuses it; this is the backstop). */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}

/** An address as a header may carry it bare: no space, no angle bracket, no control character. */
function address(value: string): string {
  const bare = oneLine(value);
  if (!/^[^\s<>(),;:"\\]+@[^\s<>(),;:"\\]+$/.test(bare))
    throw new Error(`not a plain address: ${JSON.stringify(bare)}`);
  return bare;
}

export interface MimeMessage {
  from: string;
  to: string;
  /** The address replies go to, with an optional display name (encoded; never read as an address). */
  replyTo: { address: string; name?: string };
  subject: string;
  text: string;
  html: string;
  /** The Date header's time, and the random part of the Message-ID and boundary (tests pass their own). */
  date?: Date;
  id?: string;
}

/** RFC 5322 date: "Tue, 24 Nov 2026 02:15:00 +0000". */
function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

/** The whole message, CRLF line ends, ready for `new EmailMessage(from, to, raw)`. */
export function composeMime(message: MimeMessage): string {
  const from = address(message.from);
  const id = message.id ?? crypto.randomUUID();
  // Base64 bodies hold no "-" or "_": the boundary cannot appear inside a part.
  const boundary = `=_${id.replace(/-/g, "")}`;
  const name = message.replyTo.name ? oneLine(message.replyTo.name) : "";
  const replyTo = address(message.replyTo.address);
  const headers = [
    `From: ${from}`,
    `To: ${address(message.to)}`,
    name ? `${textHeader("Reply-To", name)}\r\n <${replyTo}>` : `Reply-To: ${replyTo}`,
    textHeader("Subject", oneLine(message.subject)),
    `Date: ${rfc5322Date(message.date ?? new Date())}`,
    `Message-ID: <${id}@${from.slice(from.lastIndexOf("@") + 1)}>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative;\r\n boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      "Content-Transfer-Encoding: base64",
      "",
      base64Lines(body.replace(/\r?\n/g, "\r\n")),
    ].join("\r\n");
  return [
    ...headers,
    "",
    part("text/plain", message.text),
    part("text/html", message.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
