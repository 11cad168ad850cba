import { describe, expect, it } from 'vitest';
import { subscribersCsv, subscribersCsvName } from './subscribers-csv.ts';

const row = {
  email: 'ada@example.com',
  name: 'Ada "The Countess" Lovelace',
  status: 'confirmed' as const,
  source: 'newsletter' as const,
  createdAt: new Date('2026-08-03T07:42:00.000Z'),
  confirmedAt: new Date('2026-08-03T07:51:00.000Z'),
};

describe('subscribersCsv', () => {
  it('writes the header and quotes every value, doubling inner quotes', () => {
    expect(subscribersCsv([row, { ...row, name: null, confirmedAt: null }])).toBe(
      [
        '"Email","Name","Status","Source","Created At","Confirmed At"',
        '"ada@example.com","Ada ""The Countess"" Lovelace","confirmed","newsletter","2026-08-03T07:42:00.000Z","2026-08-03T07:51:00.000Z"',
        '"ada@example.com","","confirmed","newsletter","2026-08-03T07:42:00.000Z",""',
      ].join('\r\n'),
    );
  });

  it.each(['=HYPERLINK("http://evil")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '=cmd|\n/C calc'])(
    'neutralises a cell that starts like a formula: %j',
    (name) => {
      const line = subscribersCsv([{ ...row, name }]).split('\r\n')[1] ?? '';
      const cell = line.split('","')[1] ?? '';
      expect(cell.startsWith("'")).toBe(true);
    },
  );

  it('names the file by status and UTC date', () => {
    const at = new Date('2026-11-20T23:30:00Z');
    expect(subscribersCsvName('all', at)).toBe('subscribers-all-2026-11-20.csv');
    expect(subscribersCsvName('confirmed', at)).toBe('subscribers-confirmed-2026-11-20.csv');
  });
});
