import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface Slice<T> {
  value: T;
  set: (value: T) => void;
  update: (patch: Partial<T>) => void;
  reset: () => void;
}

type PersistedStore<T> = UseBoundStore<StoreApi<Slice<T>>> & {
  persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean };
};

const stores: PersistedStore<unknown>[] = [];

/**
 * One slice of client state, mirrored in local storage under its own name (spec §3).
 * Slices load from storage after the first render (`rehydrateAllSlices`), so prerendered HTML and
 * the first client render agree.
 */
export function persistedSlice<T>(name: string, initial: T): PersistedStore<T> {
  const store = create<Slice<T>>()(
    persist(
      (set) => ({
        value: initial,
        set: (value) => set({ value }),
        update: (patch) => set((state) => ({ value: { ...state.value, ...patch } })),
        reset: () => set({ value: initial }),
      }),
      {
        name,
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ value: state.value }),
        skipHydration: true,
      },
    ),
  ) as PersistedStore<T>;
  stores.push(store as PersistedStore<unknown>);
  return store;
}

export async function rehydrateAllSlices(): Promise<void> {
  await Promise.all(
    stores.map((store) =>
      store.persist.hasHydrated() ? Promise.resolve() : Promise.resolve(store.persist.rehydrate()),
    ),
  );
}

export function resetAllSlices(): void {
  for (const store of stores) store.getState().reset();
}

/** A route's clientLoader that reads the stored slices before the page's first render (a form starts filled in). */
export async function readStoredSlicesFirst(): Promise<null> {
  await rehydrateAllSlices();
  return null;
}
