// Identifiers and timestamps in the Hotent style: numeric string ids, 'yyyy-MM-dd HH:mm:ss' local times.

let lastId = 0n;

/** A numeric string id that grows with time, so ordering by id is ordering by creation. */
export function newId(): string {
  let candidate = BigInt(Date.now()) * 1000n;
  if (candidate <= lastId) candidate = lastId + 1n;
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
