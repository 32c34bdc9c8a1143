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
roll-not-found = Ce lancer n’est plus dans le journal.
roll-already = Ce message a déjà été lancé.
inline-roll = 🎲 Lancer
inline-description = Envoie la formule ; les dés sont lancés une seule fois, après l’envoi.
inline-not-yours = Seul le joueur qui a envoyé ce lancer peut le lancer.
inline-expired = Ce lancer est introuvable : envoyez la formule à nouveau.
pending-down = La formule de ce lancer est gardée dans le stockage du bot, indisponible pour l’instant : appuyez à nouveau dans un moment. (erreur { $id })

hint-ok = { $formula } → { $hint }
hint-error = { $formula } → { $error }

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
busy = Occupé par d’autres calculs ; réessayez dans un moment.
store-failed = Les données enregistrées n’ont pas pu être lues ou écrites ; réessayez dans un moment. (erreur { $id })
roll-alias-down = Ce lancer lit un alias, et les alias sont indisponibles pour l’instant ; réessayez dans un moment. (erreur { $id })
roll-not-logged = (non journalisé : l’historique n’est pas enregistré pour l’instant)

dialect-current = Votre notation : { $dialect }. Connues : { $known }.
dialect-set = Votre notation est maintenant { $dialect }.
dialect-chat-set = La notation de ce salon est maintenant { $dialect }.
dialect-unknown = Notation inconnue « { $name } ». Connues : { $known }.

verify-usage = Usage : /verify NUMÉRO — le nombre après # sous un lancer, par exemple /verify 42
verify-unknown = Il n’y a pas de lancer #{ $id } que vous puissiez voir.
verify-header = Lancer #{ $id } par { $user } (id { $userid }), { $when }
verify-place-here = fait dans ce salon
verify-place-chat = fait dans un salon
verify-place-private = fait en privé
verify-place-inline = fait en ligne (inline)
verify-place-gm = un lancer secret pour le MJ
verify-dialect = notation : { $dialect }
verify-typed = Saisi : { $formula }
verify-gm-hidden = Ses dés ne sont montrés qu’à qui a lancé et aux MJ.

history-empty = Aucun lancer pour l’instant.
history-header = Vos derniers lancers :

stats-summary = { $formula } : moyenne { $mean }, écart type { $stddev }, { $min }–{ $max }, médiane { $median }
stats-sampled = estimé par échantillonnage
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
    /help SUJET : roll, stats, alias, dialect, history, verify, ou une notation : standard, dndice, diceplus, pool.
    /help more : alias avec arguments (atk 5), séries (6#4d6kh3), [[jets]] dans une phrase.
help-more = D’autres façons de lancer : un alias avec arguments (%1% … %9%, %*% pour tous, %1=0% pour une valeur par défaut), une série N#formule (N de 1 à 20 ; pas dans la notation pool, où # ouvre un commentaire ; sur Discord, l’option repeat) et des jets dans une phrase avec [[formule]] (10 au plus). Exemples :
help-roll = /roll FORMULE lance dans votre notation ; --dialect NOM en choisit une autre pour un lancer. Exemples :
help-stats = /stats FORMULE donne les probabilités exactes du total : moyenne, écart, chaque valeur et un graphique. Exemples :
help-alias = /alias enregistre des formules sous des noms que l’on lance comme [nom] ou par le nom seul. chat après /alias : le carnet du salon (ses admins le modifient). set NOM FORMULE, get NOM, list [DÉBUT], rename ANCIEN NOUVEAU, delete NOM, describe NOM TEXTE, export, import JSON (ou envoyez le fichier exporté avec la légende /alias import). Exemples :
help-dialect = /dialect montre votre notation ; /dialect NOM en choisit une (standard, dndice, diceplus, pool) ; /dialect chat NOM fixe celle du salon. Exemples :
help-history = /history [N] liste vos N derniers lancers, de 1 à 50 (10 sans N). Exemples :
help-verify = /verify NUMÉRO montre un lancer du journal — le nombre après # sous un lancer — aux membres du salon où il a été fait. Exemples :
help-standard = La notation standard : dés, modificateurs, groupes, fonctions et [variables]. Exemples :
help-dndice = La notation dndice : des opérateurs sur les lancers, d’après la table de dndice. Exemples :
help-diceplus = La notation diceplus : une arithmétique entière indulgente, avec mots-clés. Exemples :
help-pool = La notation pool : plusieurs instructions qui se lisent entre elles, listes, textes et branches. Exemples :
help-unknown = Pas d’aide sur « { $topic } ». Sujets : roll, stats, alias, dialect, history, verify, standard, dndice, diceplus, pool, more.
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
menu-short-description = Des dés en quatre notations, des lancers en ligne équitables, des probabilités exactes et des formules enregistrées.

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
