# Polyroll's replies in English (the fallback for every other locale).

words-more = more
words-error = error
words-merged = merged into
words-warning = warning
words-no-dice = no dice
words-totals = Totals
words-empty = empty

error-syntax = The formula cannot be read
error-limit = The formula goes over a limit
error-math = The arithmetic does not work out
error-variable = A saved name is missing or wrong
error-faces = The dice cannot have those faces

roll-again = Roll again
roll-details = details
roll-by = { $user } rolls
roll-id = roll #{ $id }
roll-pending = { $user } is rolling { $formula }…
roll-empty = Type a formula after /roll, for example /roll 4d6kh3
roll-gm-notice = { $user } rolled in secret for the GM (roll #{ $id }).
roll-gm-private = Secret roll #{ $id } by { $user }:
gm-server-only = GM rolls and the GM role belong to a server.
gm-no-role = This server has no GM role yet: someone who can manage the server sets one with /gm role.
gm-unavailable = GM rolls need the bot's token to send direct messages; ask the bot's host to set DISCORD_TOKEN.
gm-role-set = GM rolls now go to the members of { $role }.
gm-role-cleared = This server no longer has a GM role.
gm-none-reached = No GM could be reached by direct message.
gm-too-soon = One GM roll every { $seconds } seconds per player (each one messages every GM): try again in { $wait } s.
roll-not-found = That roll is not in the log, or not one to roll again here.
button-not-ours = This button is not one Polyroll put under its own message; nothing was rolled.
roll-already = This message was already rolled.
inline-roll = 🎲 Roll
inline-description = Sends the formula; the dice roll once, when it has been sent.
inline-not-yours = Only the player who sent this roll can roll it.
inline-expired = This roll can no longer be found: send the formula again.
pending-down = This roll's formula is kept in the bot's storage, which is unavailable right now: press again in a moment. (error { $id })

hint-ok = { $formula } → { $hint }
hint-error = { $formula } → { $error }

alias-too-heavy = [{ $name }] was not saved: one use of it would take more than { $max } steps to roll (an alias counts its whole formula at every use).
alias-makes-too-heavy = [{ $name }] was not saved: with it, [{ $reader }], which reads it, would take more than { $max } steps to roll (an alias counts its whole formula at every use).
alias-import-too-heavy = Nothing was imported: with these aliases, [{ $name }] would take more than { $max } steps to roll (an alias counts its whole formula at every use).
alias-saved = Saved [{ $name }] = { $formula } ({ $dialect }).
alias-replaced = Replaced [{ $name }] with { $formula } ({ $dialect }).
alias-show = [{ $name }] = { $formula } ({ $dialect })
alias-none = There is no alias [{ $name }].
alias-deleted = Deleted [{ $name }].
alias-renamed = Renamed [{ $old }] to [{ $new }].
alias-described = Described [{ $name }].
alias-list-empty = No aliases yet. Save one with: /alias set str 3
alias-list-header = Your aliases:
alias-chat-list-header = This chat's aliases:
alias-imported =
    { $count ->
        [one] Imported { $count } alias.
       *[other] Imported { $count } aliases.
    }
alias-taken = The name [{ $name }] is already taken.
alias-too-many = There are already { $limit } aliases here, the most allowed; delete some first.
alias-description-too-long = A description can be at most { $max } characters long.
book-user = yours
book-user-over-chat = yours, over the chat's
book-chat = the chat's
alias-usage = Usage: /alias [chat] set NAME FORMULA | get NAME | list [PREFIX] | rename OLD NEW | delete NAME | describe NAME TEXT | export | import JSON|FILE
alias-bad-name = “{ $name }” can't be an alias name: { $problem }. The rule: { alias-name-rule }
alias-name-rule = a name starts with a letter (any alphabet) and holds only letters, digits, _ and -, at most 32 characters; it can't be dice or a formula in any notation (d20, 1d20, dF, 4d6kh3), a function or keyword (floor, max, if, repeat) or a command word (roll, alias, verify).
name-problem-empty = it is empty
name-problem-too-long = it is longer than 32 characters
name-problem-not-a-word = it is not a word
name-problem-formula = it reads as dice or a formula in the { $dialect } notation
name-problem-keyword = it is a function or keyword of a notation
name-problem-command = it is a command word
alias-import-bad-name = That import was refused, nothing was changed: alias { $index } is named “{ $name }”: { $problem }. The rule: { alias-name-rule }
alias-import-how = To import aliases, send the file /alias export gave with /alias import: as the file's caption, or in answer to the file (on Discord, in the command's file option). Or paste the JSON after /alias import.
alias-import-not-json = That import was refused, nothing was changed: it is not JSON (line { $line }, column { $column }). Send the file or the text /alias export gave.
alias-import-not-utf8 = That file was refused, nothing was changed: it is not UTF-8 text. Send the file /alias export gave.
alias-import-too-big = That file was refused, nothing was changed: it is larger than { $max } KiB, far more than an alias export.
alias-import-download-failed = The file could not be downloaded, nothing was changed; send it again in a moment.
alias-legacy-mark = old name: no roll reads it; rename it with /alias rename { $name } NEW
alias-legacy-notice = Note: { $names } were saved under the old name rule and no roll reads them any more. Rename them (/alias rename OLD NEW), export or delete them. The rule: { alias-name-rule }

