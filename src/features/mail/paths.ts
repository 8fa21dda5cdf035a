// Where the mail pages live: the menu pages under /v-mail (spec 03-portal §2) and their routes.
import type { MailFolderType } from '../../api/mail';

export const MAIL_LIST_PATH = '/v-mail/v-mailList';
export const LINKMAN_LIST_PATH = '/v-mail/v-linkmanList';
export const SETTING_LIST_PATH = '/v-mail/v-settingList';

/** The folders by their name in the list's URL (?folder=sent). */
export const FOLDER_NAMES = { inbox: 1, sent: 2, drafts: 3, trash: 4 } as const satisfies Record<string, MailFolderType>;
export type FolderName = keyof typeof FOLDER_NAMES;
export const folderNameOf = (type: MailFolderType): FolderName => (Object.keys(FOLDER_NAMES) as FolderName[]).find((name) => FOLDER_NAMES[name] === type) ?? 'inbox';
export const isFolderName = (text: string | null): text is FolderName => text !== null && Object.hasOwn(FOLDER_NAMES, text);

export const mailListPath = (folder: FolderName) => (folder === 'inbox' ? MAIL_LIST_PATH : `${MAIL_LIST_PATH}?folder=${folder}`);

/** How a new mail starts from another one. */
export type ComposeMode = 'reply' | 'replyAll' | 'forward';

export const MAIL_PATHS = {
  mailGet: (id: string) => `/mail/mailGet/${encodeURIComponent(id)}`,
  mailAdd: '/mail/mailAdd',
  /** a new mail answering or forwarding mail `id` */
  mailFrom: (mode: ComposeMode, id: string) => `/mail/mailAdd?${new URLSearchParams({ [mode]: id }).toString()}`,
  /** a new mail to an address (from a contact) */
  mailTo: (address: string) => `/mail/mailAdd?${new URLSearchParams({ to: address }).toString()}`,
  mailEdit: (id: string) => `/mail/mailEdit/${encodeURIComponent(id)}`,
  /** id 'new' adds */
  linkmanEdit: (id: string) => `/mail/linkmanEdit/${encodeURIComponent(id)}`,
  linkmanGet: (id: string) => `/mail/linkmanGet/${encodeURIComponent(id)}`,
  settingAdd: '/mail/settingAdd',
  settingEdit: (id: string) => `/mail/settingEdit/${encodeURIComponent(id)}`,
  settingGet: (id: string) => `/mail/settingGet/${encodeURIComponent(id)}`,
} as const;

export const NEW_LINKMAN_ID = 'new';
