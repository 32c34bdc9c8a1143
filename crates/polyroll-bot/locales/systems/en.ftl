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
