# The board: the story of each of the 45 fields, word for word from the printed edition.
# Imported with i18n/tools/import_seeds.py; the effect is generated (effects.ftl).

field-1 = Robinson forlader sit barndomshjem
field-2 = Skibet, hvorpå R. sejler mod ukendte skæbner.
field-3 = Voldsom storm. R. er meget søsyg
field-4 = Skibet forliser
field-5 = Bølgerne skyller R. op på øens strand.
field-6 = R. er reddet.
field-7 = Om natten klatrer R. op i et stort træ og sover dér
field-8 = R. har været ved vraget og fundet rifler, krudt, værktøjskasser m.m., som han færger ind til øen
field-9 = R. indretter sin hule.
field-10 = R. har skudt en ged, og killingen følger ham hjem
field-11 = R. har fanget en skildpadde
field-12 = R. ligger syg med høj feber og er ved at dø
field-13 = R., rask igen men stadig svag, sidder på sit palisadehegn og tænker over sin skæbne.
field-14 = På sin vandring finder R. dejlige druer og meloner
field-15 = R. sår byg, som han har fundet blandt forsyningerne fra vraget
field-16 = R. fletter sig en kurv.
field-17 = R. taler med en papegøje, han har fanget
field-18 = R. høster sit korn med et sværd. Bedre uden brød end uden råd!
field-19 = R. har formet lerkrukker og brænder dem nu.
field-20 = R. bager brød
field-21 = R. syr sig nyt tøj af dyreskind.
field-22 = R. bygger sig en pirog (båd) af et kæmpe stykke træ.
field-23 = R. sejler sin pirog rundt om øen
field-24 = Måltid. R. og alle hans venner.
field-25 = Mens han vandrer på øen, ser R. et menneskefodspor i sandet
field-26 = R. finder en stor bunke menneskeknogler og kranier ved kysten
field-27 = De vilde menneskeædere er kommet til øen. R. holder øje med dem i sin kikkert.
field-28 = R. redder Fredag og dræber de to vilde, der jager ham.
field-29 = Fredag lover R. troskab
field-30 = R. underviser Fredag.
field-31 = Den første pirog duer ikke; R. og F. har lavet en ny.
field-32 = Kannibalerne er tilbage på øen. R. og F. jager dem væk og befrier fangerne
field-33 = F. finder sin gamle far i en af kannibalernes pirogger
field-34 = De befriede fanger – en spanier og Fredags far – får mad og drikke.
field-35 = Spanieren og Fredags far sejler af sted for om muligt at hente de andre spaniere, som holdes fanget af kannibalerne.
field-36 = R. ser et skib for anker og en sejlbåd på vej mod øen
field-37 = Skibets mandskab har gjort mytteri og fanget kaptajnen, løjtnanten og en passager. R. og F. befrier dem, mens mytteristerne sover i skoven.
field-38 = Kaptajnen og hans mænd har dræbt to søfolk; de andre overgiver sig.
field-39 = En løjtnant skyder en af oprørslederne, efter at skibet er generobret.
field-40 = Den taknemmelige kaptajn skænker R. sit skib
field-41 = Oprørerne stilles for retten af R., som har fået nyt tøj af kaptajnen og nu kaldes "guvernøren".
field-42 = Lederen af mytteriet er blevet hængt i en rå mast
field-43 = Afrejse fra øen. Befrielsens øjeblik er kommet!
field-44 = Tilbage i R.s hjemby efter en lykkelig hjemrejse.
field-45 = R. kommer hjem efter 28 år. I døren møder han sin gamle far. På begge sider stor glæde og lykke

# How a field is named in running text and in the rules list.
field-ref = Felt { $field }

# A field's own short telling for a game line, where any cut of its story loses the point.
field-13-short = R., stadig svag, sidder og tænker over sin skæbne.
field-22-short = R. bygger sig en pirog (båd).
field-25-short = R. ser et menneskefodspor i sandet.
field-31-short = R. og F. har lavet en ny pirog.
field-32-short = Kannibalerne er tilbage. R. og F. jager dem væk.
field-34-short = De befriede fanger får mad og drikke.
# Cutting a story short for a game line (not shown as such). The snippet ends after a clause, or
# before one of the phrase openers; it never ends on an opener or a weak word, and never splits
# one of the names (separated by ";").
story-cut-openers = og eller men for af til i på med fra mod om ved under over efter før uden blandt som der hvor at når mens da fordi hvis
story-cut-weak = en et den det de sin sit sine hans hendes deres han hun har er var
story-cut-names = Robinson Crusoe