alias-args-exact = [{ $name }] takes { $min } { $min ->
        [one] argument
       *[other] arguments
    }: { $params } ({ $given } given). Example: { $name } 5
alias-args-range = [{ $name }] takes { $min } to { $max } arguments: { $params } ({ $given } given).
alias-args-at-least = [{ $name }] takes at least { $min } { $min ->
        [one] argument
       *[other] arguments
    }: { $params } ({ $given } given).
alias-args-none = [{ $name }] takes no arguments ({ $given } given); its formula has no %1%.
set-count = A roll set rolls a formula 1 to { $max } times: { $count } is not in that range (for example 6#4d6kh3).
set-context = Roll { $index } of { $count } in the set { $count }#{ $formula }
sentence-too-many = A message may hold at most { $max } [[…]] rolls; this one holds { $count }.

not-admin = Only the chat's administrators can change its aliases and defaults.
store-down = Saved aliases and settings are unavailable right now; rolls without aliases still work. Try again in a moment. (error { $id })
heavy-too-slow = This took longer than { $seconds } s and was stopped; try a simpler formula.
heavy-closing = The bot is restarting; try again in a moment.
busy = Busy with other work; try again in a moment.
request-repeated = This request was already answered; it was sent again and changes nothing.
store-failed = Saved data could not be read or written; try again in a moment. (error { $id })
roll-alias-down = This roll reads an alias, and aliases are unavailable right now; try again in a moment. (error { $id })
roll-not-logged = (not logged: history is not being saved right now)

dialect-current = Your dialect: { $dialect }. Known: { $known }.
dialect-set = Your dialect is now { $dialect }.
dialect-chat-set = This chat's dialect is now { $dialect }.
dialect-unknown = Unknown dialect “{ $name }”. Known: { $known }.

verify-usage = Usage: /verify ID — what follows # under a roll, e.g. /verify k3x9a2b7q1m4
verify-unknown = There is no roll #{ $id } that you can see.
verify-header = Roll #{ $id } by { $user } (id { $userid }), { $when }
verify-place-here = made in this chat
verify-place-chat = made in a chat
verify-place-private = made in a private chat
verify-place-inline = made inline
verify-place-gm = a secret roll for the GM
verify-place-secret = a secret roll only its roller saw
verify-dialect = notation: { $dialect }
verify-typed = Typed: { $formula }
verify-fair-sealed = Fair dice of the period { $period }: its commitment is { $commitment }. The seed is revealed at { $reveal }; then /verify shows how to check these dice.
verify-fair-open = Fair dice of the period { $period }: seed { $seed }, commitment { $commitment }.
verify-fair-inputs = Request: { $request } · player seed: { $player }
verify-fair-faces = This roll's faces (the last { $count } of the request's dice): { $faces }
verify-fair-python = Check it without Polyroll, with fairness.py from its docs:
verify-fair-polyroll = Or with Polyroll:
verify-fair-missing = Fair dice of a period the store no longer holds: they can't be checked.
page-title = Roll #{ $id }
page-typed = Typed
page-notation = Notation
page-who = Rolled by
page-when = When
page-total = Total
page-reroll-of = Reroll of
page-reroll-kept = ({ $rule }: dice { $kept } kept from it, the others rolled again)
page-rerolled-as = Rerolled as
page-not-found = No such roll
page-not-found-why = There is no roll with this id, or it is not public: secret and private rolls have no page.
page-down = The roll log is unavailable right now; try again in a moment.
page-not-fair = These dice were not drawn from the fair source: there is nothing to check.
page-fair-missing = These dice came from a period the roll log no longer holds: they can't be checked.
page-fair-header = Provably fair dice
page-period = Period
page-commitment = Commitment (published before the period)
page-sealed = The seed of this period is revealed at { $reveal }. From then on this page checks the dice in your browser.
page-seed = Server seed (revealed)
page-request = Request id
page-player = Player seed
page-player-none = none (the roller set no player seed)
page-check-intro = Your browser recomputes every die from the seed, the request id and the player seed (WebCrypto's HMAC-SHA256, as docs/fairness.md describes), without trusting this server, and marks each die.
page-check-button = Check it yourself
page-check-running = Checking…
page-check-ok = All { $count } dice match the seed.
page-check-bad = Die { $n } does not match: the log shows { $logged }, the seed gives { $computed }.
page-check-nocrypto = This browser offers no WebCrypto here (it needs a page served over HTTPS): use docs/fairness.py instead.
page-too-many = Too many pages at once
page-too-many-why = This address asked for too many pages in a short time. Try again in { $seconds } s.
page-check-commitment = The revealed seed does not match the commitment published before the period: these dice can't be trusted.
verify-page = Page: { $url }

fair-header = Fair rolls: each period has a secret server seed, fixed in advance. Its SHA-256 (the commitment) is shown here before the seed is used, and the seed itself after the period ends, so anyone can recompute the dice it rolled.
fair-current = This period: { $from } – { $to }. Commitment: { $commitment }. Its seed is revealed at { $reveal }.
fair-next = Next period, from { $from }: commitment { $commitment }.
fair-revealed-header = Revealed seeds, newest first:
fair-revealed = { $from } – { $to }: seed { $seed }, commitment { $commitment }
fair-revealed-none = No seed has been revealed yet.
fair-player-seed = Your player seed: { $seed } (/fair seed WORD changes it, /fair seed clear removes it).
fair-player-seed-none = You have no player seed: /fair seed WORD sets one, and it goes into your dice along with the server seed.
fair-check = To check a roll yourself: polyroll fair check, or the Python reference in Polyroll's docs/fairness.md.
fair-seed-set = Your player seed is now { $seed }.
fair-seed-cleared = You no longer have a player seed.
fair-seed-bad = “{ $seed }” can't be a player seed: it is one word of 1 to { $max } characters, without invisible or control characters.
fair-usage = Usage: /fair shows the seeds' commitments and the revealed seeds; /fair seed WORD sets your player seed, /fair seed shows it, /fair seed clear removes it.

history-empty = No rolls yet.
history-header = Your last rolls:

stats-summary = { $formula }: mean { $mean }, standard deviation { $stddev }, { $min }–{ $max }, median { $median }
stats-sampled = estimated by sampling
stats-left-out = { $values ->
    [one] 1 other value
   *[other] { $values } other values
}
stats-left-out-rare = { $values ->
    [one] 1 other value, under { $least }
   *[other] { $values } other values, each under { $least }
}
stats-at-least = P(≥ { $target }) = { $p }

unknown-command = Unknown command { $command }. Try /help.

help-main =
    Polyroll rolls dice in four notations. Commands:
    /roll FORMULA (or /r, or just the formula here) rolls; /roll --dialect pool … picks a notation for one roll.
    /stats FORMULA shows the odds and a chart.
    /alias [chat] set | get | list | rename | delete | describe | export | import: your saved names (chat: the chat's, for its admins), used as [name].
    /dialect [chat] NAME picks your notation (chat: the chat's default).
    /history [N] shows your last N rolls (1–50, 10 by default).
    /verify ID shows a logged roll again.
    /fair shows the commitments of the server seeds behind fair rolls; /fair seed WORD sets your own seed.
    /tray [chat] new | from aliases | from system | list | show | post | press | rename | delete: dice trays, a button per saved roll.
    /log [HOURS] (chat admins): a private link to a page of this chat's rolls of the last hours (24 by default), with a fairness check of the dice; /log revoke closes the chat's links.
    /reroll ID hold 1,3 | push: reroll your roll, keeping some dice (or “Reroll…” under it).
    /help TOPIC: roll, stats, alias, dialect, history, verify, fair, tray, reroll, log, or a notation: standard, dndice, diceplus, pool.
    /help more: aliases with arguments (atk 5), roll sets (6#4d6kh3), [[rolls]] inside a sentence.
help-more = More ways to roll: an alias with arguments (%1% … %9%, %*% for all of them, %1=0% for a default), a roll set N#formula (N from 1 to 20; not in the pool notation, where # starts a comment; on Discord, the repeat option), and rolls inside a sentence with [[formula]] (at most 10). Examples:
help-roll = /roll FORMULA rolls in your notation; --dialect NAME picks another for one roll. Examples:
help-stats = /stats FORMULA shows the exact odds of the total: mean, spread, each value, and a chart. Examples:
help-alias = /alias saves formulas under names you roll as [name] or by the name alone. Add chat after /alias for the chat's book (its admins change it). set NAME FORMULA, get NAME, list [PREFIX], rename OLD NEW, delete NAME, describe NAME TEXT, export, import JSON (or send the exported file with /alias import as its caption). Examples:
help-dialect = /dialect shows your notation; /dialect NAME picks one (standard, dndice, diceplus, pool); /dialect chat NAME sets the chat's default. Examples:
help-history = /history [N] lists your last N rolls, from 1 to 50 (10 when N is left out). Examples:
help-verify = /verify ID shows a logged roll again — the number after # under a roll — to members of the chat where it was made. Examples:
help-fair = /fair shows the commitment (SHA-256) of the current and the next server seed and the seeds already revealed; /fair seed WORD sets your own seed, /fair seed clear removes it. Examples:
help-tray = /tray saves up to 25 labelled rolls (Label=FORMULA, separated by ;) under a name; /tray post shows it with a button per roll, and each button rolls for whoever presses it, with their own aliases. from aliases makes a button per alias, from system blades one per roll of a game system; chat before new, from, rename or delete works on the chat's trays (its admins). At most 20 trays, labels of 80 characters. Examples:
help-standard = The standard notation: dice, modifiers, groups, functions and [variables]. Examples:
help-dndice = The dndice notation: operators on rolls, from the dndice operator table. Examples:
help-diceplus = The diceplus notation: forgiving integer arithmetic with keywords. Examples:
help-pool = The pool notation: several statements that read each other, lists, texts and branches. Examples:
help-unknown = No help on “{ $topic }”. Topics: roll, stats, alias, dialect, history, verify, fair, tray, reroll, log, standard, dndice, diceplus, pool, more.
error-did-you-mean = did you mean { $suggestion }?
history-usage = /history takes a number of rolls from 1 to 50, for example /history 5
stats-empty = Type a formula after /stats, for example /stats 4d6kh3
dialect-note = This was read as { $dialect }, the notation in force here. To roll it in standard: /roll --dialect standard { $formula }
menu-roll = Roll a formula, e.g. 4d6kh3
menu-stats = The odds of a formula, with a chart
menu-alias = Saved formulas: set, get, list, export, import
menu-dialect = Show or pick your dice notation
menu-history = Your last rolls (1–50)
menu-verify = Show a logged roll by its id
menu-help = Commands, notations and examples
menu-system = Game systems: one system's rolls, or the list
menu-short-description = Dice in four notations, fair inline rolls, exact odds and saved formulas.

# The engine's errors and warnings (polyroll_core::Problem), one message per id, with the
# arguments the engine gives. expected-* are what a parser looked for, used as $expected.
expected-number = a number
expected-number-or-paren = a number or '('
expected-face-value = a face value
expected-standard-operand = a number, a die or a bracket
expected-pool-operand = a number, dice, a text or a list
expected-sides = the number of sides
expected-function = a function
expected-statement-number = a statement number
expected-separator = ';' or ',' between statements
expected-condition-in-brackets = a condition in brackets, like [>=15]
expected-colon-after-scope = ':' after the scope
expected-close-condition = ']' to close the condition
expected-close-paren = ')'
expected-close-bracket = ']'
expected-comma-or-paren = ',' or ')'
expected-comma-or-bracket = ',' or ']'
expected-comma-or-brace = ',' or '{"}"}'
expected-repeat-count = ',' and how many times to repeat
expected-close-repeat = ')' to close repeat()
expected-close-branch = '{"}"}' to close the branch
expected-case-branch = '{"{"}' and the branch of this case
expected-if-condition-comma = ',' after the condition of if()
expected-if-else-comma = ',' before the else branch of if()
expected-close-if = ')' to close if()
expected-number-after-not-equal = a number after !=
expected-number-after-min-max = a number after min/max
expected-number-after-comparison = a number after the comparison

problem-no-formula = there is no formula
problem-ends-early = the formula ends too early
problem-ends-early-expected = the formula ends too early: expected { $expected }
problem-expected-found = expected { $expected }, found '{ $found }'
problem-unexpected = unexpected '{ $found }'
problem-unexpected-text = unexpected text
problem-unexpected-after-formula = unexpected '{ $found }' after the formula; write a label as (text) at the end or after #
problem-bracket-never-closed = this bracket is never closed
problem-bracket-never-closed-expected = this bracket is never closed: expected { $expected }
problem-bracket-closes-nothing = this bracket closes nothing
problem-face-list-never-closed = this list of faces is never closed
problem-modifier-needs-roll = a roll modifier needs a roll on its left, like 4d6h3
problem-roll-needs-count = a roll needs its number of dice, like 1d20
problem-nothing-understood = nothing here could be understood as a formula
problem-comment-not-formula = comments are not part of a formula; put a label after #
problem-comparison-outside = a comparison needs if(), or must touch a die to count successes
problem-bracket-needs-operator = a formula in brackets after the formula needs an operator before it
problem-function-needs-bracket = { $function }() needs its bracket right after the name
problem-function-takes-one = { $function }() takes one argument
problem-function-takes-exactly = { $function }() takes { $count } { $count ->
        [one] argument
       *[other] arguments
    }
problem-function-takes-at-least = { $function }() takes { $count } or more arguments
problem-if-condition-rolls = the condition of if() cannot roll dice: it must come down to a number
problem-die-needs-sides = a die needs its sides right after the d: a number, %, F or a bracket
problem-group-modifiers = a group can keep, drop, count successes and sort; explode, reroll, unique, min and max belong on its dice
problem-failures-need-compare = f counts failures and needs a compare point, like f<3
problem-count-glued-to-hash = '{ $count }#' does not roll { $count } times here (a number glued to # would only label the number { $count }); to roll { $formula } several times write repeat({ $formula }, { $count }) in the pool notation
problem-count-glued-to-hash-copies = '{ $count }#' does not roll { $count } times here (a number glued to # would only label the number { $count }); to roll { $formula } several times write { $copies } (each roll shown), or repeat({ $formula }, { $count }) in the pool notation
problem-empty-statement = an empty statement: write something between the separators
problem-comment-holds-no-quote = a comment in brackets holds no quote, # or bracket
problem-text-never-closed = this text is never closed: expected '"'
problem-element-number-too-large = this element number is too large
problem-written-twice = '{ $found }' is written twice
problem-list-needs-brackets = a list needs its items in brackets right after the L, like L[sword,bow]
problem-unique-draw-too-many = u draws { $count } different items, but the list has only { $items }
problem-list-never-closed = this list is never closed: expected ']'
problem-empty-item = an empty item: write something between the commas
problem-weight-form = a weight is a whole number in brackets, like sword[2]
problem-weight-range = a weight is from 1 to 1000000
problem-item-expected-found = expected ',' or ']' after the item, found '{ $found }'
problem-item-never-closed = this item is never closed: expected '"'
problem-weighted-and-intervals = a list is weighted or on intervals, not both
problem-interval-missing = every item of a list on intervals needs its interval, like 1..2:sword
problem-interval-empty = the interval { $low }..{ $high } is empty: write the lower bound first
problem-interval-too-wide = an interval is at most 10^9 wide
problem-interval-gap = a gap between the intervals: after { $after } the next one must start at { $next }
problem-interval-overlap = an overlap between the intervals: after { $after } the next one must start at { $next }
problem-rolled-dice-only-judged = '{ $modifier }' rolls dice again; dice already rolled (@, b[…], m[…], groups) only take modifiers that judge them: keep, drop, successes, filters, sorts, critical marks
problem-reroll-one-comparison = a reroll or an explosion takes one comparison, like [<2] or [6]
problem-successes-need-condition = c counts successes and needs a condition, like [>=6]
problem-failures-need-condition = f counts failures or filters and needs a condition, like [>=6]
problem-scope-only-in-branch = the scopes all:, any: and total: belong only in a branch condition, like 3d6i[all:>=4]{"{"}…{"}"}
problem-range-empty = the range { $low }..{ $high } is empty: write the lower bound first
problem-needs-statement-number = { $sign } needs a statement number, like 1
problem-statements-from-one = statements are numbered from 1
problem-first-statement-reads = the first statement cannot read another: references point only backwards
problem-statement-not-earlier = statement { $number } is not before this one: references point only backwards (here 1 to { $last })
problem-statement-merged = statement { $number } was merged: its dice can be neither bound nor merged again
problem-bind-needs-brackets = b and m take statement numbers in brackets, like b[1,2]
problem-statement-named-twice = statement { $number } is named twice
problem-output-too-large = the results together would hold more than { $items } list items or { $bytes } bytes of text
problem-text-has-no-number = this is a text: it has no number to count with or to judge
problem-list-has-no-number = this is a list: it has no number to count with or to judge
problem-dice-not-rolled = these dice could not be rolled
problem-statement-not-before = statement { $number } is not before this one
problem-statement-has-no-dice = statement { $number } gave a text or a list: it has no dice
problem-no-dice-before-at = there are no dice before @ in this statement; @1 names the dice of statement 1
problem-judge-too-many = the dice sets of this formula would judge more than { $max } dice again
problem-statement-text-no-elements = statement { $number } gave a text: it has no elements
problem-no-such-element = statement { $number } has { $count } { $count ->
        [one] element
       *[other] elements
    }, numbered from 0: there is no element { $index }
problem-no-subject = %1 and %2 speak of a branch's subject or of the statement before, and there is neither here
problem-weights-too-large = the list's weights are too large
problem-intervals-too-large = the list's intervals are too large
problem-only-number-judged = { $problem }; only a number can be judged
problem-text-too-long = this text would be longer than { $max } bytes
problem-list-too-long = this list would hold more than { $max } items
problem-pool-too-many-dice = this formula rolls more than { $max } dice (list draws and repetitions count)
problem-no-single-number = this pool formula reads statements, makes texts or lists, or branches: it can be rolled, but it has no single-number form
problem-no-numeric-total = this pool formula has no statement with a numeric total
problem-too-long = the formula is { $chars } characters long; the limit is { $max }
problem-too-deep = more than { $max } levels of brackets
problem-too-deep-pool = more than { $max } levels of brackets, signs and powers
problem-too-many-dice = more than { $max } dice in one formula
problem-dice-over-limit = { $count } dice is more than the limit of { $max } in one formula
problem-formula-too-many-dice = this formula rolls more than { $max } dice
problem-message-too-many-dice = more than { $max } dice in all the rolls of one message together
problem-too-many-steps = this formula would take more than { $max } steps to roll (an alias counts its whole formula at every use, a repetition at every pass)
problem-stopped = stopped before it was done: it took too long, or the bot is restarting
problem-rerolled-every-face = this die would be rerolled on every face
problem-explodes-every-face = this die would explode on every face
problem-die-sides-too-many = a die may have at most 10^12 sides
problem-die-sides-too-few = a die needs at least 1 side, not { $sides }
problem-not-a-number = the result is not a number
problem-number-too-large = the number is too large
problem-division-by-zero = division by zero
problem-remainder-by-zero = remainder of a division by zero
problem-zero-negative-power = zero to a negative power
problem-negative-square-root = the square root of a negative number
problem-logarithm-not-positive = the logarithm of a number that is not positive
problem-factorial-not-whole = the factorial needs a whole number of at least 0
problem-factorial-too-large = { $value }! is too large
problem-unknown-variable = unknown variable [{ $name }]
problem-in-variable = in [{ $name }] = { $formula }: { $problem }
problem-variable-cycle = variables refer to each other in a circle: { $chain }
problem-variables-too-deep = variables nest more than { $max } deep
problem-variable-takes-arguments = [{ $name }] takes arguments ({ $params }): roll it on its own, as { $name } followed by them
problem-variable-empty = [{ $name }] holds no formula
problem-no-faces = a die needs at least one face
problem-faces-ran-out = ran out of scripted faces after { $count } { $count ->
        [one] die
       *[other] dice
    }
problem-face-impossible = scripted face { $face } cannot come up on this die ({ $die })
problem-bracket-closed-at-end = the bracket at { $at } is never closed; closed at the end
problem-ignored = ignored '{ $text }': it could not be understood
problem-factorial-sides = { $text }: in dndice ! is a factorial and binds tighter than d, so the die has that many sides
problem-result-limited = the result { $value } was limited to { $limited } (diceplus keeps { $low }..{ $high })
problem-unknown-keyword = unknown keyword '{ $name }' counts 0
## Store refusals: the store says which rule was broken, with what; these say it.
formula-empty = A saved formula can't be empty.
formula-too-long = A saved formula can be at most { $max } characters long.
formula-bad = That formula can't be saved: it does not roll.
setting-too-long = A setting can be at most { $max } characters long.
setting-not-dialect = “{ $value }” is not a notation; the notations are standard, dndice, diceplus and pool.
import-refused = That import was refused, nothing was changed
import-too-big = { import-refused }: the text is larger than { $max } KiB, far more than an alias export.
import-wrong-format = { import-refused }: it is a “{ $format }” file, version { $version }; only what /alias export gives can be imported.
import-not-export = { import-refused }: this JSON is not an alias export. Send the file or the text /alias export gave.
import-too-many = { import-refused }: the book would hold more than { $limit } aliases, the most allowed; delete some first.
import-bad-dialect = { import-refused }: alias { $index } (“{ $name }”) is in the notation “{ $dialect }”, which does not exist; the notations are standard, dndice, diceplus and pool.
import-empty-formula = { import-refused }: alias { $index } (“{ $name }”) has an empty formula.
import-formula-too-long = { import-refused }: the formula of alias { $index } (“{ $name }”) is longer than { $max } characters.
import-bad-formula = { import-refused }: the formula of alias { $index } (“{ $name }”) does not roll.
import-description-too-long = { import-refused }: the description of alias { $index } (“{ $name }”) is longer than { $max } characters.
import-duplicate = { import-refused }: alias { $index } is named “{ $name }”, like one before it in the file.
## Dice trays (/tray): saved sets of labelled rolls, posted as buttons.
tray-usage = Usage: /tray [chat] new NAME Label=FORMULA; Label=FORMULA | from aliases [NAME] | from system SYSTEM [NAME] | list | show NAME | post NAME | press NAME NUMBER | rename OLD NEW | delete NAME — for example /tray new combat Attack=1d20+[str]; Damage=1d8+[str]
tray-saved = Saved the tray { $name } with { $count } { $count ->
        [one] roll
       *[other] rolls
    }; post it with /tray post { $name }:
tray-no-aliases = There are no aliases here that roll by their name alone (those taking arguments are left out); save some with /alias set, or list rolls with /tray new NAME Label=FORMULA; …
tray-list-empty = No trays yet. Make one with: /tray new combat Attack=1d20+[str]; Damage=1d8+[str]
tray-list-header = Your trays:
tray-chat-list-header = This chat's trays:
tray-list-line = { $name } ({ $count } { $count ->
        [one] roll
       *[other] rolls
    })
tray-show-header = Your tray { $name }:
tray-chat-show-header = The chat's tray { $name }:
tray-show-line = { $number }. { $label } = { $formula }
tray-none = There is no tray named { $name }.
tray-deleted = Deleted the tray { $name }.
tray-renamed = Renamed the tray { $old } to { $new }.
tray-taken = There is already a tray named { $name }.
tray-not-admin = Only the chat's administrators can make, rename or delete its trays; post yours with /tray new and /tray post.
tray-posted = Tray { $name }: each button rolls for whoever presses it, with their own aliases.
tray-copy-posted = Posted the tray { $name } below; after each press it moves under the roll.
tray-pressed = { $label }:
tray-pressed-by = { $user } — { $label }:
tray-gone = This tray was deleted or changed since it was posted; post it again with /tray post NAME.
tray-no-button = The tray { $name } has no such roll: press a number from 1 to { $count } or a label.
tray-bad-name = “{ $name }” can't be a tray's name: a name starts with a letter and holds only letters, digits, _ and -, at most 32 characters.
tray-no-buttons = A tray needs at least one roll: /tray new NAME Label=FORMULA; Label=FORMULA
tray-too-many-buttons = A tray holds at most { $max } rolls; this one has { $given }. Make two trays.
tray-too-many = There are already { $max } trays here, the most allowed; delete one first (/tray delete NAME).
tray-empty-label = Roll { $index } of the tray has no label: write Label=FORMULA.
tray-label-too-long = The label of roll { $index } is longer than { $max } characters.
tray-bad-formula = Roll { $index } of the tray (“{ $label }”) can't be saved:

## Rerolls ("Reroll…", /reroll): the roller rolls a logged roll again in part.
reroll-usage = Usage: /reroll ID [hold N,N | push] — /reroll ID lists the dice of your roll #ID; hold 1,3 keeps dice 1 and 3 and rerolls the rest; push pushes a Year Zero roll (yz).
reroll-unknown = There is no roll #{ $id } that you can see.
reroll-not-yours = Only the one who rolled #{ $id } can reroll it.
reroll-cannot = Roll #{ $id } can't be rerolled: only a roll made in the open, with 1 to 25 dice, is rerolled, where it was shown.
reroll-spent = Roll #{ $id } was already rerolled: a roll is rerolled once, unless its game system allows more.
reroll-bad-die = Roll #{ $id } has { $count } dice: name the dice to keep by their numbers, from 1 to { $count }.
reroll-nothing = That keeps every die of #{ $id }: there is nothing to reroll.
reroll-no-push = Roll #{ $id } is not a roll of a game system that can be pushed (such as yz 4 2 1); keep dice and reroll the rest with hold instead.
reroll-dice = Dice of #{ $id }: { $dice }. /reroll { $id } hold 1,3 keeps dice 1 and 3 and rerolls the others.
reroll-push-hint = /reroll { $id } push pushes it: every die but the 6s and the 1s of base and gear dice is rolled again, once.
reroll-menu = Reroll… choose the dice to keep
reroll-die = Die { $number }: { $face }
reroll-open = Reroll…
reroll-push = Push
reroll-rest = Reroll the rest
reroll-pick = Tap the dice to keep (✓), then “Reroll the rest”.
reroll-header = Reroll of #{ $id }, keeping dice { $kept }:
reroll-all-header = Reroll of #{ $id }, every die:
reroll-push-header = Push of #{ $id }:
verify-reroll-of = A reroll of #{ $id } ({ $rule }), keeping dice { $kept }. Its dice in order: { $dice } (= kept from #{ $id }; the others drawn from this roll's fair inputs).
verify-rerolled-as = Rerolled as #{ $id }.
help-reroll = Under a roll, “Reroll…” (for its roller only) rerolls it once: choose the dice to keep and the rest is rolled again, or push a Year Zero roll (every die but the 6s and the 1s of base and gear). The reroll is a new logged roll; /verify of either names the other. On the console: /reroll ID lists the dice, /reroll ID hold 1,3 or /reroll ID push. Examples:

## Session log (/log): a chat administrator's private page of the chat's rolls.
log-usage = Usage: /log [HOURS] gives you a private link to a page of this chat's rolls of the last HOURS (1 to 168, 24 by default); /log revoke closes all of this chat's links.
log-not-here = /log works in a group or a server's channel: rolls made here, in private, have no page.
log-not-admin = Only the chat's administrators can make or revoke session log links.
log-hours = A session log covers 1 to { $max } hours.
log-no-pages = This bot serves no pages: its operator has not given it a public address.
log-link = Session log of the last { $hours } hours in this chat: { $url }
    Anyone with the link can open it until { $expires }; /log revoke closes it sooner.
log-revoked = Closed { $count } session log link(s) of this chat.
log-sent-privately = { $user }, I sent you the session log link in a private message.
log-start-private = { $user }, I can't write to you privately yet: open a private chat with me, press Start, then ask again.
log-page-title = Session log
log-page-window = Rolls made in this chat from { $from } to { $to }: { $count }. This link works until { $expires }.
log-page-cut = Only the newest { $max } are shown and counted.
log-page-empty = No rolls were made here in the open during these hours.
log-page-players = Players
log-page-player = Player
log-page-rolls = Rolls
log-page-dice = Dice
log-page-d20-mean = d20 average
log-page-d20-top = Natural 20s
log-page-d20-bottom = Natural 1s
log-page-fair-header = Are the dice fair?
log-page-fair-intro = Each chart counts how often each face came up, against what a fair die expects (the dashed line). The p-value is the chance that a fair die, rolled as often, would land at least this far from even: 0.5 is utterly ordinary, and even a fair die lands below 0.05 one time in twenty. Only a very small value, again and again over many sessions, would be a reason to doubt.
log-page-no-d20 = No d20 was rolled here during these hours.
log-page-die = { $die }: { $count } rolled
log-page-chart = How often each face of the { $die } came up; a fair die expects { $expected } each
log-page-chi = Expected { $expected } of each face. Chi-square { $chi } with { $df } degrees of freedom: p = { $p }.
log-page-too-few = Too few rolls to test: a { $die } needs { $needed } or more (five of each face expected).
log-page-counts = Every count
log-page-face = Face
log-page-times = Times
log-page-rolls-header = Rolls
help-log = /log [HOURS] (chat administrators) gives you a private link to a page of this chat's rolls made in the open during the last HOURS (1 to 168, 24 by default): every roll, a summary per player, and how often each face of the dice came up against a fair die. The link works for a few days; /log revoke closes all of the chat's links. Examples:
