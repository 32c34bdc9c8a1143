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
