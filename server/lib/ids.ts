// Identifiers and timestamps in the Hotent style: numeric string ids, 'yyyy-MM-dd HH:mm:ss' local times.

/**
 * Ids are milliseconds × 1000 plus a slot below 1000. Server processes sharing one database (PostgreSQL) each
 * own a tenth of the slots (`ID_SLOTS` from `tag × ID_SLOTS`), so two of them never make the same id in the same
 * millisecond; a process that needs more ids in one millisecond takes its slots of the next.
 */
export const ID_TAGS = 10;
const ID_SLOTS = 1000n / BigInt(ID_TAGS);

let lastId = 0n;
let firstSlot = 0n;

/** This process's share of the id slots (0 … ID_TAGS − 1): set once its database has handed it out. */
export function setIdTag(tag: number): void {
  if (!Number.isInteger(tag) || tag < 0 || tag >= ID_TAGS) throw new Error(`an id tag is 0 … ${ID_TAGS - 1}, got ${tag}`);
  firstSlot = BigInt(tag) * ID_SLOTS;
}

/** A numeric string id that grows with time, so ordering by id is ordering by creation. */
export function newId(): string {
  let candidate = BigInt(Date.now()) * 1000n + firstSlot;
  if (candidate <= lastId) candidate = lastId + 1n;
  const slot = candidate % 1000n;
  // Outside this process's slots of that millisecond: its first slot of that one, or of the next.
  if (slot < firstSlot) candidate += firstSlot - slot;
  else if (slot >= firstSlot + ID_SLOTS) candidate += 1000n - slot + firstSlot;
  lastId = candidate;
  return candidate.toString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of a local date. */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function nowText(): string {
  return formatDateTime(new Date());
}

/** 'yyyy-MM-dd' of today (local time). */
export function todayText(): string {
  return formatDate(new Date());
}
