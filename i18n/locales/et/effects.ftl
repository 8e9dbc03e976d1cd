# Väljade mõju read, mis luuakse mängulaua andmetest, et need ütleksid alati kehtivat reeglit.
# $amount, $share: žetoonid; $field: väli ise; $target: kuhu mõju viib; $roll: täringu silmad.
# Žetoonide kohta kasutame läbivalt sõna „žetoon“ (mitte „märk“).

effect-everyone-pays = Iga osaleja maksab panka { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }.
effect-pay-pot = Maksa kassapidajale { $amount ->
        [one] 1 žetoon
       *[other] { $amount } žetooni
    }.
effect-take-pot = Saad kassapidajalt { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }.
effect-friday-pays = Kui sul on Reede, maksab ka tema { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }.
effect-friday-takes = Kui sul on Reede, saab ka tema { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }.
effect-pay-right = Maksa oma parempoolsele naabrile { $amount ->
        [one] 1 žetoon
       *[other] { $amount } žetooni
    }.
effect-restart = Järgmise veeretusega võid alustada uuesti algusest: numbrilt { $field } edasi liikumise asemel lähed numbrile, mida täring näitab.
effect-stay = Iga kord, kui siin veeretad, võid edasi minna või puu otsa jääda – nii mitu korda, kui soovid.
effect-fever-skip = Jätad järgmise käigu vahele.
effect-fever-extra = Veeretad kohe veel ühe korra.
effect-parrot = Kõik ütlevad koos papagoiga: „Vaene Robinson!“
effect-roll-again = Veeretad kohe veel ühe korra.
effect-roll-again-careful = Veeretad kohe veel ühe korra, aga ole ettevaatlik: { $roll } silma viib sind numbrile { $field } ja sealt tagasi numbrile { $target }!
effect-sail = Võid sõita otse edasi numbrile { $target } või jääda numbrile { $field }.
effect-go-back = Hirmust jooksed tagasi numbrile { $target }.
effect-bind-friday = Saad oma parempoolselt naabrilt { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    } ja temast saab mängu lõpuni sinu Reede: kui maksad kassapidajale, maksab ka Reede { $share ->
        [one] 1 žetooni
       *[other] { $share } žetooni
    }; kui saad kassapidajalt, saab ka Reede { $share ->
        [one] 1 žetooni
       *[other] { $share } žetooni
    }.
effect-take-each = Saad igalt teiselt osalejalt { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }.
effect-swap = Kui mõni osaleja on numbril { $target }, peate kohad vahetama: sina lähed numbrile { $target }, tema tuleb tagasi numbrile { $field }.
effect-gallows = Kui veeretad siin { $roll } silma, jõuad tagasi samale numbrile: oled surnud ja langed mängust välja. Kui jõuad siia muul moel, pole sul midagi karta.
effect-home = Võidad kogu panga. Kui sul on Reede, saab tema sellest kolmandiku; muidu saab poole numbrile 45 kõige lähemal olev elus osaleja.
