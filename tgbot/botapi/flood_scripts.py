"""The flood limiter's Lua scripts (`tgbot.botapi.ratelimit`), each one atomic step in Redis.

`ACQUIRE` waits out the pauses and counts a request in every window it counts against, or says
how many milliseconds until there is room; a count that settles (the chat's, the group's)
stands as on the way until `SETTLE` moves it to when the answer came back. `PAUSE` holds every
replica back after a 429. All read Redis's own clock.
"""

from __future__ import annotations

ACQUIRE = """
if redis.replicate_commands then redis.replicate_commands() end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local wait, scope = 0, ''
local ttl = redis.call('PTTL', KEYS[1])
if ttl > wait then wait, scope = ttl, 'paused' end
ttl = redis.call('PTTL', KEYS[2])
if ttl > wait then wait, scope = ttl, 'paused' end
local n = #KEYS - 2
for i = 1, n do
  local key, count = KEYS[i + 2], tonumber(ARGV[3 * i - 2])
  local span, held = tonumber(ARGV[3 * i - 1]), tonumber(ARGV[3 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - span)
  local size = redis.call('ZCARD', key)
  if size >= count then
    local oldest = tonumber(redis.call('ZRANGE', key, size - count, size - count, 'WITHSCORES')[2])
    local w = oldest + span - now
    if oldest > now then  -- still on the way: a window from its asking, then every 0.1 s
      w = math.max(oldest - held + span - now, 100)
    end
    if w > wait then wait, scope = w, ARGV[3 * n + 1 + i] end
  end
end
if wait > 0 then return {wait, scope} end
for i = 1, n do
  local span, held = tonumber(ARGV[3 * i - 1]), tonumber(ARGV[3 * i])
  redis.call('ZADD', KEYS[i + 2], now + held, ARGV[3 * n + 1])
  if redis.call('PTTL', KEYS[i + 2]) < span + held then
    redis.call('PEXPIRE', KEYS[i + 2], span + held)
  end
end
return {0, ''}
"""

SETTLE = """
if redis.replicate_commands then redis.replicate_commands() end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i = 1, #KEYS do
  if redis.call('ZADD', KEYS[i], 'XX', 'CH', now, ARGV[1]) == 1 then
    if redis.call('PTTL', KEYS[i]) < tonumber(ARGV[i + 1]) then
      redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[i + 1]))
    end
  end
end
return 1
"""

PAUSE = """
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
end
return 1
"""
