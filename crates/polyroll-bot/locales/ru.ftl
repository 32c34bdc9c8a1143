# Ответы Polyroll по-русски.

words-more = ещё
words-error = ошибка
words-merged = слито в
words-warning = предупреждение
words-no-dice = без костей
words-totals = Итоги
words-empty = пусто

error-syntax = Формулу не удаётся прочитать
error-limit = Формула выходит за ограничения
error-math = Арифметика не сходится
error-variable = Сохранённое имя не найдено или неверно
error-faces = У костей не может быть таких граней

roll-again = Бросить ещё
roll-details = подробнее
roll-by = { $user } бросает
roll-id = бросок №{ $id }
roll-pending = { $user } бросает { $formula }…
roll-empty = Напишите формулу после /roll, например /roll 4d6kh3
roll-gm-notice = { $user } бросил тайно для мастера (бросок №{ $id }).
roll-gm-private = Тайный бросок №{ $id }, бросал { $user }:
gm-server-only = Броски для мастера и роль мастера есть только на сервере.
gm-no-role = На этом сервере ещё нет роли мастера: её задаёт тот, кто управляет сервером, командой /gm role.
gm-unavailable = Для бросков мастеру боту нужен токен, чтобы писать в личные сообщения; попросите владельца бота задать DISCORD_TOKEN.
gm-role-set = Броски для мастера теперь получают участники с ролью { $role }.
gm-role-cleared = У этого сервера больше нет роли мастера.
gm-none-reached = Ни одному мастеру не удалось написать в личные сообщения.
gm-too-soon = Не больше одного броска мастеру за { $seconds } с на игрока (каждый пишет всем мастерам): попробуйте через { $wait } с.
roll-not-found = Этого броска нет в журнале, или его нельзя повторить здесь.
button-not-ours = Эту кнопку Polyroll не ставил под своим сообщением; ничего не брошено.
roll-already = Это сообщение уже брошено.
inline-roll = 🎲 Бросить
inline-description = Отправляет формулу; кости бросаются один раз, после отправки.
inline-not-yours = Бросить может только тот, кто отправил это сообщение.
inline-expired = Этот бросок больше не найти: отправьте формулу ещё раз.
pending-down = Формула этого броска хранится в хранилище бота, а оно сейчас недоступно: нажмите ещё раз чуть позже. (ошибка { $id })

hint-ok = { $formula } → { $hint }
hint-error = { $formula } → { $error }

alias-too-heavy = [{ $name }] не сохранён: одно его использование потребовало бы больше { $max } шагов вычисления (псевдоним считается всей своей формулой при каждом использовании).
alias-makes-too-heavy = [{ $name }] не сохранён: с ним [{ $reader }], который его читает, потребовал бы больше { $max } шагов вычисления (псевдоним считается всей своей формулой при каждом использовании).
alias-import-too-heavy = Ничего не импортировано: с этими псевдонимами [{ $name }] потребовал бы больше { $max } шагов вычисления (псевдоним считается всей своей формулой при каждом использовании).
alias-saved = Сохранено: [{ $name }] = { $formula } ({ $dialect }).
alias-replaced = [{ $name }] заменено на { $formula } ({ $dialect }).
alias-show = [{ $name }] = { $formula } ({ $dialect })
alias-none = Псевдонима [{ $name }] нет.
alias-deleted = [{ $name }] удалено.
alias-renamed = [{ $old }] переименовано в [{ $new }].
alias-described = Описание [{ $name }] сохранено.
alias-list-empty = Псевдонимов пока нет. Сохраните так: /alias set str 3
alias-list-header = Ваши псевдонимы:
alias-chat-list-header = Псевдонимы этого чата:
alias-imported =
    { $count ->
        [one] Импортирован { $count } псевдоним.
        [few] Импортировано { $count } псевдонима.
       *[other] Импортировано { $count } псевдонимов.
    }
alias-taken = Имя [{ $name }] уже занято.
alias-too-many = Здесь уже { $limit } псевдонимов — это предел; сначала удалите какие-нибудь.
alias-description-too-long = Описание может быть не длиннее { $max } символов.
book-user = ваш
book-user-over-chat = ваш, вместо чатового
book-chat = чата
alias-usage = Использование: /alias [chat] set ИМЯ ФОРМУЛА | get ИМЯ | list [НАЧАЛО] | rename СТАРОЕ НОВОЕ | delete ИМЯ | describe ИМЯ ТЕКСТ | export | import JSON|ФАЙЛ
alias-bad-name = «{ $name }» не может быть именем псевдонима: { $problem }. Правило: { alias-name-rule }
alias-name-rule = имя начинается с буквы (любого алфавита) и состоит только из букв, цифр, _ и -, не длиннее 32 символов; оно не может быть костями или формулой ни в одной нотации (d20, 1d20, dF, 4d6kh3), функцией или ключевым словом (floor, max, if, repeat) или командой (roll, alias, verify).
name-problem-empty = оно пустое
name-problem-too-long = оно длиннее 32 символов
name-problem-not-a-word = это не слово
name-problem-formula = оно читается как кости или формула в нотации { $dialect }
name-problem-keyword = это функция или ключевое слово нотации
name-problem-command = это команда
alias-import-bad-name = Импорт отклонён, ничего не изменено: псевдоним { $index } называется «{ $name }»: { $problem }. Правило: { alias-name-rule }
alias-import-how = Чтобы импортировать псевдонимы, отправьте файл из /alias export с командой /alias import: подписью к файлу или ответом на него (в Discord — в параметре «файл» команды). Или вставьте JSON после /alias import.
alias-import-not-json = Импорт отклонён, ничего не изменено: это не JSON (строка { $line }, столбец { $column }). Отправьте файл или текст, который выдал /alias export.
alias-import-not-utf8 = Файл отклонён, ничего не изменено: это не текст в UTF-8. Отправьте файл, который выдал /alias export.
alias-import-too-big = Файл отклонён, ничего не изменено: он больше { $max } КиБ, намного больше любого экспорта псевдонимов.
alias-import-download-failed = Не удалось скачать файл, ничего не изменено; отправьте его ещё раз чуть позже.
alias-legacy-mark = старое имя: броски его не читают; переименуйте: /alias rename { $name } НОВОЕ
alias-legacy-notice = Внимание: { $names } сохранены по старому правилу имён, и броски их больше не читают. Переименуйте (/alias rename СТАРОЕ НОВОЕ), экспортируйте или удалите их. Правило: { alias-name-rule }

