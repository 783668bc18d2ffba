import * as v from 'valibot';
import { SharedStoredJson, createMemoryStorage, type StorageLike } from '..';
import { throwingStorage } from './throwing-storage';

const numbers = v.array(v.number());

function sharedNumbers(storage: StorageLike) {
  return new SharedStoredJson(storage, 'cartItems', numbers, []);
}

/** A storage that reads but, like a full quota, refuses writes while `full` is set. */
function fillableStorage() {
  const storage = createMemoryStorage();
  const state = { full: false };
  const setItem = storage.setItem;
  storage.setItem = (key, value) => {
    if (state.full) throw new DOMException('full', 'QuotaExceededError');
    setItem(key, value);
  };
  return { storage, state };
}

describe('SharedStoredJson', () => {
  it('reads what another tab stored since, not the copy it was handed', () => {
    const storage = createMemoryStorage({ cartItems: '[1]' });
    const shared = sharedNumbers(storage);
    storage.setItem('cartItems', '[1,2]');
    expect(shared.latest([1])).toEqual([1, 2]);
  });

  it.each([
    ['missing', null],
    ['corrupt', '[1,'],
    ['foreign', '{"items":[1]}'],
  ])('reads %s data as the fallback', (_, text) => {
    const storage = createMemoryStorage(text === null ? {} : { cartItems: text });
    expect(sharedNumbers(storage).latest([7])).toEqual([]);
  });

  it('keeps its own copy when storage cannot be read', () => {
    expect(sharedNumbers(throwingStorage).latest([7])).toEqual([7]);
  });

  it('keeps its own copy while storage refuses its writes, and follows it again after', () => {
    const { storage, state } = fillableStorage();
    const shared = sharedNumbers(storage);
    state.full = true;
    shared.save([1]);
    expect(shared.latest([1])).toEqual([1]);

    state.full = false;
    shared.save([1, 2]);
    storage.setItem('cartItems', '[1,2,3]');
    expect(shared.latest([1, 2])).toEqual([1, 2, 3]);
  });

  it('stores null as no key at all', () => {
    const storage = createMemoryStorage({ currentVehicle: '{"id":1}' });
    new SharedStoredJson(
      storage,
      'currentVehicle',
      v.nullable(v.object({ id: v.number() })),
      null,
    ).save(null);
    expect(storage.getItem('currentVehicle')).toBeNull();
  });
});
