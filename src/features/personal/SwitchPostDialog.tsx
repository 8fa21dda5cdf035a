// Switch the current post (spec §4, §6, §8): the chosen post is switched on the server, remembered for
// this user in session storage, and the page reloads so every view follows the new organisation.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup, Tag, Toast } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../components/Dialog';
import { changePost } from '../../api/user';
import { useCurrentUser } from '../../session/store';
import { RELOAD_DELAY_MS } from '../../components/LanguageSwitch';
import { DialogFailure, DialogFooter, DialogLoading } from './DialogParts';
import { isMasterPost, pickActivePost, readRememberedPost, rememberPost, type PostOption } from './postChoice';
import { useUserPosts } from './useUserPosts';
import './personal.css';

const FORM_ID = 'fd-switch-post-form';

function PostList({
  posts,
  activeCode,
  selectedCode,
  onSelect,
}: {
  posts: PostOption[];
  activeCode?: string;
  selectedCode?: string;
  onSelect(code: string): void;
}) {
  const { t } = useTranslation('personal');
  const legendId = useId();
  return (
    <div className="fd-post-list" role="group" aria-labelledby={legendId}>
      <span id={legendId} className="fd-post-list__legend">
        {t('switchPost.listLabel')}
      </span>
      <RadioGroup name="postCode" direction="vertical" value={selectedCode} onChange={(event) => onSelect(String(event.target.value))} aria-labelledby={legendId}>
      {posts.map((post) => (
        <Radio key={post.postCode} value={post.postCode} className={`fd-post-list__option${post.postCode === selectedCode ? ' is-selected' : ''}`}>
          <span className="fd-post-list__text">
            <span className="fd-post-list__name">
              {post.postName}
              {post.postCode === activeCode ? <Tag color="blue">{t('switchPost.current')}</Tag> : null}
              {isMasterPost(post) ? <Tag color="grey">{t('switchPost.master')}</Tag> : null}
            </span>
            {post.pathName || post.orgName ? <span className="fd-post-list__path">{post.pathName || post.orgName}</span> : null}
          </span>
        </Radio>
      ))}
      </RadioGroup>
    </div>
  );
}

export default function SwitchPostDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('personal');
  const user = useCurrentUser();
  const userId = user?.userId;
  const { data: posts, error, isLoading, mutate } = useUserPosts(userId);
  const active = posts && userId ? pickActivePost(posts, readRememberedPost(userId)) : undefined;
  const [choice, setChoice] = useState<string>();
  const [saving, setSaving] = useState(false);
  const selectedCode = choice ?? active?.postCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId || !selectedCode || selectedCode === active?.postCode) return;
    setSaving(true);
    const result = await changePost(userId, selectedCode, { quiet: true });
    if (result.ok) {
      rememberPost(userId, selectedCode);
      Toast.success(t('switchPost.success'));
      window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
      return;
    }
    setSaving(false);
    Toast.error(t('switchPost.failure'));
  };

  let body;
  if (posts) {
    body = posts.length ? (
      <form id={FORM_ID} onSubmit={submit}>
        <PostList posts={posts} activeCode={active?.postCode} selectedCode={selectedCode} onSelect={setChoice} />
      </form>
    ) : (
      <p>{t('switchPost.empty')}</p>
    );
  } else if (isLoading && !error) {
    body = <DialogLoading />;
  } else {
    body = <DialogFailure onRetry={() => mutate()} />;
  }

  return (
    <Dialog
      visible
      title={t('switchPost.title')}
      onCancel={onClose}
      footer={
        <DialogFooter
          formId={FORM_ID}
          submitLabel={t('switchPost.submit')}
          saving={saving}
          disabled={!posts?.length || !selectedCode || selectedCode === active?.postCode}
          onCancel={onClose}
        />
      }
    >
      {body}
    </Dialog>
  );
}
