// Account deletion: default → confirmation (ja / nein) → submitted or error; 'nein'
// goes back to default.

export type DeletionState = 'default' | 'confirm' | 'submitting' | 'submitted' | 'error';
export type DeletionEvent = 'start' | 'no' | 'yes' | 'succeeded' | 'failed';

export function nextDeletionState(state: DeletionState, event: DeletionEvent): DeletionState {
  switch (event) {
    case 'start':
      return state === 'default' || state === 'error' ? 'confirm' : state;
    case 'no':
      return state === 'confirm' ? 'default' : state;
    case 'yes':
      return state === 'confirm' ? 'submitting' : state;
    case 'succeeded':
      return state === 'submitting' ? 'submitted' : state;
    case 'failed':
      return state === 'submitting' ? 'error' : state;
  }
}
