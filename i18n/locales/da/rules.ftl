# Reglerne: udgavens eget afsnit (ordret), vores afgørelser R1–R27 og spillets indstillinger.
# Numrene R1…R27 sættes på af koden; én regel pr. besked.
# Indstillingerne vises i samme besked som udgavens afsnit og siger derfor »jeton« ligesom afsnittet
# (resten af spillet siger »mærke«; en besked blander ikke de to ord, GLOSSARY.md).

rules-title = Robinson Crusoe – regler
rules-edition-title = Spilleregler
rules-edition =
    Hver deltager slår med terningen og skriver et mærke ved det tal, som øjnene på terningen viser. Ved andet og alle følgende slag rykker spilleren frem så mange felter, som slaget viser.
    I starten lægger hver deltager 10 jetoner i puljen. Den yngste, som også er kasserer, starter spillet. Den, der først når felt 45, vinder. Slaget skal passe præcist til målet; ellers skal spilleren rykke baglæns lige så mange felter, som slaget går over 45.
# A note shown under the edition's paragraph, for an oddity of the printed text; empty if none.
rules-edition-note = 📎 Teksten ovenfor er gengivet ordret fra den trykte udgave. Her behøver du ikke skrive noget: din brik står på spillepladen, og dit første slag sætter den på feltet med det tal, terningen viser.
rules-decisions-title = Vores afgørelser, hvor udgaverne tier eller er uenige
rules-settings-title = Dette spils indstillinger
rules-settings-new = Indstillinger for et nyt spil her
rules-fields-title = De 45 felter

