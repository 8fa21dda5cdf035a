import { describe, expect, it } from 'vitest';
import { formToSchema } from './adapter';
import type { FormDefinition } from './definition';
import { decodeFamilyValues, encodeFamilyValues } from './familyValues';

const definition: FormDefinition = {
  kind: 'form',
  alias: 'trip',
  name: 'Trip',
  boAlias: 'trip',
  entities: [
    {
      name: 'trip',
      label: 'Trip',
      type: 'main',
      attributes: [
        { name: 'applicant', label: 'Applicant', dataType: 'varchar', control: 'user', selector: { idField: 'applicantId' } },
        { name: 'dept', label: 'Department', dataType: 'varchar', control: 'org' },
      ],
    },
    {
      name: 'stops',
      label: 'Stops',
      type: 'sub',
      attributes: [{ name: 'host', label: 'Host', dataType: 'varchar', control: 'user', selector: { multiple: true, idField: 'hostIds' } }],
    },
  ],
};

describe('the form data at its edges', () => {
  const model = formToSchema(definition);
  const family = {
    trip: {
      applicant: '张三',
      applicantId: 'u1',
      dept: '研发部',
      sub_stops: [
        { host: '李四,王五', hostIds: 'u2,u3' },
        { host: '', hostIds: '' },
      ],
    },
  };

  it('decodes names and bound ids into one selection per selector, in every row, and leaves other values alone', () => {
    const decoded = decodeFamilyValues(model, family);
    expect(JSON.parse(decoded.trip.applicant)).toEqual([{ id: 'u1', name: '张三' }]);
    expect(JSON.parse(decoded.trip.sub_stops[0].host)).toEqual([{ id: 'u2', name: '李四' }, { id: 'u3', name: '王五' }]);
    expect(decoded.trip.sub_stops[1].host).toBe('');
    expect(decoded.trip.dept).toBe('研发部');
    expect(decodeFamilyValues(model, decoded)).toEqual(decoded);
  });

  it('encodes back to names and ids: a round trip gives the family data unchanged', () => {
    const decoded = decodeFamilyValues(model, family);
    expect(encodeFamilyValues(model, decoded)).toEqual(family);
    expect(encodeFamilyValues(model, family)).toEqual(family);
  });

  it('writes a new selection and a cleared one as the family does', () => {
    const edited = { trip: { ...family.trip, applicant: JSON.stringify([{ id: 'u9', name: '赵六' }]), sub_stops: [{ host: undefined, hostIds: 'u2' }] } };
    const encoded = encodeFamilyValues(model, edited);
    expect(encoded.trip.applicant).toBe('赵六');
    expect(encoded.trip.applicantId).toBe('u9');
    expect(encoded.trip.sub_stops[0]).toEqual({ host: '', hostIds: '' });
  });
});
