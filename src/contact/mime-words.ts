/**
 * RFC 2047 encoded words for header text that is not plain ASCII (a subject, a display name): base64 in
 * UTF-8, each word at most 75 characters, never splitting a character across words (a decoder would
 * show U+FFFD), folded onto continuation lines so no header line passes 78 characters (RFC 5322).
 */
const MAX_WORD = 75;
const WRAPPER = "=?utf-8?B??=".length;
// 4 base64 characters per 3 bytes: the most bytes whose base64 fits in one word.
const MAX_BYTES = Math.floor((MAX_WORD - WRAPPER) / 4) * 3;

export function encodedWords(text: string): string[] {
  const encoder = new TextEncoder();
  const words: string[] = [];
  let chunk: number[] = [];
  // Iterating a string yields whole code points, so a surrogate pair stays together.
  for (const char of text) {
    const bytes = encoder.encode(char);
    if (chunk.length + bytes.length > MAX_BYTES) {
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

/** A header's value as encoded words, one per line after the first (CRLF + space folds; decoders join them). */
export function foldedWords(text: string): string {
  return encodedWords(text).join("\r\n ");
}
