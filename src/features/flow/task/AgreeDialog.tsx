// The agree of a node that lets it choose (docs/flow.md "Choosing where it goes"): where the flow goes next — its
// own way, or a select / free jump to a node the server offers — and, where the node allows (choiceExcutor), who
// handles the next nodes: some of their candidates, or (any) other users from the user selector. Nobody chosen
// for a node leaves it to its own candidates. The answer is complete's jumpType / destination / nodeUsers.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, CheckboxGroup, Radio, RadioGroup, Spin } from '@douyinfe/semi-ui-19';
import useSWR from 'swr';
import { encodeNodeUsers, getAfterJumpNodes, type AfterNode, type ChoiceExcutor, type CompleteBody, type JumpType } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { useAppFormContext } from '../../../engine/formContext';
import { ActionDialog } from '../lists/ActionDialog';

export type AgreeChoice = Required<Pick<CompleteBody, 'jumpType' | 'destination' | 'nodeUsers'>>;

type Person = { id: string; name: string };

/** The lists of next nodes: the flow's own (always) and the jump type's (a select or free node). */
function useAfterNodes(taskId: string, jumpType: JumpType) {
  const fetcher = ([, id, type]: readonly [string, string, JumpType]) => unwrap(getAfterJumpNodes(id, type, { quiet: true }));
  const own = useSWR(['flow:afterJumpNodes', taskId, 'common'] as const, fetcher);
  const jumps = useSWR(jumpType === 'common' ? null : (['flow:afterJumpNodes', taskId, jumpType] as const), fetcher);
  const failed = own.error ?? jumps.error;
  const loading = !failed && (!own.data || (jumpType !== 'common' && !jumps.data));
  const retry = () => {
    void own.mutate();
    void jumps.mutate();
  };
  return { own: own.data?.afterNodes ?? [], jumps: jumps.data?.afterNodes ?? [], loading, failed, retry };
}

/** The handlers chosen for one next node: its candidates to tick, and with `any` other users to add. */
function HandlerChoice({ node, choiceExcutor, chosen, onChange, onPicking }: { node: AfterNode; choiceExcutor: ChoiceExcutor; chosen: Person[]; onChange: (people: Person[]) => void; onPicking: (picking: boolean) => void }) {
  const { t } = useTranslation('flow');
  const { selectors } = useAppFormContext();
  const legendId = useId();
  // the candidates, then whoever else was picked
  const people = [...node.excutorList, ...chosen.filter((person) => !node.excutorList.some((candidate) => candidate.id === person.id))];
  const pickOthers = async () => {
    onPicking(true);
    const picked = await selectors?.open('user', { multiple: true, selected: chosen });
    onPicking(false);
    if (picked) onChange(picked.map(({ id, name }) => ({ id, name })));
  };
  return (
    <fieldset className="fd-flow-choice" aria-labelledby={legendId}>
      <legend id={legendId}>{t('agreeDialog.handlersOf', { node: node.name })}</legend>
      {people.length > 0 ? (
        <CheckboxGroup
          aria-labelledby={legendId}
          value={chosen.map((person) => person.id)}
          onChange={(ids: string[]) => onChange(people.filter((person) => ids.includes(person.id)))}
        >
          {people.map((person) => (
            <Checkbox key={person.id} value={person.id}>
              {person.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : (
        <p>{t('agreeDialog.noCandidates')}</p>
      )}
      {choiceExcutor === 'any' ? <Button onClick={() => void pickOthers()}>{t('agreeDialog.pickOthers')}</Button> : null}
      <p className="fd-flow-hint" aria-live="polite">
        {chosen.length > 0 ? t('agreeDialog.chosenCount', { count: chosen.length }) : t('agreeDialog.noneChosen')}
      </p>
    </fieldset>
  );
}

export function AgreeDialog({
  taskId,
  jumpType,
  choiceExcutor,
  onConfirm,
  onCancel,
}: {
  taskId: string;
  jumpType: JumpType;
  choiceExcutor: ChoiceExcutor;
  onConfirm: (choice: AgreeChoice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('flow');
  const destinationLabel = useId();
  const { own, jumps, loading, failed, retry } = useAfterNodes(taskId, jumpType);
  const [destination, setDestination] = useState('');
  const [chosen, setChosen] = useState<Record<string, Person[]>>({});
  const [picking, setPicking] = useState(false);
  const target = jumps.find((node) => node.nodeId === destination);
  // who handles what comes next: the jump's node, or the flow's own next nodes
  const nextNodes = (target ? [target] : own).filter((node) => node.nodeType === 'userTask');
  const confirm = () => {
    if (loading || failed) return;
    const nodeUsers = choiceExcutor === 'none' ? [] : nextNodes.map((node) => ({ nodeId: node.nodeId, executors: chosen[node.nodeId] ?? [] }));
    onConfirm({ jumpType: target && jumpType !== 'common' ? jumpType : '', destination: target ? target.nodeId : '', nodeUsers: encodeNodeUsers(nodeUsers) });
  };
  const nodeLabel = (node: AfterNode) => (node.nodeType === 'end' ? t('agreeDialog.endNode', { node: node.name }) : node.name);
  return (
    <ActionDialog title={t('agreeDialog.title')} hidden={picking} submitLabel={t('taskDialogs.ok')} onSubmit={confirm} onCancel={onCancel}>
      {loading ? (
        <div role="status">
          <Spin tip={t('agreeDialog.loading')} />
        </div>
      ) : failed ? (
        <div role="alert">
          <p>{t('agreeDialog.loadFailed', { message: failed instanceof Error ? failed.message : String(failed) })}</p>
          <Button onClick={retry}>{t('retry')}</Button>
        </div>
      ) : (
        <>
          {jumpType !== 'common' ? (
            // Semi's RadioGroup has no radiogroup role of its own.
            <div role="radiogroup" aria-labelledby={destinationLabel}>
              <p id={destinationLabel}>{t('agreeDialog.destination')}</p>
              <RadioGroup name={destinationLabel} direction="vertical" value={destination} onChange={(event) => setDestination(String(event.target.value))}>
                <Radio value="">{t('agreeDialog.ownWay')}</Radio>
                {jumps.map((node) => (
                  <Radio key={node.nodeId} value={node.nodeId}>
                    {nodeLabel(node)}
                  </Radio>
                ))}
              </RadioGroup>
            </div>
          ) : null}
          {choiceExcutor !== 'none'
            ? nextNodes.map((node) => (
                <HandlerChoice
                  key={node.nodeId}
                  node={node}
                  choiceExcutor={choiceExcutor}
                  chosen={chosen[node.nodeId] ?? []}
                  onChange={(people) => setChosen((previous) => ({ ...previous, [node.nodeId]: people }))}
                  onPicking={setPicking}
                />
              ))
            : null}
          {nextNodes.length === 0 ? <p>{!target && own.length === 0 ? t('agreeDialog.noNext') : t('agreeDialog.endsHere')}</p> : null}
        </>
      )}
    </ActionDialog>
  );
}
