// The AI contract review (spec 01-foundation §5, §7; docs/contract-review.md) on the portal host. The server holds
// the review service's credential and calls it; the browser only names the stored files.
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

export interface ReviewProblem {
  title: string;
  detail?: string;
  /** the service's own wording (高/中/低, high, 2…) */
  level?: string;
}

export interface FileReview {
  fileId: string;
  fileName: string;
  problems: ReviewProblem[];
  /** why this file was not reviewed (the others were) */
  error?: string;
}

/** `value`: one review per qualifying file; `skipped`: the chosen files of other types. */
export interface ContractReviewAnswer extends CommonResult<FileReview[]> {
  skipped: { fileId: string; fileName: string }[];
}

/**
 * POST ${portal}/ai/contractReview/v1/review {fileIds} (1 to 20 stored files). Refusals: 400 no qualifying files,
 * 404 unknown file, 503 no review service configured — each with a message for the user.
 */
export function reviewContracts(fileIds: readonly string[], options?: CallOptions): Promise<ApiResult<ContractReviewAnswer>> {
  return request<ContractReviewAnswer>({ url: '${portal}/ai/contractReview/v1/review', method: 'POST', data: { fileIds }, ...options });
}
