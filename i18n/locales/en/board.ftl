# The board: the story of each of the 45 fields (English, written from the four printed editions).
# The effect of a field is not here: it is generated from the engine's board (effects.ftl).

field-1 = Robinson leaves his childhood home.
field-2 = The ship carrying R. sails towards an unknown fate.
field-3 = A terrible storm. R. is dreadfully seasick.
field-4 = The ship is wrecked.
field-5 = The waves wash R. up on the shore of the island.
field-6 = R. is saved.
field-7 = For the night R. climbs a big tree and sleeps there.
field-8 = R. has been out to the wreck and found guns, gunpowder, chests of tools and more; he ferries it all to his island on a raft.
field-9 = R. furnishes his cave.
field-10 = R. has shot a goat, and her kid follows him home.
field-11 = R. has caught a turtle.
field-12 = R. lies ill with a high fever, close to death.
field-13 = R., well again but still weak from his illness, sits on his palisade and ponders his fate.
field-14 = Out walking, R. finds delicious grapes and melons.
field-15 = R. sows barley he found among the stores saved from the wreck.
field-16 = R. weaves himself a basket.
field-17 = R. talks to a parrot he has caught.
field-18 = R. reaps his corn with a sword. Better without bread than without counsel!
field-19 = R. has shaped clay pots and is now firing them.
field-20 = R. bakes bread.
field-21 = R. sews himself new clothes from animal skins.
field-22 = R. builds himself a pirogue (a boat) from a huge piece of timber.
field-23 = R. sails his pirogue round the island.
field-24 = A feast. R. and all his friends.
field-25 = Wandering about the island, R. sees a human footprint in the sand.
field-26 = On the shore R. finds a great heap of human bones and skulls.
field-27 = Wild cannibals have landed on the island. R. watches them through his telescope.
field-28 = R. rescues Friday and kills the two savages chasing him.
field-29 = Friday swears loyalty to R.
field-30 = R. teaches Friday.
field-31 = The first pirogue proves useless; R. and F. have built a new one.
field-32 = The cannibals are back on the island. R. and F. drive them off to free their prisoners.
field-33 = Friday finds his old father in one of the cannibals' pirogues.
field-34 = The rescued prisoners – a Spaniard and Friday's father – are given food and drink.
field-35 = The Spaniard and Friday's father set sail to bring back, if they can, the other Spaniards held captive by the cannibals.
field-36 = R. sees a ship at anchor and a sailing boat heading for the island.
field-37 = The ship's crew have mutinied and taken the captain, the lieutenant and a passenger prisoner. R. and F. free them while the mutineers sleep in the woods.
field-38 = The captain and his men have killed two of the sailors; the rest surrender.
field-39 = The lieutenant shoots one of the ringleaders once the ship has been retaken.
field-40 = The grateful captain gives R. his ship.
field-41 = R. sits in judgement on the mutineers; the captain has given him new clothes, and now he is called “the Governor”.
field-42 = The ringleader of the mutiny is hanged from the branch of a tree.
field-43 = Leaving the island. The moment of freedom has come!
field-44 = Back in R.'s home town after a happy voyage.
field-45 = R. comes home after 28 years away. On the doorstep he meets his old father. Joy and emotion beyond words on both sides.

# How a field is named in running text and in the rules list.
field-ref = Field { $field }

# A field's own short telling for a game line, where any cut of its story loses the point.
field-13-short = R., still weak, ponders his fate on his palisade.
field-15-short = R. sows barley saved from the wreck.
field-22-short = R. builds himself a pirogue (a boat).
field-25-short = R. sees a human footprint in the sand.
field-31-short = R. and F. have built a new pirogue.
field-32-short = The cannibals are back; R. and F. drive them off.
field-33-short = Friday finds his old father in a pirogue.
field-34-short = The rescued prisoners are given food and drink.
field-38-short = The captain and his men have killed two sailors.
# Cutting a story short for a game line (not shown as such). The snippet ends after a clause, or
# before one of the phrase openers; it never ends on an opener or a weak word, and never splits
# one of the names (separated by ";").
story-cut-openers = and or but nor of to in on at for from with by into onto towards toward through among about as once than that which who whom whose while when where after before because if so
story-cut-weak = a an the his her its their our your my this these those some every each is are was were has have had be been very not no all any he she they it
story-cut-names = Robinson Crusoe
