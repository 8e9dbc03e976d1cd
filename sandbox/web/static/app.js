"use strict";
// The playground page: a small chat client over the Bot API double's world.

const LANGUAGES = [
  ["en", "English"], ["bg", "Български"], ["da", "Dansk"], ["et", "Eesti"],
  ["vi", "Tiếng Việt"], ["de", "Deutsch"], ["fr", "Français"], ["ru", "Русский"],
];
const ROLL_MS = 1600;
const $ = (id) => document.getElementById(id);

const ui = {
  viewer: Number(localStorage.getItem("viewer")) || null,
  chat: Number(localStorage.getItem("chat")) || null,
  data: null,
  rendered: new Map(),      // message id -> JSON it was drawn from
  renderedChat: null,
  shownToasts: new Set(),
  primedViewers: new Set(),
  loadedAt: Date.now(),
  atEnd: true,              // the chat is read at its end: what comes is shown
  busy: false,
  again: false,
  inlineAsked: null,        // the id of the viewer's @bot query waiting for (or showing) results
  inlineTimer: null,
};

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key === "style") node.style.cssText = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== null && value !== undefined && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function avatar(name, colour, emoji) {
  return el("div", { class: "avatar", style: `background:${colour}`, "aria-hidden": "true" },
    emoji || (name || "?").trim().charAt(0).toUpperCase());
}

function hhmm(seconds) {
  const d = new Date(seconds * 1000);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
}

function toast(text, kind = "") {
  // one at a time, the newest in place of the last, as Telegram shows a button's answer
  const node = el("div", { class: `toast ${kind}`, role: "status" }, text);
  $("toasts").replaceChildren(node);
  setTimeout(() => node.remove(), 2600);
}

function alertBox(text) {
  $("alert-text").textContent = text;
  if (!$("alert").open) $("alert").showModal();
}

async function api(action, body) {
  // how many actions are on their way: a test waits for none before asking the server if it is done
  document.body.dataset.posting = String(Number(document.body.dataset.posting || 0) + 1);
  try {
    const response = await fetch(`/api/${action}`, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!answer.ok) toast(answer.error || "That did not work.", "error");
    return answer;
  } catch (err) {
    toast("The playground is not answering.", "error");
    return { ok: false };
  } finally {
    document.body.dataset.posting = String(Number(document.body.dataset.posting) - 1);
  }
}

// --- message text with Telegram entities (offsets are UTF-16, like JavaScript strings) ---

function entityNode(entity) {
  switch (entity.type) {
    case "bold": return el("b");
    case "italic": return el("i");
    case "underline": return el("u");
    case "strikethrough": return el("s");
    case "code": return el("code");
    case "pre": return el("pre");
    case "blockquote": return el("blockquote");
    // Telegram shows an expandable quote folded to its first lines; a tap unfolds it (and folds it again)
    case "expandable_blockquote":
      return el("blockquote", { class: "expandable", title: "Tap to expand", onclick: (ev) => ev.currentTarget.classList.toggle("open") });
    case "text_link": return linkNode(entity.url || "");
    default: return el("span", { class: entity.type });
  }
}

function linkNode(url) {
  const start = startPayload(url);
  if (start !== null) return el("a", { href: "#", onclick: (ev) => { ev.preventDefault(); deepLink(start); } });
  if (/^https?:\/\//.test(url)) return el("a", { href: url, target: "_blank", rel: "noopener noreferrer" });
  return el("span");
}

function build(container, text, start, end, entities) {
  let pos = start;
  let i = 0;
  while (i < entities.length) {
    const entity = entities[i];
    if (entity.offset < pos) { i++; continue; }
    if (entity.offset > pos) container.append(text.slice(pos, entity.offset));
    const stop = Math.min(entity.offset + entity.length, end);
    const inner = [];
    let j = i + 1;
    while (j < entities.length && entities[j].offset < stop) {
      if (entities[j].offset + entities[j].length <= stop) inner.push(entities[j]);
      j++;
    }
    const node = entityNode(entity);
    build(node, text, entity.offset, stop, inner);
    container.append(node);
    pos = stop;
    i = j;
  }
  if (pos < end) container.append(text.slice(pos, end));
}

function richText(text, entities) {
  const node = el("div", { class: "text" });
  const sorted = [...(entities || [])].sort((a, b) => a.offset - b.offset || b.length - a.length);
  build(node, text, 0, text.length, sorted);
  return node;
}

// --- deep links: t.me/<this bot>?start=<payload> opens the private chat and sends /start ---

function startPayload(url) {
  const bot = ui.data && ui.data.bot.username;
  const match = /^https?:\/\/t\.me\/([A-Za-z0-9_]+)\?start=([A-Za-z0-9_-]+)$/.exec(url || "");
  return match && bot && match[1].toLowerCase() === bot.toLowerCase() ? match[2] : null;
}

async function deepLink(payload) {
  openChat(ui.viewer);
  await api("send", { user: ui.viewer, chat: ui.viewer, text: `/start ${payload}` });
}

// --- messages ---

const PIPS = [[4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]];

function showFace(node, value) {
  node.dataset.value = String(value);
  node.querySelectorAll(".pip").forEach((pip, i) => { pip.classList.toggle("on", PIPS[value - 1].includes(i)); });
}

function dieNode(dice, animate) {
  const label = `${dice.emoji} ${dice.value}`;
  if (dice.emoji !== "🎲") return el("span", { class: "other-dice", role: "img", "aria-label": label }, label);
  const node = el("span", { class: "die", role: "img", "aria-label": label },
    ...Array.from({ length: 9 }, () => el("span", { class: "pip" })));
  showFace(node, dice.value);
  if (animate) {
    node.classList.add("rolling");
    let n = 0;
    const spin = setInterval(() => showFace(node, (n++ % 6) + 1), 110);
    setTimeout(() => { clearInterval(spin); node.classList.remove("rolling"); showFace(node, dice.value); }, ROLL_MS);
  }
  return node;
}

function keyboardNode(message) {
  if (!message.keyboard.length) return null;
  const rows = message.keyboard.map((row, r) => el("div", { class: "kb-row" }, ...row.map((button, c) => {
    const pick = Boolean(message.switch && message.switch[r] && message.switch[r][c]);
    return el("button", { type: "button", "data-data": button.data, "data-switch": pick,
      onclick: (ev) => pressButton(ev.currentTarget, message, button, pick) }, button.text);
  })));
  return el("div", { class: "keyboard" }, ...rows);
}

// --- inline mode: "@bot query" in any chat, its results, the chat picker of a button ---

function inlineQueryOf(text) {
  const bot = ui.data && ui.data.bot.username;
  const match = /^@([A-Za-z0-9_]+) ([\s\S]*)$/.exec(text);
  return match && bot && match[1].toLowerCase() === bot.toLowerCase() ? match[2] : null;
}

function typed() {
  const query = inlineQueryOf($("text").value);
  clearTimeout(ui.inlineTimer);
  if (query === null || !ui.chat) { ui.inlineAsked = null; renderInline(ui.data); return; }
  ui.inlineTimer = setTimeout(async () => {
    const answer = await api("inline", { user: ui.viewer, chat: ui.chat, query });
    ui.inlineAsked = answer.ok ? answer.query : null;
    renderInline(ui.data);
  }, 250);
}

function renderInline(data) {
  const panel = $("inline-results");
  const found = data && data.inline && data.inline.id === ui.inlineAsked ? data.inline : null;
  if (!ui.inlineAsked) { panel.hidden = true; panel.replaceChildren(); return; }
  panel.hidden = false;
  if (!found || !found.answered) { panel.replaceChildren(el("div", { class: "waiting" }, `@${data.bot.username} is answering…`)); return; }
  panel.replaceChildren(...found.results.map((result) => el("button", {
    type: "button", role: "option", "data-result": result.id, onclick: () => chooseInline(found.id, result.id),
  }, el("b", {}, result.title), el("span", {}, result.description))));
}

async function chooseInline(queryId, resultId) {
  ui.inlineAsked = null;
  $("text").value = "";
  renderInline(ui.data);
  await api("choose", { user: ui.viewer, query: queryId, result: resultId });
}

function pickChat() {
  const chats = ui.data.chats.filter((chat) => chat.id !== ui.viewer);
  $("pick-list").replaceChildren(...chats.map((chat) => el("button", { type: "button", value: String(chat.id),
    onclick: () => { $("pick-chat").close(); typeInline(chat.id); } }, chat.title)));
  $("pick-chat").showModal();
}

function typeInline(chatId) {
  openChat(chatId, true);
  $("text").value = `@${ui.data.bot.username} `;
  typed();
}

async function pressButton(node, message, button, pick = false) {
  if (pick) return pickChat();
  if (button.url) {
    const payload = startPayload(button.url);
    if (payload !== null) return deepLink(payload);
    return toast(`A link to ${button.url}: the playground stays offline.`);
  }
  node.disabled = true;
  await api("press", { user: ui.viewer, chat: ui.chat, message: message.id, data: button.data });
  setTimeout(() => { node.disabled = false; }, 400);
}

function photoNode(message) {
  // as in Telegram: the photo fits the chat, a tap opens it full size
  const { url, width, height } = message.photo;
  // its room is known only once loaded: a chat read at its end then shows its end again
  const img = el("img", { src: url, width, height, alt: message.caption || "photo", onload: followEnd });
  return el("button", { type: "button", class: "photo", "aria-label": "Open the photo full size",
    onclick: () => openViewer(url, width, height, message.caption) }, img);
}

function followEnd(ev) {
  // at the end, or at it before this picture took its room (a scroll event that came while a
  // re-drawn photo had no height yet may have said otherwise): its end again
  const box = $("messages");
  const gap = box.scrollHeight - box.scrollTop - box.clientHeight;
  const grown = ev && ev.target ? ev.target.getBoundingClientRect().height : 0;
  if (ui.atEnd || gap <= grown + 120) { box.scrollTop = box.scrollHeight; ui.atEnd = true; }
}

function openViewer(url, width, height, caption) {
  const img = $("viewer-img");
  img.src = url;
  img.width = width;
  img.height = height;
  img.alt = caption || "photo";
  if (!$("viewer").open) $("viewer").showModal();
}

function preview(message) {
  if (message.dice) return message.dice.emoji;
  const text = message.text !== null ? message.text : message.caption || "";
  const first = text.trim().split("\n")[0];
  return message.photo ? `🖼 ${first}` : first;
}

function replyNode(id) {
  // the quoted message, as Telegram shows a reply; a click scrolls to it
  const quoted = ui.data && ui.data.chat ? ui.data.chat.messages.find((m) => m.id === id) : null;
  const jump = () => {
    const node = document.querySelector(`#messages > .msg[data-id="${id}"]`);
    if (!node) return;
    node.scrollIntoView({ block: "center" });
    node.classList.add("flash");
    setTimeout(() => node.classList.remove("flash"), 900);
  };
  return el("button", { type: "button", class: "reply", onclick: jump, disabled: !quoted },
    el("b", {}, quoted ? quoted.from.name : "Deleted message"), el("span", {}, quoted ? preview(quoted) : ""));
}

function messageNode(message, group, fresh) {
  const mine = message.from.id === ui.viewer;
  const bubble = el("div", { class: "bubble" });
  if (group && !mine) bubble.append(el("div", { class: "sender", style: `color:${message.from.colour}` }, message.from.name));
  if (message.via) bubble.append(el("div", { class: "via" }, `via @${message.via}`));
  if (message.forwarded_from) bubble.append(el("div", { class: "forwarded" }, `Forwarded from ${message.forwarded_from}`));
  if (message.reply_to) bubble.append(replyNode(message.reply_to));
  if (message.photo) bubble.append(photoNode(message));
  if (message.dice) {
    const recent = fresh && Date.now() / 1000 - message.date < 10;
    bubble.append(dieNode(message.dice, recent));
  }
  const body = message.text !== null ? richText(message.text, message.entities)
    : message.caption ? richText(message.caption, message.caption_entities) : null;
  const meta = el("span", { class: "meta" }, (message.effect ? message.effect + " " : "") + (message.edited ? "edited " : "") + hhmm(message.date));
  if (body) { body.append(meta); bubble.append(body); } else bubble.append(meta);
  const stack = el("div", { class: "stack" }, bubble, keyboardNode(message));
  const classes = ["msg", mine ? "mine" : "", message.dice ? "dice" : "", message.effect ? "effect" : ""].join(" ");
  return el("div", { class: classes, "data-id": message.id },
    avatar(message.from.name, message.from.colour, message.from.bot ? "🏝" : null), stack);
}

function renderMessages(chat) {
  const box = $("messages");
  const group = chat.type !== "private";
  box.classList.toggle("private", !group);
  const fresh = ui.renderedChat === chat.id;
  if (!fresh) { box.replaceChildren(); ui.rendered.clear(); ui.renderedChat = chat.id; }
  const nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 120;
  const keep = new Set();
  let appended = false;
  let previous = null;
  for (const message of chat.messages) {
    const key = JSON.stringify(message) + ui.viewer;
    keep.add(String(message.id));
    let node = box.querySelector(`:scope > .msg[data-id="${message.id}"]`);
    if (!node || ui.rendered.get(message.id) !== key) {
      const focused = node && node.contains(document.activeElement) ? document.activeElement.textContent : null;
      const made = messageNode(message, group, fresh && !node);
      if (node) node.replaceWith(made); else { (previous ? previous.after(made) : box.prepend(made)); appended = true; }
      node = made;
      ui.rendered.set(message.id, key);
      if (focused !== null) {
        const again = [...node.querySelectorAll("button")].find((b) => b.textContent === focused) || node.querySelector("button");
        if (again) again.focus();
      }
    }
    previous = node;
  }
  for (const node of [...box.querySelectorAll(":scope > .msg")]) {
    if (!keep.has(node.dataset.id)) { node.remove(); ui.rendered.delete(Number(node.dataset.id)); }
  }
  box.querySelector(":scope > .empty")?.remove();
  const empty = chat.bot_present ? "No messages here yet. Try /new or /help."
    : chat.between ? `Only the two of you are here. Type @${ui.data.bot.username} and a space to play here.`
    : "The bot is not in this chat.";
  if (!chat.messages.length) box.append(el("div", { class: "empty" }, empty));
  if (!fresh || (appended && nearBottom) || nearBottom) box.scrollTop = box.scrollHeight;
}

// --- chrome: people, languages, chat list, header, menu ---

function languageOptions(select, current) {
  const known = LANGUAGES.some(([code]) => code === current);
  const list = known || !current ? LANGUAGES : [...LANGUAGES, [current, current]];
  select.replaceChildren(...list.map(([code, name]) => el("option", { value: code, selected: code === current }, `${name} (${code})`)));
}

function renderPeople(data) {
  const me = data.people.find((p) => p.id === ui.viewer);
  $("people").replaceChildren(...data.people.map((person) => el("button", {
    type: "button", class: "person", "data-name": person.name, "aria-pressed": String(person.id === ui.viewer),
    onclick: () => switchTo(person.id),
  }, avatar(person.name, person.colour), person.name)));
  languageOptions($("lang-select"), me ? me.lang : "");
  $("as-select").replaceChildren(...data.people.map((person) => el("option", { value: person.id, selected: person.id === ui.viewer }, person.name)));
}

function renderChatList(data) {
  $("chat-list").replaceChildren(...data.chats.map((chat) => el("button", {
    type: "button", class: "chat-item", "data-chat": chat.id, "aria-current": String(chat.id === ui.chat),
    onclick: () => openChat(chat.id, true),
  }, chatAvatar(chat),
  el("div", { class: "body" }, el("div", { class: "name" }, chat.title), el("div", { class: "preview" }, chat.preview || " ")))));
}

function chatAvatar(chat) {
  if (chat.between) return avatar(chat.title, "#e5ca77", "👤");
  return avatar(chat.title, chat.type === "private" ? "#3390ec" : "#7bc862", chat.type === "private" ? "🏝" : "👥");
}

function renderHeader(chat) {
  $("chat-title").textContent = chat ? chat.title : "Pick a chat";
  $("chat-avatar").replaceWith(chat ? Object.assign(chatAvatar(chat), { id: "chat-avatar" }) : el("div", { id: "chat-avatar" }));
  let sub = "";
  if (chat && chat.between) sub = `private chat · the bot is not here; type @${ui.data.bot.username} to play`;
  else if (chat && chat.type === "private") sub = `bot · @${ui.data.bot.username}`;
  else if (chat) sub = `${chat.members.length + (chat.bot_present ? 1 : 0)} members: ${chat.members.map((m) => m.name).join(", ")}${chat.bot_present ? ", Robinson" : ""}`;
  $("chat-sub").textContent = sub;
  const usable = Boolean(chat && (chat.bot_present || chat.between));
  $("composer").setAttribute("aria-disabled", String(!usable));
}

function renderMenu(chat) {
  const commands = (chat && chat.commands) || [];
  $("menu").replaceChildren(...commands.map((c) => el("button", { type: "button", role: "menuitem", onclick: () => { closeMenu(); sendText(`/${c.command}`); } },
    el("b", {}, `/${c.command}`), el("span", {}, c.description))));
  $("menu-button").hidden = !commands.length;
}

function closeMenu() { $("menu").hidden = true; $("menu-button").setAttribute("aria-expanded", "false"); }

function renderToasts(data) {
  const fresh = !ui.primedViewers.has(data.viewer);
  for (const item of data.toasts) {
    if (ui.shownToasts.has(item.id)) continue;
    ui.shownToasts.add(item.id);
    if (fresh || !item.text) continue;
    if (item.alert) alertBox(item.text); else toast(item.text);
  }
  ui.primedViewers.add(data.viewer);
}

function render(data) {
  ui.data = data;
  if (ui.viewer !== data.viewer) { ui.viewer = data.viewer; }
  renderPeople(data);
  renderChatList(data);
  renderHeader(data.chat);
  renderMenu(data.chat);
  if (data.chat) renderMessages(data.chat); else { $("messages").replaceChildren(); ui.renderedChat = null; }
  renderInline(data);
  renderToasts(data);
  document.body.dataset.version = data.version;
  document.body.dataset.ready = "true";
}

// --- state ---

async function refresh() {
  if (ui.busy) { ui.again = true; return; }
  ui.busy = true;
  try {
    do {
      ui.again = false;
      const asked = [ui.viewer, ui.chat];
      let query = `viewer=${ui.viewer || ""}&chat=${ui.chat || ""}`;
      let data = await (await fetch(`/api/state?${query}`)).json();
      // someone else was picked (or a chat opened) while this answer was on its way: ask again
      if (ui.viewer !== asked[0] || ui.chat !== asked[1]) { ui.again = true; continue; }
      if (!data.viewer && data.people.length) { ui.viewer = data.people[0].id; ui.again = true; continue; }
      if (!data.chat && data.chats.length) {
        const wasPrivate = ui.chat > 0 && data.chats.some((c) => c.id === ui.viewer);
        ui.chat = wasPrivate ? ui.viewer : data.chats[0].id;
        query = `viewer=${ui.viewer}&chat=${ui.chat}`;
        data = await (await fetch(`/api/state?${query}`)).json();
      }
      localStorage.setItem("viewer", String(ui.viewer));
      localStorage.setItem("chat", String(ui.chat));
      render(data);
    } while (ui.again);
  } catch (err) {
    toast("The playground is not answering.", "error");
  } finally {
    ui.busy = false;
  }
}

function switchTo(personId) {
  const inPrivate = ui.chat && ui.chat > 0;
  ui.viewer = Number(personId);
  if (inPrivate) ui.chat = ui.viewer;
  ui.renderedChat = null;
  refresh();
}

function openChat(chatId, byHand = false) {
  if (ui.chat !== Number(chatId)) { ui.inlineAsked = null; $("text").value = ""; }
  ui.chat = Number(chatId);
  document.body.classList.add("in-chat");
  ui.renderedChat = null;  // drawn anew at its end: hidden behind a phone's chat list, it had no end
  ui.atEnd = true;
  closeMenu();
  refresh();
  if (byHand) $("text").focus({ preventScroll: true });
}

async function sendText(text) {
  if (!text.trim() || !ui.chat) return;
  // as in Telegram: what you send takes you to the chat's end, where its answer comes
  const box = $("messages");
  box.scrollTop = box.scrollHeight;
  ui.atEnd = true;
  await api("send", { user: ui.viewer, chat: ui.chat, text });
}

function ask(title, label, withLanguage) {
  $("ask-title").textContent = title;
  $("ask-label").textContent = label;
  $("ask-input").value = "";
  $("ask-lang-row").hidden = !withLanguage;
  languageOptions($("ask-lang"), "en");
  $("ask").showModal();
  return new Promise((resolve) => {
    $("ask").addEventListener("close", () => {
      resolve($("ask").returnValue === "ok" ? { name: $("ask-input").value.trim(), lang: $("ask-lang").value } : null);
    }, { once: true });
  });
}

function wire() {
  $("composer").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const text = $("text").value;
    $("text").value = "";
    ui.inlineAsked = null;
    renderInline(ui.data);
    await sendText(text);
  });
  $("text").addEventListener("input", typed);
  $("messages").addEventListener("scroll", (ev) => {  // read at its end, or scrolled up by hand
    const box = ev.target;
    ui.atEnd = box.scrollHeight - box.scrollTop - box.clientHeight < 120;
  });
  $("dice-button").addEventListener("click", () => sendText("🎲"));
  $("menu-button").addEventListener("click", () => {
    const open = $("menu").hidden;
    $("menu").hidden = !open;
    $("menu-button").setAttribute("aria-expanded", String(open));
    if (open) $("menu").querySelector("button")?.focus();
  });
  $("menu").addEventListener("keydown", (ev) => { if (ev.key === "Escape") { closeMenu(); $("menu-button").focus(); } });
  $("back").addEventListener("click", () => document.body.classList.remove("in-chat"));
  $("as-select").addEventListener("change", (ev) => switchTo(ev.target.value));
  $("lang-select").addEventListener("change", async (ev) => {
    await api("language", { user: ui.viewer, lang: ev.target.value });
    toast(`Telegram now tells the bot: ${ev.target.value}`);
  });
  $("add-person").addEventListener("click", async () => {
    const group = ui.data && ui.data.chat && ui.data.chat.type !== "private" ? ui.data.chat : null;
    const answer = await ask(group ? `Add a member to ${group.title}` : "Add a person", "Name", true);
    if (!answer || !answer.name) return;
    const made = await api("person", { name: answer.name, lang: answer.lang, group: group ? group.id : null });
    if (made.ok) toast(group ? `${answer.name} joined ${group.title}` : `${answer.name} is here`);
  });
  $("add-group").addEventListener("click", async () => {
    const answer = await ask("Add the bot to a new group", "Group name", false);
    if (!answer || !answer.name) return;
    const others = ui.data.people.map((p) => p.id).filter((id) => id !== ui.viewer);
    const made = await api("group", { user: ui.viewer, title: answer.name, members: others });
    if (made.ok) openChat(made.id);
  });
  $("viewer").addEventListener("click", () => $("viewer").close());  // a tap anywhere closes it
  document.addEventListener("click", (ev) => {
    if (!$("menu").hidden && !$("menu").contains(ev.target) && ev.target !== $("menu-button")) closeMenu();
  });
  const events = new EventSource("/api/events");
  events.onmessage = () => refresh();
}

wire();
refresh();
