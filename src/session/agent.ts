// Agent mode (spec §6): while a user acts for a leader on task pages, every call carries leaderId.
// Kept in session storage so it ends with the tab and is wiped with the session on logout or 401.
const LEADER_KEY = 'agentLeaderId';

/** '0' or '' = no agent mode. */
export function getAgentLeaderId(): string {
  try {
    return sessionStorage.getItem(LEADER_KEY) ?? '';
  } catch {
    return '';
  }
}

export function setAgentLeaderId(id: string): void {
  if (id && id !== '0') sessionStorage.setItem(LEADER_KEY, id);
  else sessionStorage.removeItem(LEADER_KEY);
}

/** The leader id to add to calls made from the given page path, or '' outside agent mode. */
export function agentLeaderIdFor(pathname: string): string {
  const id = getAgentLeaderId();
  return id && id !== '0' && pathname.includes('/task/') ? id : '';
}
