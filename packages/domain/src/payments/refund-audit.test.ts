import { describe, expect, it } from 'vitest';
import { alreadyRefundedSourceId, sourceIdsFor, unrecordedRefunds, type AuditedRefund } from './refund-audit';

const refund = (id: string, captureId: string | null, status = 'S'): AuditedRefund => ({ id, captureId, status });

describe('unrecordedRefunds', () => {
  const table: [string, AuditedRefund[], string[], string[]][] = [
    ['nothing listed', [], ['R1'], []],
    ['recorded by its own id', [refund('R1', 'C1')], ['R1'], []],
    ['no row at all', [refund('R1', 'C1')], [], ['R1']],
    ["another refund's row does not count", [refund('R1', 'C1')], ['R2'], ['R1']],
    ['an already-refunded row accounts for the one refund of its capture', [refund('R1', 'C1')], ['C1:refunded'], []],
    ['…for one only: the later is named', [refund('R1', 'C1'), refund('R2', 'C1')], ['C1:refunded'], ['R2']],
    ['…after those recorded by id', [refund('R1', 'C1'), refund('R2', 'C1')], ['R1', 'C1:refunded'], []],
    ["…and not another capture's refund", [refund('R1', 'C2')], ['C1:refunded'], ['R1']],
    ['a refund naming no capture is accounted for only by its id', [refund('R1', null)], ['null:refunded'], ['R1']],
    ['a refund PayPal denied moved no money', [refund('R1', 'C1', 'D')], [], []],
    ['a pending refund is money leaving', [refund('R1', 'C1', 'P')], [], ['R1']],
  ];
  it.each(table)('%s', (_name, refunds, recorded, named) => {
    expect(unrecordedRefunds(refunds, new Set(recorded)).map((each) => each.id)).toEqual(named);
  });

  it('keys the already-refunded row by the capture', () => {
    expect(alreadyRefundedSourceId('3C679366HH908993F')).toBe('3C679366HH908993F:refunded');
  });

  it('asks for the rows that could account for the refunds', () => {
    expect(sourceIdsFor([refund('R1', 'C1'), refund('R2', null)]).sort()).toEqual(['C1:refunded', 'R1', 'R2']);
  });
});
