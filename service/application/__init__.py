"""The application: what a request asks of a game's matches, between the HTTP edge
above and the store below.

One module per command (create, claim, act, leave, timeouts) and for the reads
(queries); the repository owns records, the state cache, snapshots and folding;
auth owns seat tokens, player keys and stream tickets. Every command follows the
same path: auth -> load (+cache) -> the engine decides -> commit (one append) ->
the seat's view. Games are known only through the engine contract.
"""
