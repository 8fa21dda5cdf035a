// What every route module receives from buildApp.
import type { Db } from '../db/database';
import type { TokenService } from './auth';
import type { ContractReviewSettings } from '../areas/contractReview/dify';

/** How the server describes online forms: its own definitions, or the templates a real backend generates. */
export type FormWire = 'definition' | 'html';

export interface AppContext {
  db: Db;
  tokens: TokenService;
  /** HS256 secret of external single-sign-on tickets (FLOWDESK_SSO_SECRET); undefined = SSO off */
  ssoSecret?: string;
  /** the AI contract review service (BuildAppOptions.contractReview); undefined = not configured */
  contractReview?: ContractReviewSettings;
  /** BuildAppOptions.formWire; undefined = 'definition' */
  formWire?: FormWire;
}
