// The word-prefix index of the big lists' search box: what a record is filed under, what a term is looked up
// under, and the list query turned into a read of one prefix's entries.
import { describe, expect, it } from 'vitest';
import {
  MAX_PREFIXES,
  MAX_WORDS,
  entryWrites,
  filedWordsOf,
  prefixOfTerm,
  prefixesOf,
  searchQuery,
  wordEntryWrites,
  wordOfTerm,
  wordsOf,
} from './search-index';

describe('filing a record', () => {
  it('files each word of names, e-mail (not its domain) and id under its first three letters, and long words under their first six too', () => {
    // Act
    const prefixes = prefixesOf('Thi Ngọc Nguyễn\nthi.nguyen@example.com\nHI100005');
    // Assess
    expect(prefixes.sort()).toEqual(['hi1', 'hi1000', 'ngu', 'nguyen', 'nguyễn', 'ngọ', 'thi'].sort());
  });

  it('files a record under no more prefixes than a transaction has room for', () => {
    // Act
    const prefixes = prefixesOf(Array.from({ length: 100 }, (_, i) => `word${i}x`).join(' '));
    // Assess
    expect(prefixes).toHaveLength(MAX_PREFIXES);
  });

  it('puts the entries of its prefixes now and deletes those of prefixes it lost, or of its old place', () => {
    // Prepare
    const where = { list: 'forms', scope: '3' };
    const filed = (text: string, sortKey = '2026-01-01#f1') => ({
      text,
      sortKey,
      key: { pk: 'form-pk', sk: 'form-sk' },
      attributes: { verified: true },
    });
    // Act
    const renamed = entryWrites('t', where, filed('Ann Lee'), filed('Ann Kim'));
    // Assess
    expect(renamed.flatMap((w) => (w.Put ? [w.Put.Item!.pk] : []))).toEqual(['search#forms#3#ann', 'search#forms#3#kim']);
    expect(renamed.flatMap((w) => (w.Delete ? [w.Delete.Key!.pk] : []))).toEqual(['search#forms#3#lee']);
    expect(renamed[0]!.Put!.Item).toMatchObject({
      sk: '2026-01-01#f1',
      recordPk: 'form-pk',
      recordSk: 'form-sk',
      verified: true,
      searchText: 'Ann Kim',
    });
    expect(entryWrites('t', where, filed('Ann Lee'), undefined).map((w) => w.Delete?.Key?.pk)).toEqual(['search#forms#3#ann', 'search#forms#3#lee']);
  });
});

