// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { agentLeaderIdFor, getAgentLeaderId, setAgentLeaderId } from './agent';

beforeEach(() => sessionStorage.clear());

describe('agent leader id', () => {
  it('is stored for the tab and removed by 0 or empty', () => {
    expect(getAgentLeaderId()).toBe('');
    setAgentLeaderId('L1');
    expect(getAgentLeaderId()).toBe('L1');
    setAgentLeaderId('0');
    expect(getAgentLeaderId()).toBe('');
    setAgentLeaderId('L2');
    setAgentLeaderId('');
    expect(getAgentLeaderId()).toBe('');
  });

  it('applies on task pages only', () => {
    setAgentLeaderId('L1');
    expect(agentLeaderIdFor('/fvue/task/3/0')).toBe('L1');
    expect(agentLeaderIdFor('/fvue/home')).toBe('');
    sessionStorage.setItem('agentLeaderId', '0');
    expect(agentLeaderIdFor('/fvue/task/3/0')).toBe('');
  });
});
