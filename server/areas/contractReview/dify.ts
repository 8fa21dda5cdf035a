// The review of one document by a Dify-compatible workflow API (docs/contract-review.md): the bytes go up with
// POST {baseUrl}/files/upload, then POST {baseUrl}/workflows/run (blocking) runs the workflow on that upload,
// both with the server's key. The key stays on the server: it is neither logged nor part of any message.

/** Where the review service is (FLOWDESK_AI_REVIEW_URL, FLOWDESK_AI_REVIEW_KEY, FLOWDESK_AI_REVIEW_INPUT). */
export interface ContractReviewSettings {
  /** the API root, e.g. https://dify.example.com/v1 */
  baseUrl: string;
  apiKey: string;
  /** the workflow's file input variable (default 'contract') */
  inputName?: string;
  /** for the upload and the run of one file together (default 60 s) */
  timeoutMs?: number;
}

export type ReviewService = Required<ContractReviewSettings>;

const DEFAULT_INPUT_NAME = 'contract';
const DEFAULT_TIMEOUT_MS = 60_000;
/** The service's own failure text is passed on, cut to a readable length. */
const MAX_REASON_LENGTH = 300;

/** The settings with their defaults, or undefined when the service is not configured. */
export function reviewServiceOf(settings: ContractReviewSettings | undefined): ReviewService | undefined {
  const baseUrl = settings?.baseUrl.trim().replace(/\/+$/, '');
  const apiKey = settings?.apiKey.trim();
  if (!settings || !baseUrl || !apiKey) return undefined;
  return { baseUrl, apiKey, inputName: settings.inputName?.trim() || DEFAULT_INPUT_NAME, timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS };
}

export interface ReviewProblem {
  title: string;
  detail?: string;
  level?: string;
}

export interface ReviewDocument {
  name: string;
  contentType: string;
  data: Buffer;
}

export type ReviewFailureKey = 'serviceTimeout' | 'serviceUnreachable' | 'uploadFailed' | 'runFailed' | 'workflowFailed' | 'answerUnreadable';

/** Why one document's review failed; the caller words it in the user's language. */
export class ReviewFailure extends Error {
  constructor(
    readonly key: ReviewFailureKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'ReviewFailure';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Non-empty lines of a text answer, without the list markers language models like to add. */
function linesOf(text: string): ReviewProblem[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^[-*•]\s+/, ''))
    .filter((line) => line !== '')
    .map((title) => ({ title }));
}

function problemOf(entry: unknown): ReviewProblem[] {
  const title = textOf(entry) ?? (isRecord(entry) ? (textOf(entry.title) ?? textOf(entry.problem)) : undefined);
  if (!title) return [];
  if (!isRecord(entry)) return [{ title }];
  const detail = textOf(entry.detail) ?? textOf(entry.suggestion);
  const level = textOf(entry.level) ?? textOf(entry.risk);
  return [{ title, ...(detail ? { detail } : {}), ...(level ? { level } : {}) }];
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The problems in a workflow's outputs: `problems` (an array of strings or of {title|problem, detail|suggestion,
 * level|risk}, or that array as JSON text), else the lines of `text` or `result`. Null: none of these is there.
 */
export function problemsOf(outputs: unknown): ReviewProblem[] | null {
  if (!isRecord(outputs)) return null;
  const { problems } = outputs;
  if (Array.isArray(problems)) return problems.flatMap(problemOf);
  if (typeof problems === 'string') {
    const parsed = parsedJson(problems);
    return Array.isArray(parsed) ? parsed.flatMap(problemOf) : linesOf(problems);
  }
  for (const key of ['text', 'result']) {
    const text = outputs[key];
    if (typeof text === 'string') return linesOf(text);
  }
  return null;
}

/** A JSON answer of the service; an HTTP failure is `failure` with the status. */
async function callService(url: string, init: RequestInit, failure: 'uploadFailed' | 'runFailed'): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) {
    await response.body?.cancel();
    throw new ReviewFailure(failure, { status: response.status });
  }
  const body = parsedJson(await response.text());
  if (body === undefined) throw new ReviewFailure('answerUnreadable');
  return body;
}

async function uploadDocument(service: ReviewService, document: ReviewDocument, user: string, signal: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(document.data)], { type: document.contentType }), document.name);
  form.append('user', user);
  const answer = await callService(`${service.baseUrl}/files/upload`, { method: 'POST', headers: { Authorization: `Bearer ${service.apiKey}` }, body: form, signal }, 'uploadFailed');
  const id = isRecord(answer) ? textOf(answer.id) : undefined;
  if (!id) throw new ReviewFailure('answerUnreadable');
  return id;
}

async function runWorkflow(service: ReviewService, uploadId: string, user: string, signal: AbortSignal): Promise<ReviewProblem[]> {
  const body = {
    inputs: { [service.inputName]: { transfer_method: 'local_file', upload_file_id: uploadId, type: 'document' } },
    response_mode: 'blocking',
    user,
  };
  const answer = await callService(
    `${service.baseUrl}/workflows/run`,
    { method: 'POST', headers: { Authorization: `Bearer ${service.apiKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal },
    'runFailed',
  );
  const run = isRecord(answer) && isRecord(answer.data) ? answer.data : undefined;
  if (!run) throw new ReviewFailure('answerUnreadable');
  if (run.status !== 'succeeded') {
    const reason = textOf(run.error) ?? '-';
    throw new ReviewFailure('workflowFailed', { status: textOf(run.status) ?? '-', reason: reason.slice(0, MAX_REASON_LENGTH) });
  }
  const problems = problemsOf(run.outputs);
  if (!problems) throw new ReviewFailure('answerUnreadable');
  return problems;
}

/** Uploads the document and runs the workflow on it, within the service's time limit; fails with a ReviewFailure. */
export async function reviewDocument(service: ReviewService, document: ReviewDocument, user: string): Promise<ReviewProblem[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), service.timeoutMs);
  try {
    const uploadId = await uploadDocument(service, document, user, controller.signal);
    return await runWorkflow(service, uploadId, user, controller.signal);
  } catch (error) {
    // Checked first: an abort also breaks the reading of an answer that had begun.
    if (controller.signal.aborted) throw new ReviewFailure('serviceTimeout', { seconds: Math.ceil(service.timeoutMs / 1000) });
    if (error instanceof ReviewFailure) throw error;
    throw new ReviewFailure('serviceUnreachable');
  } finally {
    clearTimeout(timer);
  }
}
