# Feltets virkning, lavet ud fra spillepladens data, så den altid siger den regel, der gælder.
# $amount, $share: mærker; $field: feltet selv; $target: hvor virkningen fører hen; $roll: et slag.
# Vi bruger gennemgående ordet »mærke« (ikke »jeton«) om spillets penge; kun /rules' indstillinger,
# der vises sammen med udgavens afsnit, siger »jeton« ligesom afsnittet (rules.ftl).

effect-everyone-pays = Hver deltager betaler { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } til puljen.
effect-pay-pot = Betal { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } til kassereren.
effect-take-pot = Få { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } af kassereren.
effect-friday-pays = Har du en Fredag, betaler han også { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    }.
effect-friday-takes = Har du en Fredag, får han også { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    }.
effect-pay-right = Betal { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } til din nabo til højre.
effect-restart = Ved dit næste slag kan du vælge at starte forfra: i stedet for at rykke videre fra felt { $field }, går du til det felt, terningen viser.
effect-stay = Hver gang du slår her, må du rykke videre eller blive i træet – så tit du vil.
effect-fever-skip = Du står over din næste tur.
effect-fever-extra = Du slår straks én gang til.
effect-parrot = Alle siger sammen med papegøjen: »Stakkels Robinson!«
effect-roll-again = Du slår straks én gang til.
effect-roll-again-careful = Du slår straks én gang til, men pas på: slår du { $roll }, lander du på felt { $field } og må tilbage til felt { $target }!
effect-sail = Du må sejle direkte videre til felt { $target } eller blive på felt { $field }.
effect-go-back = Af skræk løber du tilbage til felt { $target }.
effect-bind-friday = Få { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } af din nabo til højre, som nu er din Fredag resten af spillet: når du betaler til kassereren, betaler Fredag også { $share ->
        [one] 1 mærke
       *[other] { $share } mærker
    }; når du får noget af kassereren, får Fredag også { $share ->
        [one] 1 mærke
       *[other] { $share } mærker
    }.
effect-take-each = Få { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } af hver af de andre deltagere.
effect-swap = Står en deltager på felt { $target }, skal I bytte plads: du går til felt { $target }, og deltageren derfra rykker tilbage til felt { $field }.
effect-gallows = Slår du { $roll }, mens du står her, lander du på samme felt igen: du er død og ude af spillet. Kommer du hertil på anden måde, sker der ingenting.
effect-home = Du vinder hele puljen. Har du en Fredag, får han en tredjedel; ellers får den levende deltager, der står tættest på felt 45, halvdelen.
