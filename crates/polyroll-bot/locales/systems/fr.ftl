system-usage = Syntaxe : { $usage } — par exemple { $example }. /system { $name } en dit plus.
system-args-unknown = { $name } ne prend pas « { $word } ».
system-args-too-many = { $name } ne prend plus de nombre : « { $word } » est de trop.
system-args-missing = { $name } : il manque { $param }.
system-args-twice = { $name } : { $param } est donné deux fois.
system-args-range = { $name } : { $param } doit aller de { $min } à { $max }, pas { $value }.
system-args-one-of = { $name } : { $param } doit être l’un de { $allowed }, pas { $value }.
system-args-together = { $name } : { $first } et { $second } ne vont pas ensemble.
system-alias-used = C’est votre alias { $name } qui a été lancé, pas le système de jeu { $name } (renommez l’alias pour lancer le système).
system-unknown = Aucun système de jeu ne s’appelle « { $name } ». /help systems les liste.
system-header = { $title } — { $usage }
system-edition = Règles : { $edition }. Source : { $source }.
system-outcomes = Issues : { $outcomes }.
system-examples = Exemples :
system-chat-set = Le jeu de ce chat est désormais { $title } ({ $name }) : l'autocomplétion et /help proposent d'abord ses lancers ({ $examples }). Une formule tapée garde son sens ; /system chat off l'efface.
system-chat-cleared = Ce chat n'a plus de jeu.
system-chat-current = Le jeu de ce chat : { $title } ({ $name }), des lancers comme { $examples }.
system-chat-unset = Ce chat n'a pas de jeu. Un administrateur en choisit un avec /system chat NOM.
system-chat-no-chat = Seul un chat a un jeu : écrivez /system chat NOM dans l'un d'eux.
help-chat-game = Le jeu de ce chat : { $title } — { $examples } (/system { $name } en dit plus).
help-systems = Systèmes de jeu : tapez le nom et ses arguments partout où va une formule (blades 3, /stats vtm 6 h2, 3#pbta +1, [[coc 45]]). /system NOM en montre un ; /system chat NOM (administrateurs) en fait le jeu du chat, dont l'autocomplétion et /help proposent d'abord les lancers.
stats-system = { $formula } : { $chances }
stats-system-sampled = estimé sur { $samples } lancers : chaque chance à ±{ $margin } %
stats-system-result = La distribution du résultat :

system-blades-critical = critique
system-blades-full = réussite totale
system-blades-partial = réussite partielle
system-blades-bad = échec
system-blades-dice-zero = 0 dé, le plus bas de

system-pbta-strong = réussite totale
system-pbta-weak = réussite partielle
system-pbta-miss = échec

system-fate-result = { $signed }
system-fate-beyond-legendary = au-delà de Légendaire
system-fate-legendary = Légendaire
system-fate-epic = Épique
system-fate-fantastic = Fantastique
system-fate-superb = Superbe
system-fate-great = Excellent
system-fate-good = Bon
system-fate-fair = Correct
system-fate-average = Moyen
system-fate-mediocre = Médiocre
system-fate-poor = Faible
system-fate-terrible = Exécrable
system-fate-beyond-terrible = pire qu’Exécrable

system-coc-dice-units = unités
system-coc-dice-tens = dizaines
system-coc-critical = réussite critique
system-coc-fumble = maladresse
system-coc-extreme = réussite extrême
system-coc-hard = réussite majeure
system-coc-regular = réussite ordinaire
system-coc-failure = échec

system-sr-result = { $hits ->
    [one] { $hits } succès
   *[other] { $hits } succès
}
system-sr-critical-glitch = complication critique
system-sr-glitch = complication
system-sr-hits = sans complication
system-sr-no-hits = ni succès ni complication

system-sw-dice-trait = trait
system-sw-dice-wild = joker
system-sw-critical-failure = échec critique
system-sw-raise = { $raises ->
    [one] réussite avec une prouesse
   *[other] réussite avec { $raises } prouesses
}
system-sw-success = réussite
system-sw-failure = échec

system-vtm-result = { $successes ->
    [one] { $successes } succès
   *[other] { $successes } succès
}
system-vtm-dice-hungerdice = soif
system-vtm-messy-critical = critique brutal
system-vtm-critical = réussite critique
system-vtm-success = réussite
system-vtm-bestial-failure = échec bestial
system-vtm-total-failure = échec total
system-vtm-failure = échec

system-dh-dice-hope = Espoir
system-dh-dice-fear = Peur
system-dh-critical = réussite critique
system-dh-hope = avec Espoir
system-dh-fear = avec Peur

system-cpr-critical-success = réussite critique
system-cpr-critical-failure = échec critique
system-cpr-plain = pas de critique

system-wod-result = { $net ->
    [one] { $net } succès
   *[other] { $net } succès
}
system-wod-botch = échec critique
system-wod-success = réussite
system-wod-failure = échec

system-cod-result = { $successes ->
    [one] { $successes } succès
   *[other] { $successes } succès
}
system-cod-dice-chance = dé de chance
system-cod-dramatic-failure = échec dramatique
system-cod-exceptional = réussite exceptionnelle
system-cod-success = réussite
system-cod-failure = échec

system-yz-result = { $successes } succès ({ $baneful } sur la base, { $broken } sur l’équipement)
system-yz-dice-base = base
system-yz-dice-skill = compétence
system-yz-dice-gear = équipement
system-yz-success = réussite
system-yz-failure = échec

system-cypher-intrusion = intrusion du MJ
system-cypher-major = réussite, effet majeur
system-cypher-minor = réussite, effet mineur
system-cypher-damage = réussite, +{ $damage } dégâts
system-cypher-success = réussite
system-cypher-failure = échec

system-dnd-critical = 20 naturel, critique
system-dnd-fumble = 1 naturel, échec critique
system-dnd-success = réussite
system-dnd-failure = échec
system-dnd-rolled = sans critique

system-pf2-critical-success = réussite critique
system-pf2-success = réussite
system-pf2-failure = échec
system-pf2-critical-failure = échec critique

system-ironsworn-dice-challenge = défi
system-ironsworn-strong-match = réussite forte, un doublé
system-ironsworn-strong = réussite forte
system-ironsworn-weak = réussite faible
system-ironsworn-miss-match = échec, un doublé
system-ironsworn-miss = échec

system-gurps-critical-success = réussite critique
system-gurps-critical-failure = échec critique
system-gurps-success = réussite
system-gurps-failure = échec

system-alien-result = { $successes ->
    [one] 1 réussite
   *[other] { $successes } réussites
}
system-alien-dice-stress = stress
system-alien-success-panic = réussite, jet de panique
system-alien-failure-panic = échec, jet de panique
system-alien-success = réussite
system-alien-failure = échec

system-exalted-result = { $successes ->
    [one] 1 réussite
   *[other] { $successes } réussites
}
system-exalted-botch = échec critique
system-exalted-success = réussite
system-exalted-failure = échec

system-mm-dice-marvel = Marvel
system-mm-ultimate-fantastic = Fantastique ultime
system-mm-fantastic = Fantastique
system-mm-success = réussite
system-mm-failure = échec
system-mm-rolled = sans Fantastique

system-hero-success = réussite
system-hero-failure = échec

system-herodmg-result = { $stun } STUN, { $body } BODY
system-herodmg-damage = dégâts

system-wfrp-result = { $signed } DR ({ $roll })
system-wfrp-dice-tens = dizaines
system-wfrp-dice-units = unités
system-wfrp-critical = réussite critique
system-wfrp-success = réussite
system-wfrp-fumble = maladresse
system-wfrp-failure = échec

system-m2d20-result = { $successes ->
    [one] 1 réussite
   *[other] { $successes } réussites
}
system-m2d20-success-complication = réussite, avec une complication
system-m2d20-success = réussite
system-m2d20-failure-complication = échec, avec une complication
system-m2d20-failure = échec

system-bw-result = { $successes ->
    [one] 1 réussite
   *[other] { $successes } réussites
}
system-bw-success = réussite
system-bw-failure = échec

system-tor-dice-feat = Prouesse
system-tor-dice-success = Réussite
system-tor-extraordinary = réussite extraordinaire
system-tor-great = grande réussite
system-tor-success = réussite
system-tor-failure = échec

system-dcc-critical = critique
system-dcc-fumble = maladresse
system-dcc-success = réussite
system-dcc-failure = échec
system-dcc-rolled = sans critique

system-kult-complete = réussite complète
system-kult-partial = réussite avec une complication
system-kult-failure = échec

system-lf-result = { $successes ->
    [one] 1 réussite
   *[other] { $successes } réussites
} ({ $exact } LASER FEELING)
system-lf-critical = réussite critique
system-lf-success = réussite
system-lf-complication = réussite avec une complication
system-lf-failure = ça tourne mal

system-tiny-success = réussite
system-tiny-failure = échec

system-weg-dice-wild = dé joker
system-weg-complication = complication
system-weg-success = réussite
system-weg-failure = échec
system-weg-rolled = sans complication

system-wg-result = { $icons ->
    [one] 1 icône
   *[other] { $icons } icônes
}
system-wg-dice-wrath = Courroux
system-wg-critical = réussite critique
system-wg-success-complication = réussite, avec une complication
system-wg-success = réussite
system-wg-failure-complication = échec, avec une complication
system-wg-failure = échec

system-mothership-dice-tens = dizaines
system-mothership-dice-units = unités
system-mothership-critical-success = réussite critique
system-mothership-success = réussite
system-mothership-critical-failure = échec critique
system-mothership-failure = échec

system-cairn-success = réussite
system-cairn-failure = échec

system-dragonbane-dragon = Dragon, réussite critique
system-dragonbane-demon = Démon, échec critique
system-dragonbane-success = réussite
system-dragonbane-failure = échec

system-pendragon-critical = réussite critique
system-pendragon-fumble = maladresse
system-pendragon-success = réussite
system-pendragon-failure = échec

system-swn-success = réussite
system-swn-failure = échec

system-ff-success = réussite
system-ff-failure = échec

system-ed-rule-of-one = règle du un, échec
system-ed-extra = { $extra ->
    [one] réussite, 1 succès supplémentaire
   *[other] réussite, { $extra } succès supplémentaires
}
system-ed-extra-odds = réussite avec succès supplémentaires
system-ed-success = réussite
system-ed-failure = échec
system-ed-rolled = sans difficulté donnée

system-l5r-success = réussite
system-l5r-failure = échec
system-l5r-rolled = sans seuil donné

system-genesys-result = bilan ✓ { $net }, ▲ { $advantage }, ★ { $triumphs }, ☠ { $despairs }
system-genesys-dice-ability = aptitude
system-genesys-dice-proficiency = maîtrise
system-genesys-dice-boost = fortune
system-genesys-dice-difficulty = difficulté
system-genesys-dice-challenge = défi
system-genesys-dice-setback = infortune
system-genesys-success-advantage = réussite avec avantage
system-genesys-success-threat = réussite avec menace
system-genesys-success = réussite
system-genesys-failure-advantage = échec avec avantage
system-genesys-failure-threat = échec avec menace
system-genesys-failure = échec

system-ol-dice-attribute = attribut
system-ol-dice-d20explodes = le d20 explose
system-ol-dice-explodes = explosions
system-ol-success = réussite
system-ol-twist = sous la difficulté : réussite avec un rebondissement ou échec (au choix du MJ)
system-ol-rolled = sans difficulté donnée

system-age-dice-dragon = Dragon
system-age-stunt = { $stunts ->
    [one] double, 1 point de prouesse
   *[other] double, { $stunts } points de prouesse
}
system-age-stunt-odds = double, points de prouesse
system-age-success = réussite
system-age-failure = échec
system-age-rolled = pas de double

system-traveller-result = { $total }, effet { $effect }
system-traveller-exceptional-success = réussite exceptionnelle
system-traveller-average-success = réussite moyenne
system-traveller-marginal-success = réussite marginale
system-traveller-marginal-failure = échec marginal
system-traveller-average-failure = échec moyen
system-traveller-exceptional-failure = échec exceptionnel

system-sdl-dice-d6 = avantages ou désavantages
system-sdl-success = réussite
system-sdl-failure = échec

system-fu-result = { $total } (DH { $hr })
system-fu-critical = réussite critique
system-fu-fumble = maladresse
system-fu-success = réussite
system-fu-failure = échec
system-fu-rolled = sans difficulté donnée

system-ore-result = { $width }×{ $height }
system-ore-sets = plusieurs séries
system-ore-set = une série
system-ore-no-set = aucune série

system-ds-critical = 19–20 naturel, palier 3 (critique)
system-ds-tier3 = palier 3
system-ds-tier2 = palier 2
system-ds-tier1 = palier 1

system-e20-result = { $dc ->
    [0] { $total }
   *[other] { $total } contre DD { $dc }
}
system-e20-automatic-fumble = échec automatique et maladresse, sans jet
system-e20-automatic-failure = échec automatique, sans jet
system-e20-crumble = critique et maladresse
system-e20-critical = critique
system-e20-fumble = maladresse
system-e20-success = réussite
system-e20-failure = échec
system-e20-rolled = sans difficulté donnée

system-darkheresy-dice-units = unités
system-darkheresy-dice-tens = dizaines
system-darkheresy-result = { $roll }
system-darkheresy-success = { $degrees ->
    [one] réussite, 1 degré
   *[other] réussite, { $degrees } degrés
}
system-darkheresy-success-odds = réussite
system-darkheresy-failure = { $degrees ->
    [one] échec, 1 degré
   *[other] échec, { $degrees } degrés
}
system-darkheresy-failure-odds = échec

system-morkborg-crit = 20 naturel, critique
system-morkborg-fumble = 1 naturel, maladresse
system-morkborg-success = réussite
system-morkborg-failure = échec

system-troika-success = réussite
system-troika-failure = échec