rule-1 = Deltagere: 2 til 6 ved et bord (op til 10, hvis indstillingerne tillader det). Computerspillere tager plads ligesom mennesker.
rule-2 = Mærker: alle starter med en pung med mærker og lægger en indsats i puljen (se ⚙️ indstillingerne). Kassereren er ikke en bank: »betal til kassereren« betyder: betal til puljen; »få af kassereren« betyder: tag fra puljen.
rule-3 = Den yngste er kasserer og starter. I en gruppe er værten kasserer, medmindre en deltager trykker »Jeg er yngst« i lobbyen; det sidste tryk gælder.
rule-4 = Pladserne følger den rækkefølge, man meldte sig i, drejet så kassereren sidder først. Der spilles med uret, så din nabo til højre er den levende deltager, der spiller lige før dig.
rule-5 = Dit første slag sætter dig på det felt, terningen viser, og feltets virkning gælder.
rule-6 = Hvert senere slag rykker dig så mange felter frem, som terningen viser; virkningen af det felt, du lander på, gælder.
rule-7 = Du skal ramme felt 45 præcist. Et slag, der går forbi, tæller tilbage: fra felt 41 fører en 6'er dig til felt 43.
rule-8 = Når et felt sender dig videre til et andet felt (25 → 14, 23 → 27, byttet 36 ↔ 41, starten forfra fra felt 4), gælder virkningen af det felt, du ankommer til, også, men kun for dig. En deltager, der flyttes af en andens felt (sendt tilbage fra 41 til 36), får ingen virkning.
rule-9 = Ekstra slag: du slår straks igen i samme tur.
rule-10 = Stå over: din næste tur springes over, og du slår ikke.
rule-11 = Valgfrie træk vælges, efter at du har set terningen; chatten viser én knap for hvert felt, du kan vælge. En computerspiller eller en deltager, hvis tid løber ud, lader spillets strategi vælge.
rule-12 = Ingen kommer under nul. Skal du betale mere, end du har, betaler du det, du har, og resten eftergives; skal du have mere, end der er i puljen, får du det, der er. Derfor er det samlede antal mærker i pungene og puljen altid det samme.
rule-13 = Felt 1: hver levende deltager betaler 1 mærke til puljen. Fredags andel gælder ikke her.
rule-14 = Felt 4, forliset: efter dit næste slag vælger du: ryk videre fra felt 4, eller start forfra på det felt, terningen viser, som om det var dit første slag. Kun det næste slag giver denne mulighed.
rule-15 = Felt 7, træet: ved hvert slag, du slår, mens du står på felt 7, vælger du at rykke videre eller blive. Der er ingen grænse.
rule-16 = Felt 12, feberen: udgaverne er uenige, så det er en indstilling: stå over næste tur (den bulgarske udgave) eller slå straks én gang til (den estiske og den vietnamesiske udgave). Den danske udgave skriver »du må slå én gang«, og det læses på samme måde. Et nyt spil får standarden for lobbyens sprog (på dansk: slå straks én gang til), og skifter man sprog før starten, skifter reglen med, medmindre værten selv har valgt den; når spillet er startet, ligger reglen fast.
rule-17 = Felt 17, papegøjen: alle kan trykke »🦜 Stakkels Robinson!«, og chatten viser, hvem der sagde det. Det forsinker aldrig spillet og flytter ingen mærker.
rule-18 = Felt 23: du må sejle videre til felt 27 eller blive, som du vil.
rule-19 = Felt 25, fodsporet: af skræk løber du tilbage til felt 14 og får dets 2 mærker.
rule-20 = Felt 29: få 2 mærker af din nabo til højre, som nu er din Fredag resten af spillet. En Robinson har højst én Fredag; én deltager kan være Fredag for flere Robinsoner. Er der ingen anden levende deltager, er der ingen Fredag.
rule-21 = Fredags andel: når dit eget felt får dig til at betale til kassereren (8, 15, 26), betaler din Fredag også 1 mærke, uanset hvor meget du selv kunne betale; når dit felt lader dig få af kassereren (3, 11, 14, 18, 33, 40), får din Fredag også 1 mærke, efter dig. Felt 1 tæller ikke med, og Fredags egen betaling sætter aldrig nogen andens Fredag i gang.
rule-22 = Felt 32: få 1 mærke af hver anden levende deltager, direkte fra deres punge og ikke fra puljen, så Fredags andel gælder ikke.
rule-23 = Felt 36: står nogen på felt 41, skal I bytte plads: du går til felt 41, og vedkommende går til felt 36. Står der flere, vælger du, hvem du bytter med.
rule-24 = Felt 42, galgen: kun en 6'er, slået mens du står på felt 42, dræber (42 + 6 tæller tilbage til 42). Kommer du til felt 42 på anden måde, sker der ingenting.
rule-25 = Sejr: den første, der når felt 45, vinder straks og får hele puljen. Har vinderen en levende Fredag, får Fredag en tredjedel (rundet ned); ellers får den levende deltager, der står tættest på felt 45, halvdelen (rundet ned; står flere lige, får den første i pladsrækkefølgen efter vinderen). En vinder uden andre levende deltagere beholder det hele.
rule-26 = Død: en død deltager forlader bordet med sin pung. Vedkommende spiller ikke mere, betaler og får intet og tæller ikke længere som nabo til højre, som Fredag eller som nærmeste deltager. Båndet mellem en Robinson og hans Fredag ophører, når en af dem dør eller forlader spillet: Robinson har så ingen Fredag. Er alle døde, slutter spillet uden vinder, og puljen går ikke til nogen.
rule-27 = At forlade spillet: en deltager, der forlader et igangværende spil eller fjernes efter at have misset ture, regnes fra da af som død, blot står der i chatten »forlod spillet« eller »fjernet« i stedet for »død«.

rules-setting-field12-skip = 🤒 Felt 12 (feber): du står over din næste tur (som i den bulgarske udgave).
rules-setting-field12-extra = 🤒 Felt 12 (feber): du slår straks én gang til (som i den estiske, den vietnamesiske og den danske udgave).
rules-setting-chips = 🪙 Hver deltager starter med { $count ->
        [one] 1 jeton
       *[other] { $count } jetoner
    }.
rules-setting-ante = 🏦 Ved starten lægger hver deltager { $count ->
        [one] 1 jeton
       *[other] { $count } jetoner
    } i puljen.
rules-setting-purse = 👛 Hver pung starter altså løbet med { $count ->
        [one] 1 jeton
       *[other] { $count } jetoner
    }.
