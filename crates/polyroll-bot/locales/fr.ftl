# Les réponses de Polyroll en français.

words-more = de plus
words-error = erreur
words-merged = fusionné dans
words-warning = avertissement
words-no-dice = sans dés
words-totals = Totaux
words-empty = vide

error-syntax = La formule ne peut pas être lue
error-limit = La formule dépasse une limite
error-math = Le calcul ne tombe pas juste
error-variable = Un nom enregistré manque ou est faux
error-faces = Les dés ne peuvent pas avoir ces faces

roll-again = Relancer
roll-details = détails
roll-by = { $user } lance
roll-id = lancer n° { $id }
roll-pending = { $user } lance { $formula }…
roll-empty = Écrivez une formule après /roll, par exemple /roll 4d6kh3
roll-gm-notice = { $user } a lancé en secret pour le MJ (lancer n° { $id }).
roll-gm-private = Lancer secret n° { $id } de { $user } :
gm-server-only = Les lancers pour le MJ et le rôle de MJ appartiennent à un serveur.
gm-no-role = Ce serveur n'a pas encore de rôle de MJ : une personne qui gère le serveur le choisit avec /gm role.
gm-unavailable = Les lancers pour le MJ demandent le jeton du bot pour envoyer des messages privés ; demandez à l'hébergeur de définir DISCORD_TOKEN.
gm-role-set = Les lancers pour le MJ vont désormais aux membres de { $role }.
gm-role-cleared = Ce serveur n'a plus de rôle de MJ.
gm-none-reached = Aucun MJ n'a pu être joint en message privé.
gm-too-soon = Un lancer pour le MJ toutes les { $seconds } secondes par joueur (chacun écrit à chaque MJ) : réessayez dans { $wait } s.
roll-not-found = Ce lancer n’est pas dans le journal, ou ne peut pas être relancé ici.
button-not-ours = Ce bouton n’est pas un de ceux que Polyroll a mis sous ses propres messages ; rien n’a été lancé.
roll-already = Ce message a déjà été lancé.
inline-roll = 🎲 Lancer
inline-description = Envoie la formule ; les dés sont lancés une seule fois, après l’envoi.
inline-not-yours = Seul le joueur qui a envoyé ce lancer peut le lancer.
inline-expired = Ce lancer est introuvable : envoyez la formule à nouveau.
pending-down = La formule de ce lancer est gardée dans le stockage du bot, indisponible pour l’instant : appuyez à nouveau dans un moment. (erreur { $id })

hint-ok = { $formula } → { $hint }
hint-error = { $formula } → { $error }

alias-too-heavy = [{ $name }] n’a pas été enregistré : un seul usage demanderait plus de { $max } étapes de calcul (un alias compte toute sa formule à chaque usage).
alias-makes-too-heavy = [{ $name }] n’a pas été enregistré : avec lui, [{ $reader }], qui le lit, demanderait plus de { $max } étapes de calcul (un alias compte toute sa formule à chaque usage).
alias-import-too-heavy = Rien n’a été importé : avec ces alias, [{ $name }] demanderait plus de { $max } étapes de calcul (un alias compte toute sa formule à chaque usage).
alias-saved = Enregistré : [{ $name }] = { $formula } ({ $dialect }).
alias-replaced = [{ $name }] remplacé par { $formula } ({ $dialect }).
alias-show = [{ $name }] = { $formula } ({ $dialect })
alias-none = Il n’y a pas d’alias [{ $name }].
alias-deleted = [{ $name }] supprimé.
alias-renamed = [{ $old }] renommé en [{ $new }].
alias-described = Description de [{ $name }] enregistrée.
alias-list-empty = Pas encore d’alias. Enregistrez-en un : /alias set str 3
alias-list-header = Vos alias :
alias-chat-list-header = Les alias de ce salon :
alias-imported =
    { $count ->
        [one] { $count } alias importé.
       *[other] { $count } alias importés.
    }
alias-taken = Le nom [{ $name }] est déjà pris.
alias-too-many = Il y a déjà { $limit } alias ici, le maximum permis ; supprimez-en d’abord.
alias-description-too-long = Une description fait au plus { $max } caractères.
book-user = le vôtre
book-user-over-chat = le vôtre, avant celui du salon
book-chat = du salon
alias-usage = Usage : /alias [chat] set NOM FORMULE | get NOM | list [DÉBUT] | rename ANCIEN NOUVEAU | delete NOM | describe NOM TEXTE | export | import JSON|FICHIER
alias-bad-name = « { $name } » ne peut pas être un nom d’alias : { $problem }. La règle : { alias-name-rule }
alias-name-rule = un nom commence par une lettre (de tout alphabet) et ne contient que des lettres, des chiffres, _ et -, 32 caractères au plus ; il ne peut être ni des dés ni une formule dans une notation (d20, 1d20, dF, 4d6kh3), ni une fonction ou un mot-clé (floor, max, if, repeat), ni une commande (roll, alias, verify).
name-problem-empty = il est vide
name-problem-too-long = il dépasse 32 caractères
name-problem-not-a-word = ce n’est pas un mot
name-problem-formula = il se lit comme des dés ou une formule dans la notation { $dialect }
name-problem-keyword = c’est une fonction ou un mot-clé d’une notation
name-problem-command = c’est une commande
alias-import-bad-name = Import refusé, rien n’a changé : l’alias { $index } s’appelle « { $name } » : { $problem }. La règle : { alias-name-rule }
alias-import-how = Pour importer des alias, envoyez le fichier donné par /alias export avec /alias import : en légende du fichier ou en réponse à celui-ci (sur Discord, dans l’option « fichier » de la commande). Ou collez le JSON après /alias import.
alias-import-not-json = Import refusé, rien n’a changé : ce n’est pas du JSON (ligne { $line }, colonne { $column }). Envoyez le fichier ou le texte donné par /alias export.
alias-import-not-utf8 = Fichier refusé, rien n’a changé : ce n’est pas du texte UTF-8. Envoyez le fichier donné par /alias export.
alias-import-too-big = Fichier refusé, rien n’a changé : il dépasse { $max } Kio, bien plus qu’un export d’alias.
alias-import-download-failed = Le fichier n’a pas pu être téléchargé, rien n’a changé ; renvoyez-le dans un moment.
alias-legacy-mark = ancien nom : aucun jet ne le lit ; renommez-le avec /alias rename { $name } NOUVEAU
alias-legacy-notice = Attention : { $names } ont été enregistrés selon l’ancienne règle des noms et aucun jet ne les lit plus. Renommez-les (/alias rename ANCIEN NOUVEAU), exportez-les ou supprimez-les. La règle : { alias-name-rule }

