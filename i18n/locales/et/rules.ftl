# Reeglite tekst: trükitud väljaande lõik (sõna-sõnalt), meie otsused R1–R27, selle mängu seaded.
# Numbrid R1…R27 lisab kood; üks reegel sõnumi kohta.

rules-title = Robinson Crusoe – reeglid
rules-edition-title = Mängureegel
rules-edition =
    Iga osaleja veeretab täringut ja kirjutab sedelile märgi selle numbri juurde, millele täringu silmad näitavad. Teisel ja kõigil järgmistel veeretustel liigub mängija edasi nii mitu numbrit, kui palju tuli täringu silmi.
    Mängu alguses paneb iga osaleja panka 10 žetooni. Alustab noorim, kes on ühtlasi ka kassapidaja. Võidab see, kes jõuab esimesena numbrini 45. Lõppu – numbrile 45 – peab jõudma täpselt; kui veeretad üle, pead samapalju kohti tagasi minema, kui palju ületasid 45.
# A note shown under the edition's paragraph, for an oddity of the printed text; empty if none.
rules-edition-note = 📎 Ülalolev tekst on sõna-sõnalt trükiväljaandest. Siin ei pea sa sedelile midagi kirjutama: sinu mängunupp seisab mängulaual ja esimene veeretus paneb selle numbrile, mida täring näitab.
rules-decisions-title = Meie otsused seal, kus väljaanded vaikivad või erinevad
rules-settings-title = Selle mängu seaded
rules-settings-new = Seaded, millega uus mäng siin algab
rules-fields-title = 45 numbrit

