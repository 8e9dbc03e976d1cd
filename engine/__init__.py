"""Pure rules of the Robinson Crusoe dice race: board, state, actions, events, policies."""
