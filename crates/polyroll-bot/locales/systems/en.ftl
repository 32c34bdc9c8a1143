# Game systems: the words of each system's outcomes, results and sets of dice, and the
# replies about systems. Keys: system-NAME-OUTCOME, system-NAME-result (the result line,
# given every value of the roll by name and `signed`), system-NAME-dice-SET (a set's name;
# a set without one is shown bare).

system-usage = Usage: { $usage } — for example { $example }. /system { $name } tells more.
system-args-unknown = { $name } does not take “{ $word }”.
system-args-too-many = { $name } takes no more numbers: “{ $word }” is one too many.
system-args-missing = { $name } needs { $param }.
system-args-twice = { $name }: { $param } is given twice.
system-args-range = { $name }: { $param } must be from { $min } to { $max }, not { $value }.
system-args-one-of = { $name }: { $param } must be one of { $allowed }, not { $value }.
system-args-together = { $name }: { $first } and { $second } cannot be given together.
system-alias-used = Your alias { $name } was rolled, not the game system { $name } (rename the alias to roll the system).
system-unknown = No game system is called “{ $name }”. /help systems lists them.
system-header = { $title } — { $usage }
system-edition = Rules: { $edition }. Source: { $source }.
system-outcomes = Outcomes: { $outcomes }.
system-examples = Examples:
system-chat-set = This chat's game is now { $title } ({ $name }): autocomplete and /help lead with its rolls ({ $examples }). A typed formula still means what it says; /system chat off clears it.
system-chat-cleared = This chat has no game now.
system-chat-current = This chat's game: { $title } ({ $name }), rolls such as { $examples }.
system-chat-unset = This chat has no game. An administrator picks one with /system chat NAME.
system-chat-no-chat = Only a chat has a game: write /system chat NAME in one.
help-chat-game = This chat's game: { $title } — { $examples } (/system { $name } tells more).
help-systems = Game systems: type the name and its arguments wherever a formula goes (blades 3, /stats vtm 6 h2, 3#pbta +1, [[coc 45]]). /system NAME shows one; /system chat NAME (administrators) makes it the chat's game, whose rolls autocomplete and /help offer first.
stats-system = { $formula }: { $chances }
stats-system-sampled = sampled from { $samples } rolls: each chance within ±{ $margin }%
stats-system-result = The result's distribution:

system-blades-critical = critical
system-blades-full = full success
system-blades-partial = partial success
system-blades-bad = bad outcome
system-blades-dice-zero = 0 dice, the lowest of

system-pbta-strong = strong hit
system-pbta-weak = weak hit
system-pbta-miss = miss

system-fate-result = { $signed }
system-fate-beyond-legendary = beyond Legendary
system-fate-legendary = Legendary
system-fate-epic = Epic
system-fate-fantastic = Fantastic
system-fate-superb = Superb
system-fate-great = Great
system-fate-good = Good
system-fate-fair = Fair
system-fate-average = Average
system-fate-mediocre = Mediocre
system-fate-poor = Poor
system-fate-terrible = Terrible
system-fate-beyond-terrible = beyond Terrible

system-coc-dice-units = units
system-coc-dice-tens = tens
system-coc-critical = critical success
system-coc-fumble = fumble
system-coc-extreme = extreme success
system-coc-hard = hard success
system-coc-regular = regular success
system-coc-failure = failure

system-sr-result = { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
system-sr-critical-glitch = critical glitch
system-sr-glitch = glitch
system-sr-hits = no glitch
system-sr-no-hits = no hits, no glitch

system-sw-dice-trait = trait
system-sw-dice-wild = wild
system-sw-critical-failure = critical failure
system-sw-raise = { $raises ->
    [one] success with a raise
   *[other] success with { $raises } raises
}
system-sw-success = success
system-sw-failure = failure

system-vtm-result = { $successes ->
    [one] 1 success
   *[other] { $successes } successes
}
system-vtm-dice-hungerdice = hunger
system-vtm-messy-critical = messy critical
system-vtm-critical = critical win
system-vtm-success = success
system-vtm-bestial-failure = bestial failure
system-vtm-total-failure = total failure
system-vtm-failure = failure

system-dh-dice-hope = Hope
system-dh-dice-fear = Fear
system-dh-critical = critical success
system-dh-hope = with Hope
system-dh-fear = with Fear

system-cpr-critical-success = critical success
system-cpr-critical-failure = critical failure
system-cpr-plain = no critical

system-wod-result = { $net ->
    [one] 1 success
   *[other] { $net } successes
}
system-wod-botch = botch
system-wod-success = success
system-wod-failure = failure

system-cod-result = { $successes ->
    [one] 1 success
   *[other] { $successes } successes
}
system-cod-dice-chance = chance die
system-cod-dramatic-failure = dramatic failure
system-cod-exceptional = exceptional success
system-cod-success = success
system-cod-failure = failure

system-yz-result = { $successes ->
    [one] 1 success
   *[other] { $successes } successes
} ({ $baneful } on base, { $broken } on gear)
system-yz-dice-base = base
system-yz-dice-skill = skill
system-yz-dice-gear = gear
system-yz-success = success
system-yz-failure = failure

system-cypher-intrusion = GM intrusion
system-cypher-major = success, major effect
system-cypher-minor = success, minor effect
system-cypher-damage = success, +{ $damage } damage
system-cypher-success = success
system-cypher-failure = failure

system-dnd-critical = natural 20, critical
system-dnd-fumble = natural 1, critical miss
system-dnd-success = success
system-dnd-failure = failure
system-dnd-rolled = no critical

system-pf2-critical-success = critical success
system-pf2-success = success
system-pf2-failure = failure
system-pf2-critical-failure = critical failure

system-ironsworn-dice-challenge = challenge
system-ironsworn-strong-match = strong hit, a match
system-ironsworn-strong = strong hit
system-ironsworn-weak = weak hit
system-ironsworn-miss-match = miss, a match
system-ironsworn-miss = miss

system-gurps-critical-success = critical success
system-gurps-critical-failure = critical failure
system-gurps-success = success
system-gurps-failure = failure

system-alien-result = { $successes ->
    [one] 1 success
   *[other] { $successes } successes
}
system-alien-dice-stress = stress
system-alien-success-panic = success, roll for panic
system-alien-failure-panic = failure, roll for panic
system-alien-success = success
system-alien-failure = failure

system-exalted-result = { $successes ->
    [one] 1 success
   *[other] { $successes } successes
}
system-exalted-botch = botch
system-exalted-success = success
system-exalted-failure = failure

system-mm-dice-marvel = Marvel
system-mm-ultimate-fantastic = Ultimate Fantastic
system-mm-fantastic = Fantastic
system-mm-success = success
system-mm-failure = failure
system-mm-rolled = no Fantastic

system-hero-success = success
system-hero-failure = failure

system-herodmg-result = { $stun } STUN, { $body } BODY
system-herodmg-damage = damage

system-wfrp-result = { $signed } SL ({ $roll })
system-wfrp-dice-tens = tens
system-wfrp-dice-units = units
system-wfrp-critical = critical success
system-wfrp-success = success
system-wfrp-fumble = fumble
system-wfrp-failure = failure

system-m2d20-result = { $successes ->
    [one] 1 success
   *[other] { $successes } successes
}
system-m2d20-success-complication = success, with a complication
system-m2d20-success = success
system-m2d20-failure-complication = failure, with a complication
system-m2d20-failure = failure

system-bw-result = { $successes ->
    [one] 1 success
   *[other] { $successes } successes
}
system-bw-success = success
system-bw-failure = failure

system-tor-dice-feat = Feat
system-tor-dice-success = Success
system-tor-extraordinary = extraordinary success
system-tor-great = great success
system-tor-success = success
system-tor-failure = failure

system-dcc-critical = critical
system-dcc-fumble = fumble
system-dcc-success = success
system-dcc-failure = failure
system-dcc-rolled = no critical

system-kult-complete = complete success
system-kult-partial = success with a complication
system-kult-failure = failure

system-lf-result = { $successes ->
    [one] 1 success
   *[other] { $successes } successes
} ({ $exact } LASER FEELING)
system-lf-critical = critical success
system-lf-success = success
system-lf-complication = success with a complication
system-lf-failure = it goes wrong

system-tiny-success = success
system-tiny-failure = failure

system-weg-dice-wild = Wild Die
system-weg-complication = complication
system-weg-success = success
system-weg-failure = failure
system-weg-rolled = no complication

system-wg-result = { $icons ->
    [one] 1 icon
   *[other] { $icons } icons
}
system-wg-dice-wrath = Wrath
system-wg-critical = critical success
system-wg-success-complication = success, with a complication
system-wg-success = success
system-wg-failure-complication = failure, with a complication
system-wg-failure = failure

system-mothership-dice-tens = tens
system-mothership-dice-units = units
system-mothership-critical-success = critical success
system-mothership-success = success
system-mothership-critical-failure = critical failure
system-mothership-failure = failure

system-cairn-success = success
system-cairn-failure = failure

system-dragonbane-dragon = Dragon, critical success
system-dragonbane-demon = Demon, critical failure
system-dragonbane-success = success
system-dragonbane-failure = failure

system-pendragon-critical = critical success
system-pendragon-fumble = fumble
system-pendragon-success = success
system-pendragon-failure = failure

system-swn-success = success
system-swn-failure = failure

system-ff-success = success
system-ff-failure = failure

system-ed-rule-of-one = Rule of One, failure
system-ed-extra = { $extra ->
    [one] success, 1 extra success
   *[other] success, { $extra } extra successes
}
system-ed-extra-odds = success with extra successes
system-ed-success = success
system-ed-failure = failure
system-ed-rolled = no difficulty given

system-l5r-success = success
system-l5r-failure = failure
system-l5r-rolled = no target number given

system-genesys-result = { $net } net ✓, { $advantage } net ▲, { $triumphs } ★, { $despairs } ☠
system-genesys-dice-ability = ability
system-genesys-dice-proficiency = proficiency
system-genesys-dice-boost = boost
system-genesys-dice-difficulty = difficulty
system-genesys-dice-challenge = challenge
system-genesys-dice-setback = setback
system-genesys-success-advantage = success with advantage
system-genesys-success-threat = success with threat
system-genesys-success = success
system-genesys-failure-advantage = failure with advantage
system-genesys-failure-threat = failure with threat
system-genesys-failure = failure

system-ol-dice-attribute = attribute
system-ol-dice-d20explodes = d20 explodes
system-ol-dice-explodes = explodes
system-ol-success = success
system-ol-twist = below the CR: a success with a twist or a failure (GM's choice)
system-ol-rolled = no Challenge Rating given

system-age-dice-dragon = Dragon
system-age-stunt = { $stunts ->
    [one] doubles, 1 stunt point
   *[other] doubles, { $stunts } stunt points
}
system-age-stunt-odds = doubles, stunt points
system-age-success = success
system-age-failure = failure
system-age-rolled = no doubles

system-traveller-result = { $total }, Effect { $effect }
system-traveller-exceptional-success = exceptional success
system-traveller-average-success = average success
system-traveller-marginal-success = marginal success
system-traveller-marginal-failure = marginal failure
system-traveller-average-failure = average failure
system-traveller-exceptional-failure = exceptional failure

system-sdl-dice-d6 = boons or banes
system-sdl-success = success
system-sdl-failure = failure

system-fu-result = { $total } (HR { $hr })
system-fu-critical = critical success
system-fu-fumble = fumble
system-fu-success = success
system-fu-failure = failure
system-fu-rolled = no difficulty given

system-ore-result = { $width }×{ $height }
system-ore-sets = several sets
system-ore-set = a set
system-ore-no-set = no set

system-ds-critical = natural 19–20, tier 3 (critical)
system-ds-tier3 = tier 3
system-ds-tier2 = tier 2
system-ds-tier1 = tier 1

system-e20-result = { $dc ->
    [0] { $total }
   *[other] { $total } against DC { $dc }
}
system-e20-automatic-fumble = automatic failure and fumble, no roll
system-e20-automatic-failure = automatic failure, no roll
system-e20-crumble = critical and fumble
system-e20-critical = critical
system-e20-fumble = fumble
system-e20-success = success
system-e20-failure = failure
system-e20-rolled = no difficulty given

system-darkheresy-dice-units = units
system-darkheresy-dice-tens = tens
system-darkheresy-result = { $roll }
system-darkheresy-success = { $degrees ->
    [one] success, 1 degree
   *[other] success, { $degrees } degrees
}
system-darkheresy-success-odds = success
system-darkheresy-failure = { $degrees ->
    [one] failure, 1 degree
   *[other] failure, { $degrees } degrees
}
system-darkheresy-failure-odds = failure

system-morkborg-crit = natural 20, crit
system-morkborg-fumble = natural 1, fumble
system-morkborg-success = success
system-morkborg-failure = failure

system-troika-success = success
system-troika-failure = failure
