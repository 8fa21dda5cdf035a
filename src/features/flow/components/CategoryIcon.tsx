// A process category's icon (spec 02-process §3 Category: icon is JSON {icon, color}): one of a few Semi icons by
// name, in the category's colour; anything unknown or malformed is the folder icon. Decorative: the category's
// name is always written beside it.
import { IconCreditCard, IconFile, IconFolder, IconUserGroup } from '@douyinfe/semi-icons';

const ICONS = { IconCreditCard, IconFile, IconFolder, IconUserGroup } as const;

function parseIcon(text: string | undefined): { icon: keyof typeof ICONS; color?: string } {
  try {
    const value = JSON.parse(text || '{}') as { icon?: unknown; color?: unknown };
    const icon = typeof value.icon === 'string' && value.icon in ICONS ? (value.icon as keyof typeof ICONS) : 'IconFolder';
    // only a plain colour reaches the style
    const color = typeof value.color === 'string' && /^#[0-9a-f]{3,8}$/i.test(value.color) ? value.color : undefined;
    return { icon, color };
  } catch {
    return { icon: 'IconFolder' };
  }
}

export function CategoryIcon({ icon: text }: { icon?: string }) {
  const { icon, color } = parseIcon(text);
  const Icon = ICONS[icon];
  return <Icon aria-hidden style={color ? { color } : undefined} />;
}