rule-1 = Osalejad: 2–6 ühe laua taga (kui seaded lubavad, kuni 10). Arvutimängijad võtavad koha sisse nagu inimesed.
rule-2 = Žetoonid: igaüks saab alguses kindla arvu žetoone ja paneb neist sissemakse panka (vt ⚙️ seadeid). Kassapidaja ei ole eraldi pank: „maksa kassapidajale“ tähendab, et maksad panka, ja „saad kassapidajalt“, et võtad pangast.
rule-3 = Noorim osaleja on kassapidaja ja alustab. Grupis on kassapidaja vaikimisi mängu looja, kui just keegi ei vajuta ootesaalis „Mina olen noorim“; kehtib viimane vajutus.
rule-4 = Kohad on liitumise järjekorras, nihutatud nii, et kassapidaja istub esimesena. Mäng käib päripäeva, seega on sinu parempoolne naaber see elus osaleja, kes käib vahetult enne sind.
rule-5 = Esimene veeretus paneb sind numbrile, mida täring näitab, ja selle numbri mõju kehtib.
rule-6 = Iga järgmine veeretus viib sind nii mitu numbrit edasi, kui täring näitab; kehtib selle numbri mõju, kuhu jõuad.
rule-7 = Numbrile 45 pead jõudma täpselt. Kui veeretad üle, loed tagasi: näiteks 6 silma viib sind numbrilt 41 numbrile 43.
rule-8 = Kui number saadab sind teisele numbrile (25 → 14, 23 → 27, vahetus 36 ↔ 41, uuesti alustamine numbrilt 4), kehtib ka selle numbri mõju, kuhu jõuad – ainult sinule. Osaleja, keda liigutab kellegi teise number (saadetakse 41-lt tagasi 36-le), mõju ei saa.
rule-9 = Lisaveeretus: veeretad kohe uuesti, sama käigu sees.
rule-10 = Käik jääb vahele: sinu järgmine käik möödub veeretuseta.
rule-11 = Valikulise käigu valid pärast seda, kui oled veeretuse tulemust näinud; vestluses on iga sihtkoha jaoks oma nupp. Arvutimängija ning aja ületanud osaleja eest valib mängu strateegia.
rule-12 = Keegi ei jää miinusesse. Kui pead maksma rohkem, kui sul on, maksad nii palju, kui on, ja ülejäänu kustutatakse; kui pead saama rohkem, kui pangas on, saad selle, mis seal on. Seega on rahakottides ja pangas kokku alati sama palju žetoone.
rule-13 = Nr 1: iga elus osaleja maksab panka 1 žetooni. Reede osa siin ei kehti.
rule-14 = Nr 4, laevahukk: pärast järgmist veeretust valid, kas liikuda numbrilt 4 edasi või alustada uuesti numbrilt, mida täring näitab, nagu oleks see su esimene veeretus. See valik kehtib ainult järgmisel veeretusel.
rule-15 = Nr 7, puu: iga veeretusega, mille teed numbril 7, valid, kas minna edasi või jääda. Piirangut ei ole.
rule-16 = Nr 12, palavik: väljaanded erinevad, seepärast on see seade: jätad järgmise käigu vahele (Bulgaaria väljaanne) või veeretad kohe uuesti (Eesti ja Vietnami väljaanne; Taani väljaande „du må slå én gang“ tähendab sama). Uus mäng võtab ootesaali keele vaikeväärtuse (eesti keeles: veeretad kohe uuesti); kui keelt enne algust vahetatakse, muutub ka reegel, välja arvatud juhul, kui mängu looja on selle ise valinud; kui mäng on alanud, reegel enam ei muutu.
rule-17 = Nr 17, papagoi: igaüks võib vajutada „🦜 Vaene Robinson!“ ja vestlus näitab, kes seda ütles. See ei peata kunagi mängu ega liiguta žetoone.
rule-18 = Nr 23: võid sõita edasi numbrile 27 või jääda – nagu ise soovid.
rule-19 = Nr 25, jalajälg: hirmust jooksed tagasi numbrile 14 ja saad sealt oma 2 žetooni.
rule-20 = Nr 29: saad oma parempoolselt naabrilt 2 žetooni ja temast saab mängu lõpuni sinu Reede. Igal Robinsonil on kõige rohkem üks Reede; üks osaleja võib olla mitme Robinsoni Reede. Kui teist elus osalejat ei ole, pole ka Reedet.
rule-21 = Reede osa: kui sinu enda number käsib sul kassapidajale maksta (8, 15, 26), maksab ka sinu Reede 1 žetooni, ükskõik kui palju sina maksta suutsid; kui sinu number lubab sul kassapidajalt saada (3, 11, 14, 18, 33, 40), saab ka sinu Reede 1 žetooni, pärast sind. Nr 1 ei lähe arvesse ja Reede enda makse ei too kunagi mängu kellegi teise Reedet.
rule-22 = Nr 32: saad igalt teiselt elus osalejalt 1 žetooni otse tema rahakotist, mitte pangast, seega Reede osa ei kehti.
rule-23 = Nr 36: kui keegi on numbril 41, peate kohad vahetama: sina lähed numbrile 41, tema numbrile 36. Kui neid on seal mitu, valid ise, kellega.
rule-24 = Nr 42, võllas: tapab ainult 6 silma, mis on veeretatud numbril 42 seistes (42 + 6 viib tagasi numbrile 42). Kui jõuad numbrile 42 muul moel, pole sul midagi karta.
rule-25 = Võit: kes jõuab esimesena numbrile 45, võidab kohe ja saab kogu panga. Kui võitjal on elus Reede, saab Reede sellest kolmandiku (allapoole ümardatult); muidu saab numbrile 45 kõige lähemal olev elus osaleja poole (allapoole ümardatult; võrdse kauguse korral see, kes istub võitja järel kohtade järjekorras esimesena). Võitja, kelle kõrval pole kedagi elus, jätab kõik endale.
rule-26 = Surm: surnud osaleja lahkub lauast oma rahakotiga. Ta ei käi enam, ei maksa ega saa midagi ning teda ei arvestata enam parempoolse naabri, Reede ega lähima osalejana. Robinsoni ja tema Reede side lõpeb, kui üks neist sureb või lahkub. Kui kõik on surnud, lõpeb mäng võitjata ja pank jääb omanikuta.
rule-27 = Lahkumine: osaleja, kes lahkub käimasolevast mängust või eemaldatakse vahelejäänud käikude pärast, loetakse sellest hetkest surnuks, ainult et vestluses on kirjas „lahkus“ (või „eemaldatud“), mitte „surnud“.

rules-setting-field12-skip = 🤒 Nr 12 (palavik): jätad järgmise käigu vahele (nagu Bulgaaria väljaandes).
rules-setting-field12-extra = 🤒 Nr 12 (palavik): veeretad kohe veel ühe korra (nagu Eesti, Vietnami ja Taani väljaandes).
rules-setting-chips = 🪙 Iga osaleja alustab { $count ->
        [one] 1 žetooniga
       *[other] { $count } žetooniga
    }.
rules-setting-ante = 🏦 Alguses paneb iga osaleja panka { $count ->
        [one] 1 žetooni
       *[other] { $count } žetooni
    }.
rules-setting-purse = 👛 Nii on igaühel võistluse alguses rahakotis { $count ->
        [one] 1 žetoon
       *[other] { $count } žetooni
    }.