alias-args-exact = [{ $name }] prend { $min } { $min ->
        [one] argument
       *[other] arguments
    } : { $params } ({ $given } donné(s)). Exemple : { $name } 5
alias-args-range = [{ $name }] prend de { $min } à { $max } arguments : { $params } ({ $given } donné(s)).
alias-args-at-least = [{ $name }] prend au moins { $min } { $min ->
        [one] argument
       *[other] arguments
    } : { $params } ({ $given } donné(s)).
alias-args-none = [{ $name }] ne prend pas d’arguments ({ $given } donné(s)) : sa formule n’a pas de %1%.
set-count = Une série lance une formule de 1 à { $max } fois : { $count } n’est pas dans cet intervalle (par exemple 6#4d6kh3).
set-context = Jet { $index } sur { $count } de la série { $count }#{ $formula }
sentence-too-many = Un message peut contenir au plus { $max } jets [[…]] ; celui-ci en contient { $count }.

not-admin = Seuls les administrateurs du salon peuvent changer ses alias et ses réglages.
store-down = Les alias et réglages enregistrés sont indisponibles pour l’instant ; les lancers sans alias marchent toujours. Réessayez dans un moment. (erreur { $id })
heavy-too-slow = C’était plus long que { $seconds } s et a été arrêté ; essayez une formule plus simple.
heavy-closing = Le bot redémarre ; réessayez dans un moment.
busy = Occupé par d’autres calculs ; réessayez dans un moment.
request-repeated = Cette demande a déjà reçu sa réponse ; envoyée à nouveau, elle ne change rien.
store-failed = Les données enregistrées n’ont pas pu être lues ou écrites ; réessayez dans un moment. (erreur { $id })
roll-alias-down = Ce lancer lit un alias, et les alias sont indisponibles pour l’instant ; réessayez dans un moment. (erreur { $id })
roll-not-logged = (non journalisé : l’historique n’est pas enregistré pour l’instant)

dialect-current = Votre notation : { $dialect }. Connues : { $known }.
dialect-set = Votre notation est maintenant { $dialect }.
dialect-chat-set = La notation de ce salon est maintenant { $dialect }.
dialect-unknown = Notation inconnue « { $name } ». Connues : { $known }.

verify-usage = Usage : /verify NUMÉRO — ce qui suit # sous un lancer, par exemple /verify k3x9a2b7q1m4
verify-unknown = Il n’y a pas de lancer #{ $id } que vous puissiez voir.
verify-header = Lancer #{ $id } par { $user } (id { $userid }), { $when }
verify-place-here = fait dans ce salon
verify-place-chat = fait dans un salon
verify-place-private = fait en privé
verify-place-inline = fait en ligne (inline)
verify-place-gm = un lancer secret pour le MJ
verify-place-secret = un lancer secret que seul son auteur a vu
verify-dialect = notation : { $dialect }
verify-typed = Saisi : { $formula }
verify-fair-sealed = Dés équitables de la période { $period } : son engagement est { $commitment }. La graine sera révélée le { $reveal } ; /verify montrera alors comment vérifier ces dés.
verify-fair-open = Dés équitables de la période { $period } : graine { $seed }, engagement { $commitment }.
verify-fair-inputs = Requête : { $request } · graine de joueur : { $player }
verify-fair-faces = Faces de ce lancer (les { $count } derniers dés de la requête) : { $faces }
verify-fair-python = Vérifier sans Polyroll, avec fairness.py de sa documentation :
verify-fair-polyroll = Ou avec Polyroll :
verify-fair-missing = Dés équitables d’une période que le stockage ne garde plus : impossible de les vérifier.
page-title = Lancer #{ $id }
page-typed = Saisi
page-notation = Notation
page-who = Lancé par
page-when = Quand
page-total = Total
page-reroll-of = Relance de
page-reroll-kept = ({ $rule } : dés { $kept } gardés, les autres relancés)
page-rerolled-as = Relancé en
page-not-found = Lancer introuvable
page-not-found-why = Aucun lancer n’a ce numéro, ou il n’est pas public : les lancers secrets et privés n’ont pas de page.
page-down = Le journal des lancers est indisponible pour l’instant ; réessayez dans un moment.
page-not-fair = Ces dés ne viennent pas de la source équitable : il n’y a rien à vérifier.
page-fair-missing = Ces dés viennent d’une période que le journal ne garde plus : impossible de les vérifier.
page-fair-header = Dés équitables vérifiables
page-period = Période
page-commitment = Engagement (publié avant la période)
page-sealed = La graine de cette période est révélée le { $reveal }. Cette page vérifiera alors les dés dans votre navigateur.
page-seed = Graine du serveur (révélée)
page-request = Numéro de requête
page-player = Graine de joueur
page-player-none = aucune (le lanceur n’a pas choisi de graine de joueur)
page-check-intro = Votre navigateur recalcule chaque dé à partir de la graine, du numéro de requête et de la graine de joueur (HMAC-SHA256 de WebCrypto, comme le décrit docs/fairness.md), sans faire confiance à ce serveur, et marque chaque dé.
page-check-button = Vérifier soi-même
page-check-running = Vérification…
page-check-ok = Les { $count } dés correspondent à la graine.
page-check-bad = Le dé { $n } ne correspond pas : le journal montre { $logged }, la graine donne { $computed }.
page-check-nocrypto = Ce navigateur n’offre pas WebCrypto ici (il faut une page servie en HTTPS) : utilisez docs/fairness.py.
page-too-many = Trop de pages à la fois
page-too-many-why = Cette adresse a demandé trop de pages en peu de temps. Réessayez dans { $seconds } s.
page-check-commitment = La graine révélée ne correspond pas à l’engagement publié avant la période : ces dés ne sont pas fiables.
verify-page = Page : { $url }

fair-header = Lancers équitables : chaque période a sa graine serveur secrète, fixée d’avance. Son SHA-256 (l’engagement) est affiché ici avant qu’elle serve, et la graine elle-même après la fin de la période : chacun peut alors recalculer les dés qu’elle a donnés.
fair-current = Période en cours : { $from } – { $to }. Engagement : { $commitment }. Sa graine sera révélée le { $reveal }.
fair-next = Période suivante, dès le { $from } : engagement { $commitment }.
fair-revealed-header = Graines révélées, les plus récentes d’abord :
fair-revealed = { $from } – { $to } : graine { $seed }, engagement { $commitment }
fair-revealed-none = Aucune graine n’a encore été révélée.
fair-player-seed = Votre graine de joueur : { $seed } (/fair seed MOT la change, /fair seed clear la retire).
fair-player-seed-none = Vous n’avez pas de graine de joueur : /fair seed MOT en fixe une, qui entre dans vos dés avec la graine serveur.
fair-check = Pour vérifier un lancer vous-même : polyroll fair check, ou la référence Python de docs/fairness.md de Polyroll.
fair-seed-set = Votre graine de joueur est maintenant { $seed }.
fair-seed-cleared = Vous n’avez plus de graine de joueur.
fair-seed-bad = « { $seed } » ne peut pas être une graine de joueur : c’est un mot de 1 à { $max } caractères, sans caractère invisible ni de contrôle.
fair-usage = Usage : /fair montre les engagements des graines et les graines révélées ; /fair seed MOT fixe votre graine de joueur, /fair seed la montre, /fair seed clear la retire.

history-empty = Aucun lancer pour l’instant.
history-header = Vos derniers lancers :

stats-summary = { $formula } : moyenne { $mean }, écart type { $stddev }, { $min }–{ $max }, médiane { $median }
stats-sampled = estimé par échantillonnage
stats-left-out = { $values ->
    [one] 1 autre valeur
   *[other] { $values } autres valeurs
}
stats-left-out-rare = { $values ->
    [one] 1 autre valeur, sous { $least }
   *[other] { $values } autres valeurs, chacune sous { $least }
}
stats-at-least = P(≥ { $target }) = { $p }

unknown-command = Commande inconnue { $command }. Essayez /help.

help-main =
    Polyroll lance des dés dans quatre notations. Commandes :
    /roll FORMULE (ou /r, ou simplement la formule ici) lance ; /roll --dialect pool … choisit une notation pour un lancer.
    /stats FORMULE donne les probabilités et un graphique.
    /alias [chat] set | get | list | rename | delete | describe | export | import : vos noms enregistrés (chat : ceux du salon, pour ses admins), utilisés comme [nom].
    /dialect [chat] NOM choisit votre notation (chat : celle du salon).
    /history [N] montre vos N derniers lancers (1–50, 10 par défaut).
    /verify NUMÉRO montre un lancer du journal.
    /fair montre les engagements des graines serveur des lancers équitables ; /fair seed MOT fixe votre graine.
    /tray [chat] new | from aliases | from system | list | show | post | press | rename | delete : plateaux de dés, un bouton par lancer enregistré.
    /log [HEURES] (admins du salon) : un lien privé vers une page des lancers de ce salon des dernières heures (24 par défaut), avec un test d’équité des dés ; /log revoke ferme les liens du salon.
    /reroll NUMÉRO hold 1,3 | push : relancer votre lancer en gardant des dés (ou « Relancer… » dessous).
    /help SUJET : roll, stats, alias, dialect, history, verify, fair, tray, reroll, log, ou une notation : standard, dndice, diceplus, pool.
    /help more : alias avec arguments (atk 5), séries (6#4d6kh3), [[jets]] dans une phrase.
help-more = D’autres façons de lancer : un alias avec arguments (%1% … %9%, %*% pour tous, %1=0% pour une valeur par défaut), une série N#formule (N de 1 à 20 ; pas dans la notation pool, où # ouvre un commentaire ; sur Discord, l’option repeat) et des jets dans une phrase avec [[formule]] (10 au plus). Exemples :
help-roll = /roll FORMULE lance dans votre notation ; --dialect NOM en choisit une autre pour un lancer. Exemples :
help-stats = /stats FORMULE donne les probabilités exactes du total : moyenne, écart, chaque valeur et un graphique. Exemples :
help-alias = /alias enregistre des formules sous des noms que l’on lance comme [nom] ou par le nom seul. chat après /alias : le carnet du salon (ses admins le modifient). set NOM FORMULE, get NOM, list [DÉBUT], rename ANCIEN NOUVEAU, delete NOM, describe NOM TEXTE, export, import JSON (ou envoyez le fichier exporté avec la légende /alias import). Exemples :
help-dialect = /dialect montre votre notation ; /dialect NOM en choisit une (standard, dndice, diceplus, pool) ; /dialect chat NOM fixe celle du salon. Exemples :
help-history = /history [N] liste vos N derniers lancers, de 1 à 50 (10 sans N). Exemples :
help-verify = /verify NUMÉRO montre un lancer du journal — le nombre après # sous un lancer — aux membres du salon où il a été fait. Exemples :
help-fair = /fair montre l’engagement (SHA-256) de la graine serveur en cours et de la suivante, et les graines déjà révélées ; /fair seed MOT fixe votre propre graine, /fair seed clear la retire. Exemples :
help-tray = /tray enregistre jusqu’à 25 lancers nommés (Libellé=FORMULE, séparés par ;) sous un nom ; /tray post l’affiche avec un bouton par lancer, et chaque bouton lance pour qui l’appuie, avec ses propres alias. from aliases fait un bouton par alias, from system blades un par lancer d’un système de jeu ; chat avant new, from, rename ou delete agit sur les plateaux du salon (ses administrateurs). Au plus 20 plateaux, libellés de 80 caractères. Exemples :
help-standard = La notation standard : dés, modificateurs, groupes, fonctions et [variables]. Exemples :
help-dndice = La notation dndice : des opérateurs sur les lancers, d’après la table de dndice. Exemples :
help-diceplus = La notation diceplus : une arithmétique entière indulgente, avec mots-clés. Exemples :
help-pool = La notation pool : plusieurs instructions qui se lisent entre elles, listes, textes et branches. Exemples :
help-unknown = Pas d’aide sur « { $topic } ». Sujets : roll, stats, alias, dialect, history, verify, fair, tray, reroll, log, standard, dndice, diceplus, pool, more.
error-did-you-mean = vouliez-vous dire { $suggestion } ?
history-usage = /history prend un nombre de lancers de 1 à 50, par exemple /history 5
stats-empty = Écrivez une formule après /stats, par exemple /stats 4d6kh3
dialect-note = Lu en { $dialect }, la notation en vigueur ici. Pour le lancer en standard : /roll --dialect standard { $formula }
menu-roll = Lancer une formule, par ex. 4d6kh3
menu-stats = Les probabilités d’une formule, avec un graphique
menu-alias = Formules enregistrées : set, get, list, export, import
menu-dialect = Voir ou choisir votre notation
menu-history = Vos derniers lancers (1–50)
menu-verify = Montrer un lancer du journal par son numéro
menu-help = Commandes, notations et exemples
menu-system = Systèmes de jeu : les lancers d'un système, ou la liste
menu-short-description = Des dés en quatre notations, des lancers en ligne équitables, des probabilités exactes et des formules enregistrées.

# Les erreurs et avertissements du moteur (polyroll_core::Problem) : un message par id, avec
# les mêmes arguments qu'en.ftl. expected-* : ce que l'analyseur attendait, pour $expected.
expected-number = un nombre
expected-number-or-paren = un nombre ou '('
expected-face-value = une valeur de face
expected-standard-operand = un nombre, un dé ou une parenthèse
expected-pool-operand = un nombre, des dés, un texte ou une liste
expected-sides = le nombre de faces
expected-function = une fonction
expected-statement-number = un numéro d'instruction
expected-separator = ';' ou ',' entre les instructions
expected-condition-in-brackets = une condition entre crochets, comme [>=15]
expected-colon-after-scope = ':' après la portée
expected-close-condition = ']' pour fermer la condition
expected-close-paren = ')'
expected-close-bracket = ']'
expected-comma-or-paren = ',' ou ')'
expected-comma-or-bracket = ',' ou ']'
expected-comma-or-brace = ',' ou '{"}"}'
expected-repeat-count = ',' et le nombre de répétitions
expected-close-repeat = ')' pour fermer repeat()
expected-close-branch = '{"}"}' pour fermer la branche
expected-case-branch = '{"{"}' et la branche de ce cas
expected-if-condition-comma = ',' après la condition de if()
expected-if-else-comma = ',' avant la branche « sinon » de if()
expected-close-if = ')' pour fermer if()
expected-number-after-not-equal = un nombre après !=
expected-number-after-min-max = un nombre après min/max
expected-number-after-comparison = un nombre après la comparaison

problem-no-formula = il n'y a pas de formule
problem-ends-early = la formule s'arrête trop tôt
problem-ends-early-expected = la formule s'arrête trop tôt : il fallait { $expected }
problem-expected-found = il fallait { $expected }, et non '{ $found }'
problem-unexpected = '{ $found }' inattendu
problem-unexpected-text = texte inattendu
problem-unexpected-after-formula = '{ $found }' inattendu après la formule ; une étiquette s'écrit (texte) à la fin ou après #
problem-bracket-never-closed = cette parenthèse n'est jamais fermée
problem-bracket-never-closed-expected = cette parenthèse n'est jamais fermée : il fallait { $expected }
problem-bracket-closes-nothing = cette parenthèse ne ferme rien
problem-face-list-never-closed = cette liste de faces n'est jamais fermée
problem-modifier-needs-roll = un modificateur de lancer veut un lancer à sa gauche, comme 4d6h3
problem-roll-needs-count = un lancer veut son nombre de dés, comme 1d20
problem-nothing-understood = rien ici ne se lit comme une formule
problem-comment-not-formula = les commentaires ne font pas partie d'une formule ; mettez une étiquette après #
problem-comparison-outside = une comparaison veut if(), ou doit toucher un dé pour compter les réussites
problem-bracket-needs-operator = une formule entre parenthèses après la formule veut un opérateur devant elle
problem-function-needs-bracket = { $function }() veut sa parenthèse juste après le nom
problem-function-takes-one = { $function }() prend un seul argument
problem-function-takes-exactly = { $function }() prend { $count } { $count ->
        [one] argument
       *[other] arguments
    }
problem-function-takes-at-least = { $function }() prend au moins { $count } arguments
problem-if-condition-rolls = la condition de if() ne peut pas lancer de dés : elle doit se ramener à un nombre
problem-die-needs-sides = un dé veut ses faces juste après le d : un nombre, %, F ou une parenthèse
problem-group-modifiers = un groupe peut garder, écarter, compter les réussites et trier ; explosion, relance, unicité, min et max se mettent sur ses dés
problem-failures-need-compare = f compte les échecs et veut un point de comparaison, comme f<3
problem-count-glued-to-hash = '{ $count }#' ne lance pas { $count } fois ici (un nombre collé à # ne serait que l'étiquette du nombre { $count }) ; pour lancer { $formula } plusieurs fois, écrivez repeat({ $formula }, { $count }) dans la notation pool
problem-count-glued-to-hash-copies = '{ $count }#' ne lance pas { $count } fois ici (un nombre collé à # ne serait que l'étiquette du nombre { $count }) ; pour lancer { $formula } plusieurs fois, écrivez { $copies } (chaque lancer affiché) ou repeat({ $formula }, { $count }) dans la notation pool
problem-empty-statement = une instruction vide : écrivez quelque chose entre les séparateurs
problem-comment-holds-no-quote = un commentaire entre crochets ne contient ni guillemet, ni #, ni crochet
problem-text-never-closed = ce texte n'est jamais fermé : il fallait '"'
problem-element-number-too-large = ce numéro d'élément est trop grand
problem-written-twice = '{ $found }' est écrit deux fois
problem-list-needs-brackets = une liste veut ses éléments entre crochets juste après le L, comme L[épée,arc]
problem-unique-draw-too-many = u tire { $count } éléments différents, mais la liste n'en a que { $items }
problem-list-never-closed = cette liste n'est jamais fermée : il fallait ']'
problem-empty-item = un élément vide : écrivez quelque chose entre les virgules
problem-weight-form = un poids est un nombre entier entre crochets, comme épée[2]
problem-weight-range = un poids va de 1 à 1000000
problem-item-expected-found = il fallait ',' ou ']' après l'élément, et non '{ $found }'
problem-item-never-closed = cet élément n'est jamais fermé : il fallait '"'
problem-weighted-and-intervals = une liste est pondérée ou sur intervalles, pas les deux
problem-interval-missing = chaque élément d'une liste sur intervalles veut son intervalle, comme 1..2:épée
problem-interval-empty = l'intervalle { $low }..{ $high } est vide : écrivez d'abord la borne inférieure
problem-interval-too-wide = un intervalle fait au plus 10^9 de large
problem-interval-gap = un trou entre les intervalles : après { $after }, le suivant doit commencer à { $next }
problem-interval-overlap = un chevauchement des intervalles : après { $after }, le suivant doit commencer à { $next }
problem-rolled-dice-only-judged = '{ $modifier }' relance des dés ; les dés déjà lancés (@, b[…], m[…], groupes) ne prennent que les modificateurs qui les jugent : garder, écarter, réussites, filtres, tris, marques de critique
problem-reroll-one-comparison = une relance ou une explosion prend une seule comparaison, comme [<2] ou [6]
problem-successes-need-condition = c compte les réussites et veut une condition, comme [>=6]
problem-failures-need-condition = f compte les échecs ou filtre, et veut une condition, comme [>=6]
problem-scope-only-in-branch = les portées all:, any: et total: ne vont que dans la condition d'un branchement, comme 3d6i[all:>=4]{"{"}…{"}"}
problem-range-empty = la plage { $low }..{ $high } est vide : écrivez d'abord la borne inférieure
problem-needs-statement-number = { $sign } veut un numéro d'instruction, comme 1
problem-statements-from-one = les instructions sont numérotées à partir de 1
problem-first-statement-reads = la première instruction ne peut pas en lire une autre : les références ne pointent qu'en arrière
problem-statement-not-earlier = l'instruction { $number } n'est pas avant celle-ci : les références ne pointent qu'en arrière (ici de 1 à { $last })
problem-statement-merged = l'instruction { $number } a été fusionnée : ses dés ne peuvent être ni liés ni fusionnés à nouveau
problem-bind-needs-brackets = b et m prennent des numéros d'instruction entre crochets, comme b[1,2]
problem-statement-named-twice = l'instruction { $number } est nommée deux fois
problem-output-too-large = les résultats réunis dépasseraient { $items } éléments de liste ou { $bytes } octets de texte
problem-text-has-no-number = c'est un texte : il n'a pas de nombre à compter ni à juger
problem-list-has-no-number = c'est une liste : elle n'a pas de nombre à compter ni à juger
problem-dice-not-rolled = ces dés n'ont pas pu être lancés
problem-statement-not-before = l'instruction { $number } n'est pas avant celle-ci
problem-statement-has-no-dice = l'instruction { $number } a donné un texte ou une liste : elle n'a pas de dés
problem-no-dice-before-at = il n'y a pas de dés avant @ dans cette instruction ; @1 désigne les dés de l'instruction 1
problem-judge-too-many = les ensembles de dés de cette formule rejugeraient plus de { $max } dés
problem-statement-text-no-elements = l'instruction { $number } a donné un texte : elle n'a pas d'éléments
problem-no-such-element = l'instruction { $number } a { $count } { $count ->
        [one] élément
       *[other] éléments
    }, numérotés à partir de 0 : il n'y a pas d'élément { $index }
problem-no-subject = %1 et %2 désignent le sujet d'un branchement ou l'instruction précédente, et il n'y a ni l'un ni l'autre ici
problem-weights-too-large = les poids de la liste sont trop grands
problem-intervals-too-large = les intervalles de la liste sont trop grands
problem-only-number-judged = { $problem } ; seul un nombre peut être jugé
problem-text-too-long = ce texte dépasserait { $max } octets
problem-list-too-long = cette liste dépasserait { $max } éléments
problem-pool-too-many-dice = cette formule lance plus de { $max } dés (tirages de listes et répétitions compris)
problem-no-single-number = cette formule pool lit des instructions, fait des textes ou des listes, ou se branche : elle peut être lancée, mais n'a pas de forme à un seul nombre
problem-no-numeric-total = cette formule pool n'a aucune instruction au total numérique
problem-too-long = la formule fait { $chars } caractères ; la limite est de { $max }
problem-too-deep = plus de { $max } niveaux de parenthèses
problem-too-deep-pool = plus de { $max } niveaux de parenthèses, de signes et de puissances
problem-too-many-dice = plus de { $max } dés dans une formule
problem-dice-over-limit = { $count } dés, c'est plus que la limite de { $max } par formule
problem-formula-too-many-dice = cette formule lance plus de { $max } dés
problem-message-too-many-dice = plus de { $max } dés dans tous les lancers d'un même message
problem-too-many-steps = cette formule demanderait plus de { $max } étapes de calcul (un alias compte toute sa formule à chaque usage, une répétition à chaque passage)
problem-stopped = arrêté avant la fin : c'était trop long, ou le bot redémarre
problem-rerolled-every-face = ce dé serait relancé sur chaque face
problem-explodes-every-face = ce dé exploserait sur chaque face
problem-die-sides-too-many = un dé a au plus 10^12 faces
problem-die-sides-too-few = un dé veut au moins 1 face, pas { $sides }
problem-not-a-number = le résultat n'est pas un nombre
problem-number-too-large = le nombre est trop grand
problem-division-by-zero = division par zéro
problem-remainder-by-zero = reste d'une division par zéro
problem-zero-negative-power = zéro à une puissance négative
problem-negative-square-root = la racine carrée d'un nombre négatif
problem-logarithm-not-positive = le logarithme d'un nombre qui n'est pas positif
problem-factorial-not-whole = la factorielle veut un nombre entier d'au moins 0
problem-factorial-too-large = { $value }! est trop grand
problem-unknown-variable = variable inconnue [{ $name }]
problem-in-variable = dans [{ $name }] = { $formula } : { $problem }
problem-variable-cycle = des variables se renvoient l'une à l'autre en cercle : { $chain }
problem-variables-too-deep = des variables imbriquées sur plus de { $max } niveaux
problem-variable-takes-arguments = [{ $name }] prend des arguments ({ $params }) : lancez-la seule, { $name } suivi de ses arguments
problem-variable-empty = [{ $name }] ne contient pas de formule
problem-no-faces = un dé veut au moins une face
problem-faces-ran-out = plus de faces prévues après { $count } { $count ->
        [one] dé
       *[other] dés
    }
problem-face-impossible = la face prévue { $face } ne peut pas sortir sur ce dé ({ $die })
problem-bracket-closed-at-end = la parenthèse à la position { $at } n'est jamais fermée ; fermée à la fin
problem-ignored = '{ $text }' ignoré : impossible à comprendre
problem-factorial-sides = { $text } : en dndice, ! est une factorielle et lie plus fort que d, donc le dé a autant de faces
problem-result-limited = le résultat { $value } a été ramené à { $limited } (diceplus garde { $low }..{ $high })
problem-unknown-keyword = mot-clé inconnu '{ $name }' compté comme 0
## Store refusals: the store says which rule was broken, with what; these say it.
formula-empty = Une formule enregistrée ne peut pas être vide.
formula-too-long = Une formule enregistrée fait au plus { $max } caractères.
formula-bad = Cette formule ne peut pas être enregistrée : elle ne se lance pas.
setting-too-long = Un réglage fait au plus { $max } caractères.
setting-not-dialect = « { $value } » n’est pas une notation ; les notations sont standard, dndice, diceplus et pool.
import-refused = Import refusé, rien n’a changé
import-too-big = { import-refused } : le texte dépasse { $max } Kio, bien plus qu’un export d’alias.
import-wrong-format = { import-refused } : c’est un fichier « { $format } », version { $version } ; seul ce que donne /alias export peut être importé.
import-not-export = { import-refused } : ce JSON n’est pas un export d’alias. Envoyez le fichier ou le texte donné par /alias export.
import-too-many = { import-refused } : le carnet contiendrait plus de { $limit } alias, le maximum permis ; supprimez-en d’abord.
import-bad-dialect = { import-refused } : l’alias { $index } (« { $name } ») est dans la notation « { $dialect } », qui n’existe pas ; les notations sont standard, dndice, diceplus et pool.
import-empty-formula = { import-refused } : l’alias { $index } (« { $name } ») a une formule vide.
import-formula-too-long = { import-refused } : la formule de l’alias { $index } (« { $name } ») dépasse { $max } caractères.
import-bad-formula = { import-refused } : la formule de l’alias { $index } (« { $name } ») ne se lance pas.
import-description-too-long = { import-refused } : la description de l’alias { $index } (« { $name } ») dépasse { $max } caractères.
import-duplicate = { import-refused } : l’alias { $index } s’appelle « { $name } », comme un autre avant lui dans le fichier.
## Plateaux de dés (/tray) : des lancers nommés, enregistrés, affichés en boutons.
tray-usage = Usage : /tray [chat] new NOM Libellé=FORMULE; Libellé=FORMULE | from aliases [NOM] | from system SYSTEM [NAME] | list | show NOM | post NOM | press NOM NUMÉRO | rename ANCIEN NOUVEAU | delete NOM — par exemple /tray new combat Attaque=1d20+[str]; Dégâts=1d8+[str]
tray-saved = Plateau { $name } enregistré avec { $count } { $count ->
        [one] lancer
       *[other] lancers
    } ; affichez-le avec /tray post { $name } :
tray-no-aliases = Aucun alias ici ne se lance par son seul nom (ceux qui prennent des arguments sont laissés de côté) ; enregistrez-en avec /alias set, ou donnez les lancers avec /tray new NOM Libellé=FORMULE; …
tray-list-empty = Aucun plateau pour l’instant. Créez-en un : /tray new combat Attaque=1d20+[str]; Dégâts=1d8+[str]
tray-list-header = Vos plateaux :
tray-chat-list-header = Les plateaux de ce salon :
tray-list-line = { $name } ({ $count } { $count ->
        [one] lancer
       *[other] lancers
    })
tray-show-header = Votre plateau { $name } :
tray-chat-show-header = Le plateau { $name } du salon :
tray-show-line = { $number }. { $label } = { $formula }
tray-none = Il n’y a pas de plateau nommé { $name }.
tray-deleted = Plateau { $name } supprimé.
tray-renamed = Plateau { $old } renommé en { $new }.
tray-taken = Il y a déjà un plateau nommé { $name }.
tray-not-admin = Seuls les administrateurs du salon peuvent créer, renommer ou supprimer ses plateaux ; les vôtres se font avec /tray new et /tray post.
tray-posted = Plateau { $name } : chaque bouton lance pour qui l’appuie, avec ses propres alias.
tray-copy-posted = Plateau { $name } affiché ci-dessous ; après chaque appui, il passe sous le lancer.
tray-pressed = { $label } :
tray-pressed-by = { $user } — { $label } :
tray-gone = Ce plateau a été supprimé ou modifié depuis qu’il a été affiché ; affichez-le de nouveau avec /tray post NOM.
tray-no-button = Le plateau { $name } n’a pas ce lancer : donnez un numéro de 1 à { $count } ou un libellé.
tray-bad-name = « { $name } » ne peut pas nommer un plateau : un nom commence par une lettre et ne contient que des lettres, des chiffres, _ et -, 32 caractères au plus.
tray-no-buttons = Un plateau a besoin d’au moins un lancer : /tray new NOM Libellé=FORMULE; Libellé=FORMULE
tray-too-many-buttons = Un plateau contient au plus { $max } lancers ; celui-ci en a { $given }. Faites-en deux.
tray-too-many = Il y a déjà { $max } plateaux ici, le maximum ; supprimez-en un d’abord (/tray delete NOM).
tray-empty-label = Le lancer { $index } du plateau n’a pas de libellé : écrivez Libellé=FORMULE.
tray-label-too-long = Le libellé du lancer { $index } dépasse { $max } caractères.
tray-bad-formula = Le lancer { $index } du plateau (« { $label } ») ne peut pas être enregistré :

## Rerolls ("Reroll…", /reroll): the roller rolls a logged roll again in part.
reroll-usage = Usage : /reroll NUMÉRO [hold N,N | push] — /reroll NUMÉRO liste les dés de votre lancer #NUMÉRO ; hold 1,3 garde les dés 1 et 3 et relance les autres ; push force un lancer Year Zero (yz).
reroll-unknown = Il n’y a pas de lancer #{ $id } que vous puissiez voir.
reroll-not-yours = Seul qui a lancé #{ $id } peut le relancer.
reroll-cannot = Le lancer #{ $id } ne peut pas être relancé : seul un lancer fait à découvert, de 1 à 25 dés, se relance, là où il a été montré.
reroll-spent = Le lancer #{ $id } a déjà été relancé : un lancer se relance une fois, sauf si son système de jeu en permet plus.
reroll-bad-die = Le lancer #{ $id } a { $count } dés : nommez les dés à garder par leur numéro, de 1 à { $count }.
reroll-nothing = Cela garde tous les dés de #{ $id } : il n’y a rien à relancer.
reroll-no-push = Le lancer #{ $id } n’est pas un lancer d’un système de jeu qu’on peut forcer (comme yz 4 2 1) ; gardez des dés et relancez le reste avec hold.
reroll-dice = Dés de #{ $id } : { $dice }. /reroll { $id } hold 1,3 garde les dés 1 et 3 et relance les autres.
reroll-push-hint = /reroll { $id } push le force : chaque dé sauf les 6 et les 1 des dés de base et d’équipement est relancé, une fois.
reroll-menu = Relancer… choisissez les dés à garder
reroll-die = Dé { $number } : { $face }
reroll-open = Relancer…
reroll-push = Forcer
reroll-rest = Relancer le reste
reroll-pick = Touchez les dés à garder (✓), puis « Relancer le reste ».
reroll-header = Relance de #{ $id }, dés gardés { $kept } :
reroll-all-header = Relance de #{ $id }, tous les dés :
reroll-push-header = Jet forcé de #{ $id } :
verify-reroll-of = Une relance de #{ $id } ({ $rule }), dés gardés { $kept }. Ses dés dans l’ordre : { $dice } (= gardé de #{ $id } ; les autres tirés des entrées équitables de ce lancer).
verify-rerolled-as = Relancé en #{ $id }.
help-reroll = Sous un lancer, « Relancer… » (pour qui l’a lancé seulement) le relance une fois : choisissez les dés à garder, le reste est relancé ; ou forcez un lancer Year Zero (tous les dés sauf les 6 et les 1 de base et d’équipement). La relance est un nouveau lancer du journal ; /verify de l’un nomme l’autre. Dans la console : /reroll NUMÉRO liste les dés, /reroll NUMÉRO hold 1,3 ou /reroll NUMÉRO push. Exemples :

## Journal de session (/log) : la page privée des lancers du salon, pour ses administrateurs.
log-usage = Usage : /log [HEURES] vous donne un lien privé vers une page des lancers de ce salon des HEURES dernières (de 1 à 168, 24 par défaut) ; /log revoke ferme tous les liens de ce salon.
log-not-here = /log fonctionne dans un groupe ou un salon de serveur : les lancers faits ici, en privé, n’ont pas de page.
log-not-admin = Seuls les administrateurs du salon peuvent créer ou fermer des liens de journal de session.
log-hours = Un journal de session couvre de 1 à { $max } heures.
log-no-pages = Ce bot ne sert pas de pages : son opérateur ne lui a pas donné d’adresse publique.
log-link = Journal de session des { $hours } dernières heures dans ce salon : { $url }
    Quiconque a le lien peut l’ouvrir jusqu’au { $expires } ; /log revoke le ferme plus tôt.
log-revoked = Liens de journal de session de ce salon fermés : { $count }.
log-sent-privately = { $user }, je vous ai envoyé le lien du journal de session en message privé.
log-start-private = { $user }, je ne peux pas encore vous écrire en privé : ouvrez une conversation privée avec moi, appuyez sur Démarrer, puis redemandez.
log-page-title = Journal de session
log-page-window = Lancers faits dans ce salon du { $from } au { $to } : { $count }. Ce lien fonctionne jusqu’au { $expires }.
log-page-cut = Seuls les { $max } plus récents sont montrés et comptés.
log-page-empty = Aucun lancer n’a été fait ici en public pendant ces heures.
log-page-players = Joueurs
log-page-player = Joueur
log-page-rolls = Lancers
log-page-dice = Dés
log-page-d20-mean = Moyenne d20
log-page-d20-top = 20 naturels
log-page-d20-bottom = 1 naturels
log-page-fair-header = Les dés sont-ils équitables ?
log-page-fair-intro = Chaque graphique compte combien de fois chaque face est sortie, face à ce qu’attend un dé équitable (la ligne pointillée). La valeur p est la probabilité qu’un dé équitable, lancé autant de fois, s’écarte au moins autant d’une répartition égale : 0,5 est tout à fait ordinaire, et même un dé équitable passe sous 0,05 une fois sur vingt. Seule une valeur très petite, encore et encore sur de nombreuses sessions, serait une raison de douter.
log-page-no-d20 = Aucun d20 n’a été lancé ici pendant ces heures.
log-page-die = { $die } : { $count } lancés
log-page-chart = Combien de fois chaque face du { $die } est sortie ; un dé équitable en attend { $expected } chacune
log-page-chi = { $expected } attendus par face. Khi-deux { $chi } à { $df } degrés de liberté : p = { $p }.
log-page-too-few = Trop peu de lancers pour tester : un { $die } en demande { $needed } ou plus (cinq attendus par face).
log-page-counts = Tous les comptes
log-page-face = Face
log-page-times = Fois
log-page-rolls-header = Lancers
help-log = /log [HEURES] (administrateurs du salon) vous donne un lien privé vers une page des lancers publics de ce salon des HEURES dernières (de 1 à 168, 24 par défaut) : chaque lancer, un résumé par joueur, et combien de fois chaque face des dés est sortie face à un dé équitable. Le lien fonctionne quelques jours ; /log revoke ferme tous les liens du salon. Exemples :
