// Opening a done instance read-only in a full-size window of its own (spec §2.2 /doneReadOnly/{instId}). The
// window is opened without an opener, so it shares no session storage: the token travels in the query, always
// to this origin, and the guard takes it out of the address bar at once (authGuard CREDENTIAL_PARAMS).
import { appUrl } from '../../../session/loginRoute';

export function doneReadOnlyUrl(instId: string, token: string | undefined): string {
  const url = new URL(appUrl(`/doneReadOnly/${encodeURIComponent(instId)}`));
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

export function openDoneReadOnly(instId: string, token: string | undefined): void {
  const { availWidth, availHeight } = window.screen;
  window.open(doneReadOnlyUrl(instId, token), '_blank', `noopener,left=0,top=0,width=${availWidth},height=${availHeight}`);
}
