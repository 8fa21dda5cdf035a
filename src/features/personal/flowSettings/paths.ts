// Where the flow settings live: the menu pages under /v-personal (spec 02-process §2.3) and their form routes.
export const LIST_PATHS = {
  approvalItem: '/v-personal/v-approvalItem',
  agent: '/v-personal/v-agent',
  secretary: '/v-personal/v-secretary',
  deputy: '/v-personal/v-bpmDeputy',
} as const;

export const FORM_PATHS = {
  approvalItemAdd: '/approvalItem/approvalItemAdd',
  approvalItemEdit: (id: string) => `/approvalItem/approvalItemEdit/${encodeURIComponent(id)}`,
  approvalItemGet: (id: string) => `/approvalItem/approvalItemGet/${encodeURIComponent(id)}`,
  agentAdd: '/agent/agentAdd',
  agentEdit: (id: string) => `/agent/agentEdit/${encodeURIComponent(id)}`,
  agentGet: (id: string) => `/agent/agentGet/${encodeURIComponent(id)}`,
  /** id 'new' adds */
  secretaryEdit: (id: string) => `/secretary/secretaryEdit/${encodeURIComponent(id)}`,
  deputySetting: '/bpmDeputy/bpmDeputySetting',
  deputyEdit: (id: string) => `/bpmDeputy/bpmDeputySetting/${encodeURIComponent(id)}`,
} as const;

/** The id of an edit route that means "add" (spec: /secretary/secretaryEdit/{id}). */
export const isNewId = (id: string | undefined) => !id || id === 'new' || id === '0';
