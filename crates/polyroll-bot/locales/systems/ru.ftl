system-usage = Как писать: { $usage } — например, { $example }. Подробнее: /system { $name }.
system-args-unknown = { $name } не принимает «{ $word }».
system-args-too-many = { $name } не принимает больше чисел: «{ $word }» лишнее.
system-args-missing = { $name }: не хватает { $param }.
system-args-twice = { $name }: { $param } указан дважды.
system-args-range = { $name }: { $param } должен быть от { $min } до { $max }, а не { $value }.
system-args-one-of = { $name }: { $param } должен быть одним из { $allowed }, а не { $value }.
system-args-together = { $name }: { $first } и { $second } нельзя указывать вместе.
system-alias-used = Брошен ваш алиас { $name }, а не игровая система { $name } (переименуйте алиас, чтобы бросать систему).
system-unknown = Игровой системы «{ $name }» нет. Список: /help systems.
system-header = { $title } — { $usage }
system-edition = Правила: { $edition }. Источник: { $source }.
system-outcomes = Исходы: { $outcomes }.
system-examples = Примеры:
system-chat-set = Игра этого чата теперь { $title } ({ $name }): автодополнение и /help начинают с её бросков ({ $examples }). Набранная формула значит то же, что и раньше; /system chat off сбрасывает игру.
system-chat-cleared = У этого чата больше нет игры.
system-chat-current = Игра этого чата: { $title } ({ $name }), броски вроде { $examples }.
system-chat-unset = У этого чата нет игры. Администратор выбирает её командой /system chat НАЗВАНИЕ.
system-chat-no-chat = Игра бывает только у чата: напишите /system chat НАЗВАНИЕ в нём.
help-chat-game = Игра этого чата: { $title } — { $examples } (подробнее: /system { $name }).
help-systems = Игровые системы: напишите имя и аргументы везде, где пишется формула (blades 3, /stats vtm 6 h2, 3#pbta +1, [[coc 45]]). /system ИМЯ покажет одну; /system chat ИМЯ (администраторы) делает её игрой чата: автодополнение и /help предлагают её броски первыми.
stats-system = { $formula }: { $chances }
stats-system-sampled = по выборке из { $samples } бросков: каждый шанс с точностью ±{ $margin }%
stats-system-result = Распределение результата:

system-blades-critical = критический успех
system-blades-full = полный успех
system-blades-partial = частичный успех
system-blades-bad = провал
system-blades-dice-zero = 0 кубиков, меньший из

system-pbta-strong = полный успех
system-pbta-weak = частичный успех
system-pbta-miss = провал

system-fate-result = { $signed }
system-fate-beyond-legendary = выше легендарного
system-fate-legendary = Легендарно
system-fate-epic = Эпично
system-fate-fantastic = Фантастично
system-fate-superb = Превосходно
system-fate-great = Отлично
system-fate-good = Хорошо
system-fate-fair = Неплохо
system-fate-average = Средне
system-fate-mediocre = Посредственно
system-fate-poor = Плохо
system-fate-terrible = Ужасно
system-fate-beyond-terrible = хуже ужасного

system-coc-dice-units = единицы
system-coc-dice-tens = десятки
system-coc-critical = критический успех
system-coc-fumble = катастрофический провал
system-coc-extreme = экстремальный успех
system-coc-hard = трудный успех
system-coc-regular = обычный успех
system-coc-failure = провал

system-sr-result = { $hits ->
    [one] { $hits } успех
    [few] { $hits } успеха
   *[other] { $hits } успехов
}
system-sr-critical-glitch = критический сбой
system-sr-glitch = сбой
system-sr-hits = без сбоя
system-sr-no-hits = ни успехов, ни сбоя

system-sw-dice-trait = черта
system-sw-dice-wild = дикий
system-sw-critical-failure = критический провал
system-sw-raise = { $raises ->
    [one] успех с подъёмом
   *[other] успех, подъёмов: { $raises }
}
system-sw-success = успех
system-sw-failure = провал

system-vtm-result = { $successes ->
    [one] { $successes } успех
    [few] { $successes } успеха
   *[other] { $successes } успехов
}
system-vtm-dice-hungerdice = голод
system-vtm-messy-critical = грязный критический успех
system-vtm-critical = критический успех
system-vtm-success = успех
system-vtm-bestial-failure = звериный провал
system-vtm-total-failure = полный провал
system-vtm-failure = провал

system-dh-dice-hope = Надежда
system-dh-dice-fear = Страх
system-dh-critical = критический успех
system-dh-hope = с Надеждой
system-dh-fear = со Страхом

system-cpr-critical-success = критический успех
system-cpr-critical-failure = критический провал
system-cpr-plain = без критического

system-wod-result = { $net ->
    [one] { $net } успех
    [few] { $net } успеха
   *[other] { $net } успехов
}
system-wod-botch = ботч
system-wod-success = успех
system-wod-failure = провал

system-cod-result = { $successes ->
    [one] { $successes } успех
    [few] { $successes } успеха
   *[other] { $successes } успехов
}
system-cod-dice-chance = кубик шанса
system-cod-dramatic-failure = драматический провал
system-cod-exceptional = исключительный успех
system-cod-success = успех
system-cod-failure = провал

system-yz-result = { $successes ->
    [one] { $successes } успех
    [few] { $successes } успеха
   *[other] { $successes } успехов
} (единиц: { $baneful } на базовых, { $broken } на снаряжении)
system-yz-dice-base = базовые
system-yz-dice-skill = навык
system-yz-dice-gear = снаряжение
system-yz-success = успех
system-yz-failure = провал

system-cypher-intrusion = вмешательство ведущего
system-cypher-major = успех, крупный эффект
system-cypher-minor = успех, малый эффект
system-cypher-damage = успех, +{ $damage } урона
system-cypher-success = успех
system-cypher-failure = провал