alias-args-exact = [{ $name }] принимает аргументов: { $min } — { $params } (дано: { $given }). Пример: { $name } 5
alias-args-range = [{ $name }] принимает от { $min } до { $max } аргументов: { $params } (дано: { $given }).
alias-args-at-least = [{ $name }] принимает не меньше аргументов, чем { $min }: { $params } (дано: { $given }).
alias-args-none = [{ $name }] не принимает аргументов (дано: { $given }): в его формуле нет %1%.
set-count = Серия бросает формулу от 1 до { $max } раз: { $count } вне этих пределов (например, 6#4d6kh3).
set-context = Бросок { $index } из { $count } в серии { $count }#{ $formula }
sentence-too-many = В сообщении может быть не больше { $max } бросков [[…]]; здесь их { $count }.

not-admin = Псевдонимы и настройки чата меняют только его администраторы.
store-down = Сохранённые псевдонимы и настройки сейчас недоступны; броски без псевдонимов работают. Попробуйте чуть позже. (ошибка { $id })
heavy-too-slow = Расчёт занял больше { $seconds } с и был остановлен; попробуйте формулу попроще.
heavy-closing = Бот перезапускается; попробуйте чуть позже.
busy = Сейчас занят другими расчётами; попробуйте чуть позже.
request-repeated = На этот запрос уже ответили; повторная отправка ничего не меняет.
store-failed = Не удалось прочитать или записать сохранённые данные; попробуйте чуть позже. (ошибка { $id })
roll-alias-down = Этот бросок читает псевдоним, а псевдонимы сейчас недоступны; попробуйте чуть позже. (ошибка { $id })
roll-not-logged = (не записано: история сейчас не сохраняется)

dialect-current = Ваша нотация: { $dialect }. Известные: { $known }.
dialect-set = Теперь ваша нотация: { $dialect }.
dialect-chat-set = Теперь нотация этого чата: { $dialect }.
dialect-unknown = Неизвестная нотация «{ $name }». Известные: { $known }.

verify-usage = Использование: /verify НОМЕР — то, что после # под броском, например /verify k3x9a2b7q1m4
verify-unknown = Броска #{ $id }, который вам можно видеть, нет.
verify-header = Бросок #{ $id }, бросал { $user } (id { $userid }), { $when }
verify-place-here = в этом чате
verify-place-chat = в чате
verify-place-private = в личном чате
verify-place-inline = инлайн
verify-place-gm = тайный бросок для мастера
verify-place-secret = тайный бросок, который видел только бросавший
verify-dialect = нотация: { $dialect }
verify-typed = Введено: { $formula }
verify-fair-sealed = Честные кости периода { $period }: его обязательство { $commitment }. Сид будет раскрыт { $reveal }; тогда /verify покажет, как проверить эти кости.
verify-fair-open = Честные кости периода { $period }: сид { $seed }, обязательство { $commitment }.
verify-fair-inputs = Запрос: { $request } · сид игрока: { $player }
verify-fair-faces = Грани этого броска (последние { $count } костей запроса): { $faces }
verify-fair-python = Проверка без Polyroll, с fairness.py из его документации:
verify-fair-polyroll = Или с Polyroll:
verify-fair-missing = Честные кости периода, которого больше нет в хранилище: проверить их нельзя.
page-title = Бросок #{ $id }
page-typed = Введено
page-notation = Нотация
page-who = Бросал
page-when = Когда
page-total = Итог
page-reroll-of = Переброс броска
page-reroll-kept = ({ $rule }: оставлены кости { $kept }, остальные переброшены)
page-rerolled-as = Переброшен как
page-not-found = Такого броска нет
page-not-found-why = Броска с таким номером нет, или он не публичный: у тайных и личных бросков страниц нет.
page-down = Журнал бросков сейчас недоступен; попробуйте чуть позже.
page-not-fair = Эти кости не из честного источника: проверять нечего.
page-fair-missing = Эти кости из периода, которого больше нет в журнале: проверить их нельзя.
page-fair-header = Доказуемо честные кости
page-period = Период
page-commitment = Обязательство (опубликовано до периода)
page-sealed = Сид этого периода раскрывается { $reveal }. После этого страница проверит кости в вашем браузере.
page-seed = Сид сервера (раскрыт)
page-request = Номер запроса
page-player = Сид игрока
page-player-none = нет (игрок не задал свой сид)
page-check-intro = Ваш браузер пересчитывает каждую кость из сида, номера запроса и сида игрока (HMAC-SHA256 из WebCrypto, как описано в docs/fairness.md), не доверяя этому серверу, и отмечает каждую кость.
page-check-button = Проверить самому
page-check-running = Проверяю…
page-check-ok = Все кости ({ $count }) совпадают с сидом.
page-check-bad = Кость { $n } не совпадает: в журнале { $logged }, сид даёт { $computed }.
page-check-nocrypto = В этом браузере здесь нет WebCrypto (нужна страница по HTTPS): воспользуйтесь docs/fairness.py.
page-too-many = Слишком много страниц сразу
page-too-many-why = С этого адреса запрошено слишком много страниц за короткое время. Попробуйте снова через { $seconds } с.
page-check-commitment = Раскрытый сид не совпадает с обязательством, опубликованным до периода: этим костям нельзя доверять.
verify-page = Страница: { $url }

fair-header = Честные броски: у каждого периода свой секретный серверный сид, выбранный заранее. Его SHA-256 (обязательство) показывается здесь до того, как сид используется, а сам сид — после конца периода, чтобы любой мог пересчитать выпавшие кости.
fair-current = Текущий период: { $from } – { $to }. Обязательство: { $commitment }. Сид будет раскрыт { $reveal }.
fair-next = Следующий период, с { $from }: обязательство { $commitment }.
fair-revealed-header = Раскрытые сиды, сначала новые:
fair-revealed = { $from } – { $to }: сид { $seed }, обязательство { $commitment }
fair-revealed-none = Ни один сид ещё не раскрыт.
fair-player-seed = Ваш сид игрока: { $seed } (/fair seed СЛОВО меняет его, /fair seed clear удаляет).
fair-player-seed-none = У вас нет сида игрока: /fair seed СЛОВО задаёт его, и он входит в ваши броски вместе с серверным сидом.
fair-check = Проверить бросок самому: polyroll fair check или эталон на Python в docs/fairness.md проекта Polyroll.
fair-seed-set = Теперь ваш сид игрока: { $seed }.
fair-seed-cleared = У вас больше нет сида игрока.
fair-seed-bad = «{ $seed }» не может быть сидом игрока: это одно слово от 1 до { $max } символов, без невидимых и управляющих символов.
fair-usage = Использование: /fair показывает обязательства сидов и раскрытые сиды; /fair seed СЛОВО задаёт ваш сид игрока, /fair seed показывает его, /fair seed clear удаляет.

history-empty = Бросков ещё не было.
history-header = Ваши последние броски:

stats-summary = { $formula }: среднее { $mean }, стандартное отклонение { $stddev }, { $min }–{ $max }, медиана { $median }
stats-sampled = оценка по выборке
stats-left-out = { $values ->
    [one] ещё { $values } значение
    [few] ещё { $values } значения
   *[many] ещё { $values } значений
}
stats-left-out-rare = { $values ->
    [one] ещё { $values } значение, меньше { $least }
    [few] ещё { $values } значения, каждое меньше { $least }
   *[many] ещё { $values } значений, каждое меньше { $least }
}
stats-at-least = P(≥ { $target }) = { $p }

unknown-command = Неизвестная команда { $command }. Попробуйте /help.

help-main =
    Polyroll бросает кости в четырёх нотациях. Команды:
    /roll ФОРМУЛА (или /r, или просто формула здесь) — бросок; /roll --dialect pool … — нотация для одного броска.
    /stats ФОРМУЛА — вероятности и график.
    /alias [chat] set | get | list | rename | delete | describe | export | import — ваши сохранённые имена (chat — имена чата, для его админов), пишутся как [имя].
    /dialect [chat] ИМЯ выбирает нотацию (chat — нотация чата).
    /history [N] — последние N бросков (1–50, по умолчанию 10).
    /verify НОМЕР показывает бросок из журнала.
    /fair — обязательства серверных сидов честных бросков; /fair seed СЛОВО задаёт ваш сид.
    /tray [chat] new | from aliases | from system | list | show | post | press | rename | delete — лотки: по кнопке на сохранённый бросок.
    /log [ЧАСЫ] (админы чата) — личная ссылка на страницу бросков этого чата за последние часы (по умолчанию 24) с проверкой честности кубиков; /log revoke закрывает ссылки чата.
    /reroll НОМЕР hold 1,3 | push — переброс своего броска с частью костей (или «Переброс…» под ним).
    /help ТЕМА: roll, stats, alias, dialect, history, verify, fair, tray, reroll, log или нотация: standard, dndice, diceplus, pool.
    /help more — псевдонимы с аргументами (atk 5), серии (6#4d6kh3), [[броски]] внутри фразы.
help-more = Ещё способы бросать: псевдоним с аргументами (%1% … %9%, %*% — все сразу, %1=0% — значение по умолчанию), серия бросков N#формула (N от 1 до 20; не в нотации pool, где # начинает комментарий; в Discord — параметр repeat) и броски внутри фразы: [[формула]] (не больше 10). Примеры:
help-roll = /roll ФОРМУЛА бросает в вашей нотации; --dialect ИМЯ выбирает другую на один бросок. Примеры:
help-stats = /stats ФОРМУЛА показывает точные вероятности суммы: среднее, разброс, каждое значение и график. Примеры:
help-alias = /alias сохраняет формулы под именами, которые бросаются как [имя] или просто по имени. chat после /alias — книга чата (её меняют админы). set ИМЯ ФОРМУЛА, get ИМЯ, list [НАЧАЛО], rename СТАРОЕ НОВОЕ, delete ИМЯ, describe ИМЯ ТЕКСТ, export, import JSON (или отправьте файл экспорта с подписью /alias import). Примеры:
help-dialect = /dialect показывает вашу нотацию; /dialect ИМЯ выбирает (standard, dndice, diceplus, pool); /dialect chat ИМЯ — нотация чата. Примеры:
help-history = /history [N] — ваши последние N бросков, от 1 до 50 (без N — 10). Примеры:
help-verify = /verify НОМЕР показывает бросок из журнала — число после # под броском — участникам чата, где он сделан. Примеры:
help-fair = /fair показывает обязательство (SHA-256) текущего и следующего серверного сида и уже раскрытые сиды; /fair seed СЛОВО задаёт ваш собственный сид, /fair seed clear удаляет его. Примеры:
help-tray = /tray сохраняет под именем до 25 подписанных бросков (Подпись=ФОРМУЛА через ;); /tray post показывает лоток с кнопкой на каждый бросок, и кнопка бросает за нажавшего, с его псевдонимами. from aliases делает по кнопке на псевдоним, from system blades — на каждый бросок игровой системы; chat перед new, from, rename или delete меняет лотки чата (его администраторы). Не больше 20 лотков, подписи до 80 символов. Примеры:
help-standard = Стандартная нотация: кости, модификаторы, группы, функции и [переменные]. Примеры:
help-dndice = Нотация dndice: операторы над бросками из таблицы dndice. Примеры:
help-diceplus = Нотация diceplus: снисходительная целочисленная арифметика с ключевыми словами. Примеры:
help-pool = Нотация pool: несколько выражений, читающих друг друга, списки, тексты и ветвления. Примеры:
help-unknown = Справки по «{ $topic }» нет. Темы: roll, stats, alias, dialect, history, verify, fair, tray, reroll, log, standard, dndice, diceplus, pool, more.
error-did-you-mean = возможно, вы имели в виду { $suggestion }?
history-usage = /history принимает число бросков от 1 до 50, например /history 5
stats-empty = Напишите формулу после /stats, например /stats 4d6kh3
dialect-note = Это прочитано в нотации { $dialect }, которая действует здесь. Чтобы бросить в standard: /roll --dialect standard { $formula }
menu-roll = Бросить формулу, например 4d6kh3
menu-stats = Вероятности формулы с графиком
menu-alias = Сохранённые формулы: set, get, list, export, import
menu-dialect = Показать или выбрать нотацию
menu-history = Ваши последние броски (1–50)
menu-verify = Показать бросок из журнала по номеру
menu-help = Команды, нотации и примеры
menu-system = Игровые системы: броски одной системы или список
menu-short-description = Кости в четырёх нотациях, честные инлайн-броски, точные вероятности и сохранённые формулы.

# Ошибки и предупреждения движка (polyroll_core::Problem): одно сообщение на id, с теми же
# аргументами, что в en.ftl. expected-* — что ожидал разборщик, подставляется как $expected.
expected-number = число
expected-number-or-paren = число или '('
expected-face-value = значение грани
expected-standard-operand = число, кость или скобка
expected-pool-operand = число, кости, текст или список
expected-sides = число граней
expected-function = функция
expected-statement-number = номер выражения
expected-separator = ';' или ',' между выражениями
expected-condition-in-brackets = условие в скобках, например [>=15]
expected-colon-after-scope = ':' после области
expected-close-condition = ']', закрывающая условие
expected-close-paren = ')'
expected-close-bracket = ']'
expected-comma-or-paren = ',' или ')'
expected-comma-or-bracket = ',' или ']'
expected-comma-or-brace = ',' или '{"}"}'
expected-repeat-count = ',' и сколько раз повторить
expected-close-repeat = ')', закрывающая repeat()
expected-close-branch = '{"}"}', закрывающая ветвь
expected-case-branch = '{"{"}' и ветвь этого случая
expected-if-condition-comma = ',' после условия if()
expected-if-else-comma = ',' перед ветвью «иначе» в if()
expected-close-if = ')', закрывающая if()
expected-number-after-not-equal = число после !=
expected-number-after-min-max = число после min/max
expected-number-after-comparison = число после сравнения

problem-no-formula = формулы нет
problem-ends-early = формула обрывается слишком рано
problem-ends-early-expected = формула обрывается слишком рано: ожидалось { $expected }
problem-expected-found = ожидалось { $expected }, а стоит '{ $found }'
problem-unexpected = неожиданное '{ $found }'
problem-unexpected-text = неожиданный текст
problem-unexpected-after-formula = неожиданное '{ $found }' после формулы; подпись пишется как (текст) в конце или после #
problem-bracket-never-closed = эта скобка так и не закрыта
problem-bracket-never-closed-expected = эта скобка так и не закрыта: ожидалось { $expected }
problem-bracket-closes-nothing = эта скобка ничего не закрывает
problem-face-list-never-closed = этот список граней так и не закрыт
problem-modifier-needs-roll = модификатору броска нужен бросок слева, например 4d6h3
problem-roll-needs-count = броску нужно число костей, например 1d20
problem-nothing-understood = здесь нет ничего, что читалось бы как формула
problem-comment-not-formula = комментарии не входят в формулу; подпись пишется после #
problem-comparison-outside = сравнению нужна if() или кость вплотную, чтобы считать успехи
problem-bracket-needs-operator = формуле в скобках после формулы нужен оператор перед ней
problem-function-needs-bracket = у { $function }() скобка должна идти сразу после имени
problem-function-takes-one = { $function }() принимает один аргумент
problem-function-takes-exactly = { $function }() принимает { $count } { $count ->
        [one] аргумент
        [few] аргумента
       *[many] аргументов
    }
problem-function-takes-at-least = { $function }() принимает не меньше { $count } { $count ->
        [one] аргумента
       *[other] аргументов
    }
problem-if-condition-rolls = условие if() не может бросать кости: оно должно сводиться к числу
problem-die-needs-sides = кости нужны грани сразу после d: число, %, F или скобка
problem-group-modifiers = группа умеет оставлять, отбрасывать, считать успехи и сортировать; взрыв, переброс, уникальность, min и max ставятся на её кости
problem-failures-need-compare = f считает провалы, и ему нужно сравнение, например f<3
problem-count-glued-to-hash = '{ $count }#' здесь не бросает { $count } раз подряд (число вплотную к # стало бы лишь подписью числа { $count }); чтобы бросить { $formula } несколько раз, пишите repeat({ $formula }, { $count }) в нотации pool
problem-count-glued-to-hash-copies = '{ $count }#' здесь не бросает { $count } раз подряд (число вплотную к # стало бы лишь подписью числа { $count }); чтобы бросить { $formula } несколько раз, пишите { $copies } (каждый бросок виден) или repeat({ $formula }, { $count }) в нотации pool
problem-empty-statement = пустое выражение: напишите что-нибудь между разделителями
problem-comment-holds-no-quote = в комментарии в скобках не бывает кавычек, # и скобок
problem-text-never-closed = этот текст так и не закрыт: ожидалось '"'
problem-element-number-too-large = номер элемента слишком велик
problem-written-twice = '{ $found }' написано дважды
problem-list-needs-brackets = списку нужны элементы в скобках сразу после L, например L[меч,лук]
problem-unique-draw-too-many = u вытягивает разных элементов: { $count }, а в списке их только { $items }
problem-list-never-closed = этот список так и не закрыт: ожидалось ']'
problem-empty-item = пустой элемент: напишите что-нибудь между запятыми
problem-weight-form = вес — целое число в скобках, например меч[2]
problem-weight-range = вес — от 1 до 1000000
problem-item-expected-found = после элемента ожидалось ',' или ']', а стоит '{ $found }'
problem-item-never-closed = этот элемент так и не закрыт: ожидалось '"'
problem-weighted-and-intervals = список либо с весами, либо на интервалах, но не то и другое сразу
problem-interval-missing = каждому элементу списка на интервалах нужен свой интервал, например 1..2:меч
problem-interval-empty = интервал { $low }..{ $high } пуст: сначала пишется нижняя граница
problem-interval-too-wide = интервал шириной не больше 10^9
problem-interval-gap = пропуск между интервалами: после { $after } следующий должен начинаться с { $next }
problem-interval-overlap = интервалы перекрываются: после { $after } следующий должен начинаться с { $next }
problem-rolled-dice-only-judged = '{ $modifier }' бросает кости заново; уже брошенные кости (@, b[…], m[…], группы) принимают только оценивающие модификаторы: оставить, отбросить, успехи, фильтры, сортировка, отметки критов
problem-reroll-one-comparison = переброс или взрыв принимает одно сравнение, например [<2] или [6]
problem-successes-need-condition = c считает успехи, и ему нужно условие, например [>=6]
problem-failures-need-condition = f считает провалы или фильтрует, и ему нужно условие, например [>=6]
problem-scope-only-in-branch = области all:, any: и total: бывают только в условии ветвления, например 3d6i[all:>=4]{"{"}…{"}"}
problem-range-empty = диапазон { $low }..{ $high } пуст: сначала пишется нижняя граница
problem-needs-statement-number = после { $sign } нужен номер выражения, например 1
problem-statements-from-one = выражения нумеруются с 1
problem-first-statement-reads = первое выражение не может читать другое: ссылки ведут только назад
problem-statement-not-earlier = выражение { $number } идёт не раньше этого: ссылки ведут только назад (здесь от 1 до { $last })
problem-statement-merged = выражение { $number } уже слито: его кости нельзя ни связать, ни слить ещё раз
problem-bind-needs-brackets = b и m принимают номера выражений в скобках, например b[1,2]
problem-statement-named-twice = выражение { $number } названо дважды
problem-output-too-large = результаты вместе заняли бы больше { $items } элементов списков или { $bytes } байт текста
problem-text-has-no-number = это текст: в нём нет числа, чтобы считать или оценивать
problem-list-has-no-number = это список: в нём нет числа, чтобы считать или оценивать
problem-dice-not-rolled = эти кости не удалось бросить
problem-statement-not-before = выражение { $number } идёт не раньше этого
problem-statement-has-no-dice = выражение { $number } дало текст или список: костей в нём нет
problem-no-dice-before-at = в этом выражении перед @ нет костей; @1 — это кости выражения 1
problem-judge-too-many = наборы костей этой формулы оценили бы заново больше { $max } { $max ->
        [one] кости
       *[other] костей
    }
problem-statement-text-no-elements = выражение { $number } дало текст: элементов у него нет
problem-no-such-element = в выражении { $number } элементов: { $count }, нумерация с 0; элемента { $index } нет
problem-no-subject = %1 и %2 означают предмет ветвления или предыдущее выражение, а здесь нет ни того, ни другого
problem-weights-too-large = веса списка слишком велики
problem-intervals-too-large = интервалы списка слишком велики
problem-only-number-judged = { $problem }; оценить можно только число
problem-text-too-long = этот текст занял бы больше { $max } байт
problem-list-too-long = в этом списке было бы больше { $max } элементов
problem-pool-too-many-dice = эта формула бросает больше { $max } { $max ->
        [one] кости
       *[other] костей
    } (вытягивания из списков и повторы считаются)
problem-no-single-number = эта формула pool читает выражения, создаёт тексты или списки или ветвится: её можно бросить, но свести к одному числу нельзя
problem-no-numeric-total = в этой формуле pool нет выражения с числовым итогом
problem-too-long = длина формулы — { $chars } (в символах), а предел — { $max }
problem-too-deep = вложенность скобок больше { $max }
problem-too-deep-pool = вложенность скобок, знаков и степеней больше { $max }
problem-too-many-dice = больше { $max } { $max ->
        [one] кости
       *[other] костей
    } в одной формуле
problem-dice-over-limit = костей: { $count } — это больше предела в { $max } на одну формулу
problem-formula-too-many-dice = эта формула бросает больше { $max } { $max ->
        [one] кости
       *[other] костей
    }
problem-message-too-many-dice = больше { $max } { $max ->
        [one] кости
       *[other] костей
    } во всех бросках одного сообщения вместе
problem-too-many-steps = для броска этой формулы нужно больше { $max } { $max ->
        [one] шага
       *[other] шагов
    } вычисления (псевдоним считается всей своей формулой при каждом использовании, повтор — при каждом проходе)
problem-stopped = остановлено до завершения: это заняло слишком много времени или бот перезапускается
problem-rerolled-every-face = эту кость пришлось бы перебрасывать на любой грани
problem-explodes-every-face = эта кость взрывалась бы на любой грани
problem-die-sides-too-many = у кости может быть не больше 10^12 граней
problem-die-sides-too-few = кости нужна хотя бы 1 грань, а не { $sides }
problem-not-a-number = результат — не число
problem-number-too-large = число слишком велико
problem-division-by-zero = деление на ноль
problem-remainder-by-zero = остаток от деления на ноль
problem-zero-negative-power = ноль в отрицательной степени
problem-negative-square-root = квадратный корень из отрицательного числа
problem-logarithm-not-positive = логарифм числа, которое не больше нуля
problem-factorial-not-whole = факториалу нужно целое число не меньше 0
problem-factorial-too-large = { $value }! слишком велико
problem-unknown-variable = неизвестная переменная [{ $name }]
problem-in-variable = в [{ $name }] = { $formula }: { $problem }
problem-variable-cycle = переменные ссылаются друг на друга по кругу: { $chain }
problem-variables-too-deep = вложенность переменных больше { $max }
problem-variable-takes-arguments = [{ $name }] принимает аргументы ({ $params }): бросайте её отдельно, как { $name } и затем аргументы
problem-variable-empty = в [{ $name }] нет формулы
problem-no-faces = кости нужна хотя бы одна грань
problem-faces-ran-out = заданные грани кончились после { $count } { $count ->
        [one] кости
       *[other] костей
    }
problem-face-impossible = заданная грань { $face } не может выпасть на этой кости ({ $die })
problem-bracket-closed-at-end = скобка на позиции { $at } так и не закрыта; закрыта в конце
problem-ignored = '{ $text }' пропущено: это не удалось понять
problem-factorial-sides = { $text }: в dndice ! — это факториал, и он связывает сильнее d, так что у кости столько граней
problem-result-limited = результат { $value } ограничен до { $limited } (diceplus держит { $low }..{ $high })
problem-unknown-keyword = неизвестное ключевое слово '{ $name }' считается за 0
## Store refusals: the store says which rule was broken, with what; these say it.
formula-empty = Сохранённая формула не может быть пустой.
formula-too-long = Сохранённая формула может быть не длиннее { $max } символов.
formula-bad = Эту формулу нельзя сохранить: она не бросается.
setting-too-long = Настройка может быть не длиннее { $max } символов.
setting-not-dialect = «{ $value }» — не нотация; нотации: standard, dndice, diceplus и pool.
import-refused = Импорт отклонён, ничего не изменено
import-too-big = { import-refused }: текст больше { $max } КиБ, намного больше любого экспорта псевдонимов.
import-wrong-format = { import-refused }: это файл «{ $format }» версии { $version }; импортировать можно только то, что выдал /alias export.
import-not-export = { import-refused }: этот JSON — не экспорт псевдонимов. Отправьте файл или текст, который выдал /alias export.
import-too-many =
    { import-refused }: в книге стало бы больше { $limit } { $limit ->
        [one] псевдонима
       *[other] псевдонимов
    } — это предел; сначала удалите какие-нибудь.
import-bad-dialect = { import-refused }: псевдоним { $index } («{ $name }») записан в нотации «{ $dialect }», а такой нет; нотации: standard, dndice, diceplus и pool.
import-empty-formula = { import-refused }: у псевдонима { $index } («{ $name }») пустая формула.
import-formula-too-long = { import-refused }: формула псевдонима { $index } («{ $name }») длиннее { $max } символов.
import-bad-formula = { import-refused }: формула псевдонима { $index } («{ $name }») не бросается.
import-description-too-long = { import-refused }: описание псевдонима { $index } («{ $name }») длиннее { $max } символов.
import-duplicate = { import-refused }: псевдоним { $index } называется «{ $name }», как один из предыдущих в файле.
## Лотки для костей (/tray): сохранённые наборы подписанных бросков, кнопками.
tray-usage = Использование: /tray [chat] new ИМЯ Подпись=ФОРМУЛА; Подпись=ФОРМУЛА | from aliases [ИМЯ] | from system SYSTEM [NAME] | list | show ИМЯ | post ИМЯ | press ИМЯ НОМЕР | rename СТАРОЕ НОВОЕ | delete ИМЯ — например /tray new combat Атака=1d20+[str]; Урон=1d8+[str]
tray-saved = Лоток { $name } сохранён: { $count } { $count ->
        [one] бросок
        [few] броска
       *[many] бросков
    }; покажите его командой /tray post { $name }:
tray-no-aliases = Здесь нет псевдонимов, которые бросаются по одному имени (те, что ждут аргументов, пропущены); сохраните их через /alias set или перечислите броски: /tray new ИМЯ Подпись=ФОРМУЛА; …
tray-list-empty = Лотков пока нет. Создайте: /tray new combat Атака=1d20+[str]; Урон=1d8+[str]
tray-list-header = Ваши лотки:
tray-chat-list-header = Лотки этого чата:
tray-list-line = { $name } ({ $count } { $count ->
        [one] бросок
        [few] броска
       *[many] бросков
    })
tray-show-header = Ваш лоток { $name }:
tray-chat-show-header = Лоток чата { $name }:
tray-show-line = { $number }. { $label } = { $formula }
tray-none = Лотка с именем { $name } нет.
tray-deleted = Лоток { $name } удалён.
tray-renamed = Лоток { $old } переименован в { $new }.
tray-taken = Лоток с именем { $name } уже есть.
tray-not-admin = Создавать, переименовывать и удалять лотки чата могут только его администраторы; свои лотки делайте через /tray new и /tray post.
tray-posted = Лоток { $name }: каждая кнопка бросает за того, кто её нажал, с его псевдонимами.
tray-copy-posted = Лоток { $name } показан ниже; после каждого нажатия он переезжает под бросок.
tray-pressed = { $label }:
tray-pressed-by = { $user } — { $label }:
tray-gone = Этот лоток удалён или изменён после публикации; покажите его снова командой /tray post ИМЯ.
tray-no-button = В лотке { $name } нет такого броска: укажите номер от 1 до { $count } или подпись.
tray-bad-name = «{ $name }» не может быть именем лотка: имя начинается с буквы и состоит из букв, цифр, _ и -, не длиннее 32 символов.
tray-no-buttons = В лотке должен быть хотя бы один бросок: /tray new ИМЯ Подпись=ФОРМУЛА; Подпись=ФОРМУЛА
tray-too-many-buttons = В лотке не больше { $max } бросков, а здесь { $given }. Сделайте два лотка.
tray-too-many = Здесь уже { $max } лотков — это максимум; сначала удалите один (/tray delete ИМЯ).
tray-empty-label = У броска { $index } нет подписи: пишите Подпись=ФОРМУЛА.
tray-label-too-long = Подпись броска { $index } длиннее { $max } символов.
tray-bad-formula = Бросок { $index } лотка («{ $label }») нельзя сохранить:

## Rerolls ("Reroll…", /reroll): the roller rolls a logged roll again in part.
reroll-usage = Использование: /reroll НОМЕР [hold N,N | push] — /reroll НОМЕР показывает кости вашего броска #НОМЕР; hold 1,3 оставляет кости 1 и 3 и перебрасывает остальные; push — «дожим» броска Year Zero (yz).
reroll-unknown = Нет броска #{ $id }, который вам виден.
reroll-not-yours = Перебросить #{ $id } может только тот, кто его бросил.
reroll-cannot = Бросок #{ $id } нельзя перебросить: перебрасывается только открытый бросок с 1–25 костями, там же, где он показан.
reroll-spent = Бросок #{ $id } уже переброшен: бросок перебрасывается один раз, если игровая система не разрешает больше.
reroll-bad-die = В броске #{ $id } { $count } костей: укажите номера костей, которые оставить, от 1 до { $count }.
reroll-nothing = Так остаются все кости #{ $id }: перебрасывать нечего.
reroll-no-push = Бросок #{ $id } — не бросок игровой системы с «дожимом» (как yz 4 2 1); оставьте кости и перебросьте остальные через hold.
reroll-dice = Кости #{ $id }: { $dice }. /reroll { $id } hold 1,3 оставляет кости 1 и 3 и перебрасывает остальные.
reroll-push-hint = /reroll { $id } push — «дожим»: все кости, кроме шестёрок и единиц на базовых и снаряжения, бросаются ещё раз, один раз.
reroll-menu = Переброс… выберите кости, которые оставить
reroll-die = Кость { $number }: { $face }
reroll-open = Переброс…
reroll-push = Дожать
reroll-rest = Перебросить остальные
reroll-pick = Отметьте кости, которые оставить (✓), затем «Перебросить остальные».
reroll-header = Переброс #{ $id }, оставлены кости { $kept }:
reroll-all-header = Переброс #{ $id }, все кости:
reroll-push-header = Дожим #{ $id }:
verify-reroll-of = Переброс #{ $id } ({ $rule }), оставлены кости { $kept }. Его кости по порядку: { $dice } (= оставлена из #{ $id }; остальные выпали из честных входных данных этого броска).
verify-rerolled-as = Переброшен как #{ $id }.
help-reroll = Под броском «Переброс…» (только для бросившего) перебрасывает его один раз: выберите кости, которые оставить, остальные бросаются заново; или «дожмите» бросок Year Zero (все кости, кроме шестёрок и единиц на базовых и снаряжения). Переброс — новый бросок в журнале; /verify любого из них называет другой. В консоли: /reroll НОМЕР показывает кости, /reroll НОМЕР hold 1,3 или /reroll НОМЕР push. Примеры:

## Журнал сессии (/log): личная страница бросков чата для его администратора.
log-usage = Использование: /log [ЧАСЫ] даёт вам личную ссылку на страницу бросков этого чата за последние ЧАСЫ (от 1 до 168, по умолчанию 24); /log revoke закрывает все ссылки этого чата.
log-not-here = /log работает в группе или на канале сервера: у бросков в личном чате страниц нет.
log-not-admin = Создавать и закрывать ссылки на журнал сессии могут только администраторы чата.
log-hours = Журнал сессии охватывает от 1 до { $max } часов.
log-no-pages = Этот бот не показывает страниц: оператор не дал ему публичного адреса.
log-link = Журнал сессии за последние { $hours } ч в этом чате: { $url }
    Открыть его может любой, у кого есть ссылка, до { $expires }; /log revoke закроет её раньше.
log-revoked = Закрыто ссылок на журнал сессии этого чата: { $count }.
log-sent-privately = { $user }, я прислал ссылку на журнал сессии в личные сообщения.
log-start-private = { $user }, я пока не могу написать вам лично: откройте личный чат со мной, нажмите «Старт» и попросите снова.
log-page-title = Журнал сессии
log-page-window = Броски в этом чате с { $from } по { $to }: { $count }. Ссылка действует до { $expires }.
log-page-cut = Показаны и учтены только последние { $max }.
log-page-empty = За эти часы открытых бросков здесь не было.
log-page-players = Игроки
log-page-player = Игрок
log-page-rolls = Броски
log-page-dice = Кости
log-page-d20-mean = Среднее d20
log-page-d20-top = Двадцатки
log-page-d20-bottom = Единицы
log-page-fair-header = Честные ли кубики?
log-page-fair-intro = Каждый график показывает, сколько раз выпала каждая грань, против ожидаемого у честного кубика (пунктир). p-значение — вероятность того, что честный кубик, брошенный столько же раз, отклонится от равномерного не меньше: 0,5 — совершенно обычно, и даже честный кубик даёт меньше 0,05 один раз из двадцати. Повод для сомнений — лишь очень малое значение, раз за разом во многих сессиях.
log-page-no-d20 = За эти часы здесь не бросали d20.
log-page-die = { $die }: бросков { $count }
log-page-chart = Сколько раз выпала каждая грань { $die }; честный кубик ждёт по { $expected }
log-page-chi = Ожидается по { $expected } каждой грани. Хи-квадрат { $chi } при { $df } степенях свободы: p = { $p }.
log-page-too-few = Слишком мало бросков для проверки: для { $die } нужно не меньше { $needed } (по пять ожидаемых на грань).
log-page-counts = Все числа
log-page-face = Грань
log-page-times = Раз
log-page-rolls-header = Броски
help-log = /log [ЧАСЫ] (администраторы чата) даёт вам личную ссылку на страницу открытых бросков этого чата за последние ЧАСЫ (от 1 до 168, по умолчанию 24): каждый бросок, итоги по игрокам и сколько раз выпала каждая грань против честного кубика. Ссылка действует несколько дней; /log revoke закрывает все ссылки чата. Примеры:
