# The rules text: the edition's own paragraph, our decisions R1–R27, the settings in force.
# The numbers R1…R27 are added by the code; keep one rule per message.

rules-title = Robinson Crusoe — the rules
rules-edition-title = Rules of the game
rules-edition =
    Each player rolls the die and puts their token on the field whose number the die shows. On the second and every later roll the player moves forward as many fields as the die shows.
    At the start of the game every player puts 10 chips into the pot. The youngest player, who is also the cashier, begins. The first to reach field 45 wins. The goal must be reached with an exact roll; if a roll goes past 45, the player must move back as many fields as it went beyond 45.
# A note shown under the edition's paragraph, for an oddity of the printed text; empty if none.
rules-edition-note = { "" }
rules-decisions-title = Our decisions, where the editions are silent or disagree
rules-settings-title = Settings of this game
rules-settings-new = Settings a new game here starts with
rules-fields-title = The 45 fields

rule-1 = Players: 2 to 6 at a table (up to 10 if the settings allow). Computer players take seats just as people do.
rule-2 = Chips: everyone starts with a purse of chips and puts the ante into the pot, which the cashier holds (the numbers are in the ⚙️ settings). The cashier is not a separate bank: “pay the cashier” means pay into the pot, and “take from the cashier” means take from the pot.
rule-3 = The youngest player is the cashier and starts. In a chat the host is the cashier by default, but any player who has joined may press “I'm the youngest” in the lobby to become the cashier and first player; if several press it, the last one counts.
rule-4 = Seats follow the order of joining, rotated so that the cashier sits first. Play passes in seat order, which is clockwise, so your right-hand neighbour is the living player who plays just before you.
rule-5 = Your first roll puts you on the field the die shows, and that field's effect applies.
rule-6 = Every later roll moves you forward that many fields; the effect of the field you land on applies.
rule-7 = You must hit 45 exactly. A roll that would go past it counts back from 45: from 41, a 6 takes you to 43.
rule-8 = When a field sends you on to another field (25 → 14, 23 → 27, the swap 36 ↔ 41, starting over from 4), the field you arrive on takes effect too, for you only. A player moved by someone else's field (sent back from 41 to 36) gets no effect.
rule-9 = Extra roll: you roll again at once, in the same turn.
rule-10 = Missed turn: your next turn passes without a roll.
rule-11 = Optional moves are chosen after you have seen the die; the chat shows one button for each destination. For a computer player, or a player who runs out of time, the game's strategy chooses.
rule-12 = Chips never go below zero. If you must pay more than you have, you pay what you have and the rest is forgiven; if you are due more than the pot holds, you get what is in it. So the chips in all the purses and the pot always add up to the same total.
rule-13 = Field 1: every living player pays 1 chip into the pot. Friday's share does not apply here.
rule-14 = Field 4, the shipwreck: once you have seen your next roll, you choose to move on from 4 or to start over on the field the die shows, as if it were your first roll. Only that next roll carries the option.
rule-15 = Field 7, the tree: every roll you make while on 7 lets you choose to move on or to stay. There is no limit.
rule-16 = Field 12, the fever: the editions disagree, so it is a setting: miss your next turn (the Bulgarian edition) or roll again at once (the Estonian and Vietnamese editions; the Danish edition's “du må slå én gang”, “you may roll once”, reads the same way). A new game takes the default of its lobby's language (in English: miss your next turn), and switching the language before the start switches the rule with it, unless the host has chosen one; once the game starts, the rule stays fixed.
rule-17 = Field 17, the parrot: every player may press “🦜 Poor Robinson!” and the chat shows who said it. It never holds up the game and moves no chips.
rule-18 = Field 23: you may sail on to 27 or stay, as you choose.
rule-19 = Field 25, the footprint: in fright you run back to 14, and 14 pays you its 2 chips.
rule-20 = Field 29: take 2 chips from your right-hand neighbour, who becomes your Friday for the rest of the game. A Robinson has at most one Friday; one player may be Friday to several Robinsons. With no other living player there is no Friday.
rule-21 = Friday's share: when your own field makes you pay into the pot (8, 15, 26), your Friday pays 1 chip too, whatever you were able to pay; when your field lets you take from the pot (3, 11, 14, 18, 33, 40), your Friday takes 1 chip too, after you. Rule 12 applies to both of you. Field 1 does not count, and Friday's own payment never triggers anyone else's Friday.
rule-22 = Field 32: take 1 chip from each other living player, straight from their purses, not from the pot, so Friday's share does not apply.
rule-23 = Field 36: if someone stands on 41, you must swap places: you go to 41 and they go to 36. If several stand there, you choose whom to swap with.
rule-24 = Field 42, the gallows: only a 6 rolled while standing on 42 kills (42 + 6 counts back to 42). Arriving on 42 any other way does no harm.
rule-25 = Winning: the first to reach 45 wins at once and takes the whole pot. If the winner has a living Friday, Friday gets a third of it (rounded down); otherwise the living player nearest to 45 gets half (rounded down; on a tie, the first in seat order after the winner). A winner with nobody else alive keeps it all.
rule-26 = Death: a dead player leaves the table with their purse. They take no more turns, pay and receive nothing, and no longer count as right-hand neighbour, as Friday or as nearest player. A Friday bond ends when either side of it dies or leaves: that Robinson has no Friday any more. If everyone is dead, the game ends with no winner and the pot goes unclaimed.
rule-27 = Leaving: a player who leaves a running game, or is removed after missing turns, counts as dead from then on, except that the chat says “left” (or “removed”) instead of “dead”.

rules-setting-field12-skip = 🤒 Field 12 (fever): you miss your next turn (the Bulgarian edition's rule).
rules-setting-field12-extra = 🤒 Field 12 (fever): you roll again at once (the Estonian, Vietnamese and Danish editions' rule).
rules-setting-chips = 🪙 Each player starts with { $count ->
        [one] 1 chip
       *[other] { $count } chips
    }.
rules-setting-ante = 🏦 Each player puts { $count ->
        [one] 1 chip
       *[other] { $count } chips
    } into the pot at the start.
rules-setting-purse = 👛 So each purse starts the race with { $count ->
        [one] 1 chip
       *[other] { $count } chips
    }.
