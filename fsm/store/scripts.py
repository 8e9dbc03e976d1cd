"""Lua sources of the store's atomic operations (each touches keys of one hash slot)."""

from __future__ import annotations

from fsm.store.packing import READ_BLOB, WRITE_BLOB

# KEYS: game, seq, handled updates.  ARGV: expected rev ('' = create), doc, ttl, deadline
# ('' = none), writer id, update id ('' = none), now, update retention.
# Returns {1, new_rev} when written, {2, rev} when this writer's earlier attempt had already
# been applied (a client retry after a lost reply), {0, current_rev_or_nil} when the CAS lost,
# {3, rev} when the update was handled already (its mark is written with the doc: one step).
SAVE = (
    WRITE_BLOB
    + """
local cur = redis.call('HGET', KEYS[1], 'rev')
local ok
if ARGV[1] == '' then
  ok = redis.call('EXISTS', KEYS[1]) == 0
else
  ok = cur == ARGV[1]
end
if not ok then
  if cur and redis.call('HGET', KEYS[1], 'wid') == ARGV[5] then
    return {2, tonumber(cur)}
  end
  return {0, cur}
end
local update = ARGV[6] or ''
if update ~= '' and redis.call('ZSCORE', KEYS[3], update) then
  return {3, cur}
end
local base = tonumber(cur) or 0
local new = redis.call('INCR', KEYS[2])
if new <= base then
  new = base + 1
  redis.call('SET', KEYS[2], new)
end
redis.call('EXPIRE', KEYS[2], ARGV[3])
redis.call('HSET', KEYS[1], 'rev', new, 'wid', ARGV[5])
write_blob(KEYS[1], ARGV[2])
if ARGV[4] == '' then
  redis.call('HDEL', KEYS[1], 'deadline')
else
  redis.call('HSET', KEYS[1], 'deadline', ARGV[4])
end
redis.call('EXPIRE', KEYS[1], ARGV[3])
if update ~= '' then
  redis.call('ZADD', KEYS[3], ARGV[7], update)
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', tonumber(ARGV[7]) - tonumber(ARGV[8]))
  redis.call('EXPIRE', KEYS[3], ARGV[8])
end
return {1, new}
"""
)

# KEYS: game, seq, history, ended, handled updates.  ARGV: expected rev, final doc ('' = no
# history), history size, history ttl, seq ttl, writer id, update id ('' = none), now, update
# retention.  Returns {1, rev} when the game was removed, {2, rev} when this writer had already
# removed it (retry after a lost reply), {0, current_rev_or_nil}, {3, rev} for a handled update.
# The writer id is kept for an hour in the ``ended`` key so the retry can be recognised.
END = """
local cur = redis.call('HGET', KEYS[1], 'rev')
if cur ~= ARGV[1] then
  if not cur and redis.call('GET', KEYS[4]) == ARGV[6] then
    return {2, tonumber(ARGV[1])}
  end
  return {0, cur}
end
local update = ARGV[7] or ''
if update ~= '' and redis.call('ZSCORE', KEYS[5], update) then
  return {3, tonumber(cur)}
end
redis.call('DEL', KEYS[1])
redis.call('EXPIRE', KEYS[2], ARGV[5])
redis.call('SET', KEYS[4], ARGV[6], 'EX', 3600)
if ARGV[2] ~= '' then
  redis.call('LPUSH', KEYS[3], ARGV[2])
  redis.call('LTRIM', KEYS[3], 0, tonumber(ARGV[3]) - 1)
  redis.call('EXPIRE', KEYS[3], ARGV[4])
end
if update ~= '' then
  redis.call('ZADD', KEYS[5], ARGV[8], update)
  redis.call('ZREMRANGEBYSCORE', KEYS[5], '-inf', tonumber(ARGV[8]) - tonumber(ARGV[9]))
  redis.call('EXPIRE', KEYS[5], ARGV[9])
end
return {1, tonumber(cur)}
"""

# KEYS: game, quarantine.  ARGV: doc as read ('' = absent), rev as read ('' = absent),
# quarantine entry, entries to keep, ttl.  Moves the game aside only if it is unchanged.
QUARANTINE = (
    READ_BLOB
    + """
if redis.call('EXISTS', KEYS[1]) == 0 then
  return 0
end
if read_blob(KEYS[1]) ~= ARGV[1]
    or (redis.call('HGET', KEYS[1], 'rev') or '') ~= ARGV[2] then
  return 0
end
redis.call('LPUSH', KEYS[2], ARGV[3])
redis.call('LTRIM', KEYS[2], 0, tonumber(ARGV[4]) - 1)
redis.call('EXPIRE', KEYS[2], ARGV[5])
redis.call('DEL', KEYS[1])
return 1
"""
)

