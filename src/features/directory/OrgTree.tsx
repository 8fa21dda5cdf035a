// The organisation tree of one dimension, loaded a level at a time (getByParentAndDem). Hand-written: no kind of
// the engine draws a tree that loads its branches on demand and reports the chosen node (docs/directory.md).
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spin, Tree } from '@douyinfe/semi-ui-19';
import useSWR from 'swr';
import { getAllDimensions, getByParentAndDem, type Org } from '../../api/org';
import { unwrap } from '../../api/http';
import { ChoiceSelect } from '../../components/ChoiceSelect';

interface OrgNode {
  key: string;
  label: string;
  isLeaf: boolean;
  children?: OrgNode[];
}

const toNode = (org: Org): OrgNode => ({ key: org.id, label: org.name, isLeaf: !org.isParent });

function withChildren(nodes: readonly OrgNode[], key: string, children: OrgNode[]): OrgNode[] {
  return nodes.map((node) => (node.key === key ? { ...node, children } : node.children ? { ...node, children: withChildren(node.children, key, children) } : node));
}

export interface ChosenOrg {
  id: string;
  name: string;
}

export function OrgTree({ chosen, onChoose }: { chosen?: ChosenOrg; onChoose(org: ChosenOrg | undefined): void }) {
  const { t, i18n } = useTranslation('directory');
  const dimensions = useSWR(['directory:dimensions', i18n.language] as const, () => unwrap(getAllDimensions({ quiet: true })), { revalidateOnFocus: false });
  const [demId, setDemId] = useState<string>();
  const dimensionLabelId = useId();
  const dem = demId ?? dimensions.data?.[0]?.id;
  const [roots, setRoots] = useState<OrgNode[]>();
  const [failed, setFailed] = useState(false);

  const loadRoots = useCallback(() => {
    if (!dem) return;
    setFailed(false);
    setRoots(undefined);
    unwrap(getByParentAndDem({ demId: dem }, { quiet: true })).then(
      (orgs) => setRoots(orgs.map(toNode)),
      () => setFailed(true),
    );
  }, [dem]);
  useEffect(() => {
    loadRoots();
  }, [loadRoots, i18n.language]);

  const loadData = async (node?: { key?: string | number }) => {
    if (!dem || node?.key === undefined) return;
    const key = String(node.key);
    try {
      const children = (await unwrap(getByParentAndDem({ demId: dem, parentId: key }, { quiet: true }))).map(toNode);
      setRoots((current) => (current ? withChildren(current, key, children) : current));
    } catch {
      setFailed(true);
    }
  };

  if (dimensions.error) {
    return (
      <div role="alert" className="fd-directory__problem">
        <p>{t('treeFailed')}</p>
        <Button onClick={() => void dimensions.mutate()}>{t('retry')}</Button>
      </div>
    );
  }
  return (
    <div className="fd-directory__tree">
      <div className="fd-directory__field">
        <span id={dimensionLabelId}>{t('dimension')}</span>
        <ChoiceSelect
          labelledBy={dimensionLabelId}
          className="fd-directory__select"
          value={dem}
          options={(dimensions.data ?? []).map((item) => ({ value: item.id, label: item.demName }))}
          onChange={(next) => {
            setDemId(next);
            onChoose(undefined);
          }}
        />
      </div>
      {failed ? (
        <div role="alert" className="fd-directory__problem">
          <p>{t('treeFailed')}</p>
          <Button onClick={loadRoots}>{t('retry')}</Button>
        </div>
      ) : roots ? (
        <Tree
          aria-label={t('treeLabel')}
          treeData={roots}
          loadData={loadData}
          value={chosen?.id}
          onSelect={(key, selected, node) => onChoose(selected ? { id: String(key), name: String(node.label ?? '') } : undefined)}
        />
      ) : (
        <div role="status">
          <Spin /> {t('loading')}
        </div>
      )}
      {chosen ? (
        <Button theme="borderless" onClick={() => onChoose(undefined)}>
          {t('allOrgs')}
        </Button>
      ) : null}
    </div>
  );
}
