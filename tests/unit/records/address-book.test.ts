import { describe, expect, it } from 'vitest';
import { addressesOfRecord, currentSlugOfFormer, emptyAddressBook, recordAddresses } from '@/lib/records/address-book';

const reading = (entries: [string, string][]) => new Map(entries);

describe('the address book of a collection', () => {
  it('notes the first reading as a change of every record', () => {
    const first = recordAddresses(emptyAddressBook, reading([['1', 'fakuma'], ['2', 'k-messe']]));
    expect(first).toMatchObject({ changed: true, records: ['1', '2'], gone: [] });
    expect(recordAddresses(first.book, reading([['1', 'fakuma'], ['2', 'k-messe']]))).toMatchObject({ changed: false, records: [], gone: [] });
  });

  it('keeps a renamed record’s former address, leading to its current one', () => {
    const { book } = recordAddresses(emptyAddressBook, reading([['1', 'fakuma']]));
    const renamed = recordAddresses(book, reading([['1', 'fakuma-2026']]));
    expect(renamed).toMatchObject({ changed: true, records: ['1'], gone: ['fakuma'] });
    expect(currentSlugOfFormer(renamed.book, 'fakuma')).toBe('fakuma-2026');
    const again = recordAddresses(renamed.book, reading([['1', 'fakuma-2027']]));
    expect(currentSlugOfFormer(again.book, 'fakuma')).toBe('fakuma-2027');
    expect(addressesOfRecord(again.book, '1')).toEqual(['fakuma-2027', 'fakuma', 'fakuma-2026']);
  });

  it('leads a withdrawn record’s address nowhere, and gives it to a record that takes it later', () => {
    const { book } = recordAddresses(emptyAddressBook, reading([['1', 'fakuma'], ['2', 'k-messe']]));
    const withdrawn = recordAddresses(book, reading([['2', 'k-messe']]));
    expect(withdrawn).toMatchObject({ changed: true, records: ['1'], gone: ['fakuma'] });
    expect(currentSlugOfFormer(withdrawn.book, 'fakuma')).toBeUndefined();
    expect(addressesOfRecord(withdrawn.book, '1')).toEqual(['fakuma']);
    const taken = recordAddresses(withdrawn.book, reading([['2', 'k-messe'], ['3', 'fakuma']]));
    expect(taken.book.former).toEqual({});
    expect(taken.gone).toEqual([]);
  });
});
