import { describe, expect, it } from 'vitest';
import { parseAttachments } from './attachments';

describe('parseAttachments', () => {
  it('reads the [{id, name}] JSON of a news item', () => {
    expect(parseAttachments('[{"id":"f1","name":"制度.pdf"},{"id":7}]')).toEqual([
      { id: 'f1', name: '制度.pdf' },
      { id: '7', name: '7' },
    ]);
  });

  it.each([[undefined], [''], ['not json'], ['{"id":"f1"}'], ['[null, "x", {"name":"no id"}]']])('finds no attachments in %j', (file) => {
    expect(parseAttachments(file)).toEqual([]);
  });
});