describe('a record in a word index (the quick search)', () => {
  const where = { list: 'users', scope: 'people' };
  const filed = (text: string, sortKey = 'ann lee#u1', attributes: Record<string, unknown> = {}) => ({
    text,
    sortKey,
    key: { pk: 'user-pk', sk: 'user-sk' },
    attributes,
  });

  it('files each word of three letters or more whole, once, not an e-mail’s domain', () => {
    // Act
    const words = filedWordsOf('Jo Christopherson\njo.christopherson@example.com\n0412 345 678');
    // Assess
    expect(words).toEqual(['christopherson', '0412', '345', '678']);
  });

  it('files a record under no more words than a transaction has room for', () => {
    // Act
    const words = filedWordsOf(Array.from({ length: 100 }, (_, i) => `word${i}x`).join(' '));
    // Assess
    expect(words).toHaveLength(MAX_WORDS);
  });

  it('puts an entry per word in its first letters’ partition, sorted by the word, and deletes the words it lost', () => {
    // Act
    const renamed = wordEntryWrites('t', where, filed('ann lee'), filed('ann kim'));
    // Assess
    expect(renamed.flatMap((w) => (w.Put ? [[w.Put.Item!.pk, w.Put.Item!.sk]] : []))).toEqual([
      ['words#users#people#ann', 'ann#ann lee#u1'],
      ['words#users#people#kim', 'kim#ann lee#u1'],
    ]);
    expect(renamed.flatMap((w) => (w.Delete ? [[w.Delete.Key!.pk, w.Delete.Key!.sk]] : []))).toEqual([['words#users#people#lee', 'lee#ann lee#u1']]);
    expect(renamed[0]!.Put!.Item).toMatchObject({ searchText: 'ann kim', recordPk: 'user-pk', recordSk: 'user-sk' });
  });

  it('writes nothing when neither its words, its place nor its attributes change', () => {
    // Act
    const writes = wordEntryWrites('t', where, filed('ann lee'), filed('ann lee'));
    // Assess
    expect(writes).toEqual([]);
  });

  it('deletes every word of its old place when its place moves, and every word when it is deleted', () => {
    // Act
    const moved = wordEntryWrites('t', where, filed('ann lee', 'ann lee#u1'), filed('ann lee', 'anne lee#u1'));
    const deleted = wordEntryWrites('t', where, filed('ann lee'), undefined);
    // Assess
    expect(moved.flatMap((w) => (w.Delete ? [w.Delete.Key!.sk] : []))).toEqual(['ann#ann lee#u1', 'lee#ann lee#u1']);
    expect(moved.flatMap((w) => (w.Put ? [w.Put.Item!.sk] : []))).toEqual(['ann#anne lee#u1', 'lee#anne lee#u1']);
    expect(deleted.map((w) => Object.keys(w)[0])).toEqual(['Delete', 'Delete']);
  });

  it('looks a term up by its longest word, and not at all when it has none of three letters', () => {
    // Assess
    expect(wordOfTerm('Jo Christopherson')).toBe('christopherson');
    expect(wordOfTerm('SC-000042')).toBe('000042');
    expect(wordOfTerm('jo@example.com')).toBeUndefined();
    expect(wordOfTerm('a b')).toBeUndefined();
  });
});

describe('looking a term up', () => {
  it.each([
    ['chen', 'che'],
    ['Li Chen', 'che'],
    ['HI100005', 'hi1000'],
    ['mai.chen@', 'che'],
    ['mai.chen.5@example.com', 'che'],
    ['Nguyễn', 'nguyễn'],
    ['Ann Lee', 'ann'],
  ])('looks "%s" up under "%s", its longest word’s beginning (the first of the longest)', (term, prefix) => {
    expect(prefixOfTerm(term)).toBe(prefix);
  });

  it('has no prefix for a term whose words are all shorter than three letters: that search reads the whole list', () => {
    expect(prefixOfTerm('Li Ng')).toBeUndefined();
    expect(prefixOfTerm('  ')).toBeUndefined();
    expect(wordsOf('  ')).toEqual([]);
  });

  it('keeps the list’s filters and order and reads only the prefix’s entries, dropping what only the old key condition used', () => {
    // Prepare: a query as ElectroDB builds it on a family's index
    const params = {
      TableName: 't',
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
      FilterExpression: '#verified = :verified0 AND contains(#searchText, :searchText0)',
      ExpressionAttributeNames: { '#verified': 'verified', '#searchText': 'searchText', '#pk': 'gsi2pk', '#sk1': 'gsi2sk' },
      ExpressionAttributeValues: { ':verified0': true, ':searchText0': 'chen', ':pk': '$portal#formtypeid_1', ':sk1': '$form_1#createdat_' },
      ScanIndexForward: false,
    };
    // Act
    const query = searchQuery(params, { list: 'forms', scope: '1' }, 'che');
    // Assess
    expect(query).toEqual({
      TableName: 't',
      KeyConditionExpression: '#searchPartition = :searchPartition',
      FilterExpression: '#verified = :verified0 AND contains(#searchText, :searchText0)',
      ExpressionAttributeNames: { '#verified': 'verified', '#searchText': 'searchText', '#searchPartition': 'pk' },
      ExpressionAttributeValues: { ':verified0': true, ':searchText0': 'chen', ':searchPartition': 'search#forms#1#che' },
      ScanIndexForward: false,
    });
  });
});
