import { describe, expect, it } from 'vitest';

import { chatReducer, suggestionsLoaded, suggestionsRequested } from './slice';

describe('chat slice: suggestions', () => {
  it("forgets the last prefix's results when a longer prefix is requested", () => {
    // Typing 'Fi' found 'Aaron Fisher'; 'Find' is still on its way. A space typed now must see no results
    // (spec 1 §5: a space with no results ends the mode), not Fisher's.
    let state = chatReducer(undefined, suggestionsRequested('Fi'));
    state = chatReducer(
      state,
      suggestionsLoaded({
        prefix: 'Fi',
        items: [{ name: 'Aaron Fisher', type: 'Contact', highlight: 'Aaron <b>Fi</b>sher' }],
      }),
    );
    expect(state.suggestions.items).toHaveLength(1);
    state = chatReducer(state, suggestionsRequested('Find'));
    expect(state.suggestions).toMatchObject({ prefix: 'Find', status: 'loading', items: [] });
  });

  it('ignores a reply for a prefix that is no longer the one typed', () => {
    let state = chatReducer(undefined, suggestionsRequested('Co'));
    state = chatReducer(state, suggestionsRequested('Con'));
    state = chatReducer(
      state,
      suggestionsLoaded({
        prefix: 'Co',
        items: [{ name: 'Contoso', type: 'Account', highlight: '<b>Co</b>ntoso' }],
      }),
    );
    expect(state.suggestions).toMatchObject({ prefix: 'Con', items: [] });
  });
});
