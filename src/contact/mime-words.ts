/**
 * RFC 2047 encoded words for header text that is not plain ASCII (a subject, a display name): base64 in
 * UTF-8, each word at most 75 characters, never splitting a character across words (a decoder would
 * show U+FFFD), folded onto continuation lines so no header line passes 78 characters (RFC 5322).
 */
const MAX_WORD = 75;
const MAX_LINE = 78;
const WRAPPER = "=?utf-8?B??=".length;

/** 4 base64 characters per 3 bytes: the most bytes whose base64 fits in a word of `length` characters. */
const bytesFor = (length: number) => Math.floor((length - WRAPPER) / 4) * 3;

/** The words of `text`; the first one at most `firstWord` characters long (it shares a line with the header name). */
export function encodedWords(text: string, firstWord = MAX_WORD): string[] {
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
 * A header's value as encoded words, one per line after the first (CRLF + space folds; decoders join
 * adjacent encoded words without the space). `header` is the field name, which shares the first line.
 */
export function foldedWords(header: string, text: string): string {
  return encodedWords(text, Math.min(MAX_WORD, MAX_LINE - header.length - 2)).join("\r\n ");
}
