/**
 * Ids of messages and audit entries: UUIDv7s, which carry 48 bits of Unix milliseconds first, so sorting by
 * id is sorting by time (the inbox pages by id: decision 090).
 */

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isUuidV7(value: unknown): value is string {
  return typeof value === "string" && UUID_V7.test(value);
}

/** A UUIDv7: 48 bits of Unix milliseconds, then random bits (RFC 9562). */
export function newId(time: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let t = time;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The milliseconds written in a UUIDv7. */
export function timeOfId(id: string): number {
  return parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

/** The smallest UUIDv7 of the millisecond `time`: `id < idFloor(t)` holds exactly for ids made before `t`. */
export function idFloor(time: number): string {
  const hex = Math.max(0, Math.floor(time)).toString(16).padStart(12, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}
