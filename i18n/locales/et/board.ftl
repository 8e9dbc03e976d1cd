# The board: the story of each of the 45 fields, word for word from the printed edition.
# Imported with i18n/tools/import_seeds.py; the effect is generated (effects.ftl).

field-1 = Robinson lahkub oma lapsepõlvekodust
field-2 = Laev, millega R. sõidab, purjetab tundmatu saatuse poole.
field-3 = Tormine meri. R.-il on väga halb merel olla.
field-4 = Laev läheb põhja.
field-5 = Lained heidavad R.-i saare randa.
field-6 = R. on päästetud.
field-7 = Ööks ronib R. suure puu otsa ja magab seal.
field-8 = R. käib laevavrakil ja leiab püsse, püssirohtu, tööriistakaste jms ning viib kõik parvega oma saarele.
field-9 = R. seab oma koopale sisse elamise.
field-10 = R. on maha lasknud kitse ja talle järgneb talleke, kes läheb temaga koos koju.
field-11 = R. on püüdnud kilpkonna.
field-12 = R. lamab raskes palavikus ja on suremas.
field-13 = R. on jälle terve, kuid veel nõrk haiguse järel. Ta istub oma vaiadest müüri peal ja mõtleb oma saatuse üle.
field-14 = Jalutades leiab R. maitsvaid viinamarju ja meloneid.
field-15 = R. külvab otra, mille ta leidis päästetud varude seast laevavrakilt.
field-16 = R. punub endale korvi.
field-17 = R. räägib papagoiga, kelle ta on kinni püüdnud.
field-18 = R. lõikab oma viljapäid mõõgaga. Parem olla ilma leivata kui ilma nõuandeta!
field-19 = R. on voolinud endale savipotte ja põletab neid nüüd.
field-20 = R. küpsetab leiba.
field-21 = R. valmistab endale uued riided loomade nahkadest.
field-22 = R. teeb endale ühest hiiglaslikust puutükist piroogi (paadi).
field-23 = R. sõidab oma piroogiga ümber oma saare.
field-24 = Pidulaua aeg. R. ja kõik tema sõbrad.
field-25 = Saarel ringi rännates näeb R. liivas inimese jalajälge.
field-26 = R. leiab rannikult suure kuhja inimluid ja koljusid.
field-27 = Saarele on saabunud metsikud kannibalid. R. jälgib neid oma pika vaatlusklaasiga.
field-28 = R. päästab Reede ja tapab kaks metsikut meest, kes teda jälitasid.
field-29 = Reede vannub R.-ile ustavust.
field-30 = R. õpetab Reedet.
field-31 = Esimene piroog osutub kõlbmatuks, R. ja R. (Reede) on teinud uue.
field-32 = Kannibalid on tagasi saarel. R. ja R. (Reede) ründavad neid, et vabastada vangid.
field-33 = R. leiab ühe kannibalide piroogi pealt oma vana isa.
field-34 = Päästetud vangid – hispaanlane ja Reede isa – saavad süüa ja juua.
field-35 = Hispaanlane ja Reede isa lähevad mereteed, et tuua siia, kui vähegi võimalik, teised hispaanlased, keda kannibalid vangis hoiavad.
field-36 = R. näeb ankrus laeva ja purjekat, mis hoiab kurssi saare poole.
field-37 = Laeva meeskond on tõstnud mässu ja vangistanud kapteni, leitnandi ja ühe reisija. R. ja Reede vabastavad nad, kuni mässajad metsas magavad.
field-38 = Kapten ja tema kaaslased on tapnud kaks madrust; teised annavad alla.
field-39 = Leitnant laseb maha mässajate pealiku, pärast seda kui laev on tagasi vallutatud.
field-40 = Tänulik kapten kingib oma laeva R.-ile.
field-41 = R. peab mässajatele kohut. Kapten on andnud talle uued riided ja nüüd kutsutakse teda „kubermanguks“.
field-42 = Mässu ülesässitaja on üles poodud puu otsa.
field-43 = Lahkumine saarelt. Vabanemise hetk on käes!
field-44 = Tagasisõit R.-i kodulinna pärast õnnelikku kojusõitu.
field-45 = R. tuleb koju pärast 28 aastat eemal olemist. Ukse juures kohtub ta oma vana isaga. Mõlemal pool kirjeldamatu rõõm ja vaimustus.

# How a field is named in running text and in the rules list.
field-ref = Nr { $field }

# A field's own short telling for a game line, where any cut of its story loses the point.
field-2-short = Laev viib R.-i tundmatu saatuse poole.
field-22-short = R. teeb puutükist piroogi (paadi).
field-25-short = R. näeb liivas inimese jalajälge.
field-31-short = R. ja Reede on teinud uue piroogi.
field-32-short = Kannibalid on tagasi, R. ja Reede ründavad neid.
field-33-short = R. leiab piroogi pealt oma vana isa.
field-34-short = Päästetud vangid saavad süüa ja juua.
# Cutting a story short for a game line (not shown as such). The snippet ends after a clause, or
# before one of the phrase openers; it never ends on an opener or a weak word, and never splits
# one of the names (separated by ";").
story-cut-openers = ja ning ega või aga kui et mis mida mille millega kes keda kelle kellega sest nagu pärast enne ilma
story-cut-weak = oma ühe üks selle see seda need tema nende on oli olid ei ka väga kõige vana varude päästetud inimese
story-cut-names = Robinson Crusoe