# KEYS: one bucket of an index (deadlines, reveals).  ARGV: member, expected score, new score
# ('' = remove).  Moves the entry only if its score still matches, so exactly one of several
# claimants wins it.
RESCORE = """
local s = redis.call('ZSCORE', KEYS[1], ARGV[1])
if s and tonumber(s) == tonumber(ARGV[2]) then
  if ARGV[3] == '' then
    redis.call('ZREM', KEYS[1], ARGV[1])
  else
    redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
  end
  return 1
end
return 0
"""

# KEYS: recorded, chat stats, chat top.  ARGV: game id, now, retention seconds, writer id,
# then five values per player: user id ('' = computer), name, won (0/1), died (0/1), chips.
# Returns 1 when the game was newly counted (or this writer's retry finds its own count),
# 0 when it had been counted before.
RECORD = """
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  if redis.call('HGET', KEYS[2], 'last_writer') == ARGV[4] then
    return 1
  end
  return 0
end
local now = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. (now - tonumber(ARGV[3])))
redis.call('HINCRBY', KEYS[2], 'games', 1)
redis.call('HSET', KEYS[2], 'last_writer', ARGV[4])
for i = 5, #ARGV, 5 do
  local uid = ARGV[i]
  if uid ~= '' then
    local won, died, chips = tonumber(ARGV[i + 2]), tonumber(ARGV[i + 3]), ARGV[i + 4]
    local p = 'u:' .. uid .. ':'
    redis.call('HINCRBY', KEYS[2], 'wins', won)
    redis.call('HINCRBY', KEYS[2], 'deaths', died)
    redis.call('HINCRBY', KEYS[2], 'chips_won', chips)
    redis.call('HINCRBY', KEYS[2], p .. 'games', 1)
    redis.call('HINCRBY', KEYS[2], p .. 'wins', won)
    redis.call('HINCRBY', KEYS[2], p .. 'deaths', died)
    redis.call('HINCRBY', KEYS[2], p .. 'chips_won', chips)
    redis.call('HSET', KEYS[2], p .. 'name', ARGV[i + 1])
    redis.call('ZINCRBY', KEYS[3], won, uid)
  end
end
return 1
"""

# KEYS: a ranking (chat top or global top), then the chat's stats for a chat's ranking.
# ARGV: n, most ties.  The first n of the ranking and up to `most ties` more tied with the
# n-th on wins (the caller orders ties): five values a member, its id, wins and, with the
# chat's stats, its name, games and chips (false where there is none).
TOP = """
local n, most = tonumber(ARGV[1]), tonumber(ARGV[2])
local rows = redis.call('ZREVRANGE', KEYS[1], 0, n - 1, 'WITHSCORES')
local seen, out = {}, {}
local function add(member, wins)
  if seen[member] then return end
  seen[member] = true
  local name, games, chips = false, false, false
  if KEYS[2] then
    local p = 'u:' .. member .. ':'
    local v = redis.call('HMGET', KEYS[2], p .. 'name', p .. 'games', p .. 'chips_won')
    name, games, chips = v[1], v[2], v[3]
  end
  for _, value in ipairs({member, wins, name, games, chips}) do out[#out + 1] = value end
end
for i = 1, #rows, 2 do add(rows[i], rows[i + 1]) end
if #rows == 2 * n then
  local last = rows[#rows]
  local tied = redis.call('ZREVRANGEBYSCORE', KEYS[1], last, last, 'LIMIT', 0, n + most)
  for _, member in ipairs(tied) do add(member, last) end
end
return out
"""

# KEYS: user stats.  ARGV: writer id, name, won, died, chips.  Skips a retried call.
RECORD_USER = """
if redis.call('HGET', KEYS[1], 'last_writer') == ARGV[1] then
  return 0
end
redis.call('HSET', KEYS[1], 'last_writer', ARGV[1], 'name', ARGV[2])
redis.call('HINCRBY', KEYS[1], 'games', 1)
redis.call('HINCRBY', KEYS[1], 'wins', ARGV[3])
redis.call('HINCRBY', KEYS[1], 'deaths', ARGV[4])
redis.call('HINCRBY', KEYS[1], 'chips_won', ARGV[5])
return 1
"""

# KEYS: handled updates, updates in hand.  ARGV: update id, now, claim seconds.
# The check and the mark of an update in one step: returns 1 when it was handled already, 2 when
# another process holds it now (its claim lapses after the claim seconds, so a crash loses
# nothing), 0 when this caller now holds it.
BEGIN_UPDATE = """
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  return 1
end
local now = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZSCORE', KEYS[2], ARGV[1]) then
  return 2
end
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[3]), ARGV[1])
redis.call('EXPIRE', KEYS[2], math.ceil(tonumber(ARGV[3])) + 1)
return 0
"""
