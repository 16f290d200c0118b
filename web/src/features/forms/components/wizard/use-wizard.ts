import { createContext, useContext, useSyncExternalStore } from 'react';
import type { WizardState } from './wizard-state';
import type { WizardStore } from './wizard-store';

export const WizardContext = createContext<WizardStore | null>(null);

/** The wizard of the page. */
export function useWizardStore(): WizardStore {
  const store = useContext(WizardContext);
  if (!store) throw new Error('useWizardStore is used outside a wizard');
  return store;
}

/** A wizard's state, outside its provider (the page that holds it). */
export function useStoreState(store: WizardStore): WizardState {
  return useSyncExternalStore(store.subscribe, store.getState);
}

/** The wizard's state; the component renders again when it changes. */
export function useWizardState(): WizardState {
  return useStoreState(useWizardStore());
}
