"""`build_application`: every handler in one visible list; `open_services` opens the rest."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import cast

from telegram import Update
from telegram.ext import (
    ApplicationBuilder,
    BaseHandler,
    BaseRateLimiter,
    ChatMemberHandler,
    CommandHandler,
    ContextTypes,
    InlineQueryHandler,
    MessageHandler,
    filters,
)

from fsm import Stores, open_redis
from tgbot.appstate import App, AppState, Context, redis_outage
from tgbot.botapi.commands_menu import register_commands
from tgbot.botapi.http import RobinsonBot, bot_requests
from tgbot.botapi.ratelimit import RedisRateLimiter
from tgbot.botapi.tasks import stop_task
from tgbot.chat.lang import Languages
from tgbot.chat.privacy import reads_all_groups
from tgbot.config import BotSettings
from tgbot.handlers import (
    buttons,
    chatter,
    confirm,
    history,
    info,
    inline,
    language,
    lobby,
    members,
    topics,
    turn,
    welcome,
)
from tgbot.handlers.clock import REDIS_DOWN, reveal_overdue, run_timers
from tgbot.handlers.common import around_handlers
from tgbot.handlers.errors import on_error
from tgbot.handlers.topics import end_where_gone
from tgbot.health import ping_error
from tgbot.metrics import Metrics
from tgbot.ops.doctor_redis import where
from tgbot.ops.metered import LocalRateLimiter, MeteredProcessor, MeteredService, serve_metrics
from tgbot.outbox.show import answer_dropped

#: Commands and dice count as sent, never as edited: editing an old "/roll" or "hello" into
#: "/cancel" would play or cancel again (PTB's command handlers take edits unless told).
NEW = filters.UpdateType.MESSAGE
#: Words or a sticker sent to the bot in a private chat (not a game message sent through it).
PRIVATE_CHATTER = (
    filters.ChatType.PRIVATE & NEW & ~filters.COMMAND & ~filters.VIA_BOT
    & (filters.TEXT | filters.Sticker.ALL)
)  # fmt: skip
#: A command sent in a private chat (tried after every command the bot knows).
PRIVATE_COMMAND = filters.ChatType.PRIVATE & NEW & filters.COMMAND & ~filters.VIA_BOT
START_PING_SECONDS = 2.0  # how long start-up waits for Redis before going on without it


def crypto_die() -> int:
    """A fair die from the operating system's cryptographic random source."""
    return secrets.randbelow(6) + 1


def handlers() -> list[BaseHandler[Update, Context, None]]:
    """Every handler of the bot, in the order they are tried."""
    return [
        CommandHandler("start", welcome.start, NEW),
        CommandHandler("help", welcome.help_command, NEW),
        CommandHandler("rules", welcome.rules, NEW),
        CommandHandler("board", info.board, NEW),
        CommandHandler("stats", info.stats, NEW),
        CommandHandler("top", info.top, NEW),
        CommandHandler("history", history.history, NEW),
        CommandHandler("lang", language.lang_command, NEW),
        CommandHandler("new", lobby.new_game, NEW),
        CommandHandler("join", lobby.join, NEW),
        CommandHandler("leave", confirm.leave, NEW),
        CommandHandler("begin", lobby.begin, NEW),
        CommandHandler("cancel", confirm.cancel, NEW),
        CommandHandler("settings", lobby.settings_command, NEW),
        CommandHandler("roll", turn.roll_command, NEW),
        MessageHandler(filters.Dice.ALL & NEW, turn.dice_message),
        MessageHandler(PRIVATE_CHATTER, chatter.private_chatter),
        MessageHandler(PRIVATE_COMMAND, chatter.unknown_command),  # after every known one
        MessageHandler(filters.StatusUpdate.MIGRATE, members.migrated),
        MessageHandler(filters.StatusUpdate.FORUM_TOPIC_CLOSED, topics.topic_closed),
        *buttons.routes(),  # a CallbackQueryHandler per kind of button, with its pattern
        InlineQueryHandler(inline.on_inline_query),
        ChatMemberHandler(members.my_membership, ChatMemberHandler.MY_CHAT_MEMBER),
    ]


def _limiter(settings: BotSettings, metrics: Metrics) -> BaseRateLimiter[int]:
    """Telegram's flood limits: shared by every replica through a Redis server, in-process with
    the embedded one (a single process), or (throttle off) only retries after a 429."""
    if not settings.throttle:
        return LocalRateLimiter(metrics, overall_max_rate=0, group_max_rate=0, max_retries=3)
    if settings.redis_url:
        bot_id = (settings.token or "").split(":")[0]
        return RedisRateLimiter(settings.redis_url, bot_id, metrics=metrics)
    return LocalRateLimiter(metrics, max_retries=3)


def build_application(
    settings: BotSettings,
    *,
    dice: Callable[[], int] | None = None,
    clock: Callable[[], float] | None = None,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
) -> App:
    """The bot, wired; nothing runs until the caller starts it."""
    if not settings.token:
        raise ValueError("a Telegram bot token is needed")
    metrics = Metrics()
    processor = MeteredProcessor(metrics)
    calls, updates = bot_requests(metrics)
    bot = RobinsonBot(
        settings.token,
        base_url=settings.api_base_url,
        base_file_url=settings.file_base_url,
        request=calls,
        get_updates_request=updates,
        rate_limiter=_limiter(settings, metrics),
    )
    builder = (
        ApplicationBuilder()
        .bot(bot)
        .context_types(ContextTypes(bot_data=AppState))
        .concurrent_updates(processor)
    )
    app = cast(App, builder.build())
    app.bot_data.settings, app.bot_data.dice, app.bot_data.clock = settings, dice, clock
    app.bot_data.sleep = sleep
    app.bot_data.metrics = metrics
    app.bot_data.place_gone = partial(end_where_gone, app.bot_data)
    processor.on_drop = answer_dropped(app.bot_data)
    for handler in handlers():
        app.add_handler(handler)
    for guard, group in around_handlers():
        app.add_handler(guard, group=group)
    app.add_error_handler(on_error)
    return app


async def open_services(app: App, *, timers: bool = True) -> None:
    """Open Redis (embedded unless REDIS_URL), the services, the menus and the clock."""
    state = app.bot_data
    settings = state.settings
    state.heartbeat.start()
    if settings.redis_url:
        state.redis_outage = redis_outage(f"Redis at {where(settings.redis_url)}")
    redis, embedded = await open_redis(settings.redis_url, settings.data_dir / "redis")
    stores = Stores.open(redis)
    state.redis, state.embedded, state.stores = redis, embedded, stores
    state.service = MeteredService(
        stores,
        metrics=state.metrics,
        dice=state.dice or crypto_die,
        clock=state.clock or time.time,
        new_id=lambda: secrets.token_hex(4),
    )
    state.service.nudge_after = settings.nudge_after
    state.languages = Languages(stores.prefs)
    state.reads_all_groups = reads_all_groups(app.bot)
    await register_commands(app.bot)
    await _show_unshown(app)
    if settings.metrics_port is not None:
        state.metrics_server = await serve_metrics(app, settings.listen, settings.metrics_port)
    if timers:
        state.timer = asyncio.create_task(run_timers(app), name="robinson-timers")


async def _show_unshown(app: App) -> None:
    """Show the moves left unshown by a crash while a die was spinning, if Redis answers now
    (if not, say so once: the clock shows them once it is back)."""
    state = app.bot_data
    assert state.redis is not None
    error = await ping_error(state.redis, START_PING_SECONDS)
    if error is not None:
        state.redis_outage.failed(error)
        return
    try:
        await reveal_overdue(app)
    except REDIS_DOWN as exc:
        state.redis_outage.failed(exc)
    except Exception:
        logging.getLogger("robinson.bot").exception("could not show moves left unshown")


async def close_services(app: App) -> None:
    """Stop the clock, its work in chats and the queued edits, close Redis and the embedded one."""
    state = app.bot_data
    if state.heartbeat.task is not None:
        await stop_task(state.heartbeat.task)
        state.heartbeat.task = None
    if state.timer is not None:
        await stop_task(state.timer)
        state.timer = None
    await state.chat_work.close()
    await state.later.close()
    await state.edits.close()
    if state.metrics_server is not None:
        await state.metrics_server.cleanup()
        state.metrics_server = None
    if state.redis is not None:
        await state.redis.aclose()
        state.redis = None
    if state.embedded is not None:
        state.embedded.stop()
        state.embedded = None


async def feed(app: App, update: Update) -> None:
    """Process one update through the per-chat processor (webhook mode and tests)."""
    await app.update_processor.process_update(update, app.process_update(update))
