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

system-dnd-critical = натуральная 20, критический успех
system-dnd-fumble = натуральная 1, критический промах
system-dnd-success = успех
system-dnd-failure = провал
system-dnd-rolled = без критического

system-pf2-critical-success = критический успех
system-pf2-success = успех
system-pf2-failure = провал
system-pf2-critical-failure = критический провал

system-ironsworn-dice-challenge = испытание
system-ironsworn-strong-match = сильный успех, совпадение
system-ironsworn-strong = сильный успех
system-ironsworn-weak = слабый успех
system-ironsworn-miss-match = промах, совпадение
system-ironsworn-miss = промах

system-gurps-critical-success = критический успех
system-gurps-critical-failure = критический провал
system-gurps-success = успех
system-gurps-failure = провал

system-alien-result = { $successes ->
    [one] { $successes } успех
    [few] { $successes } успеха
   *[other] { $successes } успехов
}
system-alien-dice-stress = стресс
system-alien-success-panic = успех, бросок паники
system-alien-failure-panic = провал, бросок паники
system-alien-success = успех
system-alien-failure = провал

system-exalted-result = { $successes ->
    [one] { $successes } успех
    [few] { $successes } успеха
   *[other] { $successes } успехов
}
system-exalted-botch = ботч
system-exalted-success = успех
system-exalted-failure = провал

system-mm-dice-marvel = Marvel
system-mm-ultimate-fantastic = абсолютный фантастический успех
system-mm-fantastic = фантастический успех
system-mm-success = успех
system-mm-failure = провал
system-mm-rolled = без фантастического

system-hero-success = успех
system-hero-failure = провал

system-herodmg-result = { $stun } STUN, { $body } BODY
system-herodmg-damage = урон

system-wfrp-result = { $signed } УУ ({ $roll })
system-wfrp-dice-tens = десятки
system-wfrp-dice-units = единицы
system-wfrp-critical = критический успех
system-wfrp-success = успех
system-wfrp-fumble = критический провал
system-wfrp-failure = провал

system-m2d20-result = { $successes ->
    [one] { $successes } успех
    [few] { $successes } успеха
   *[other] { $successes } успехов
}
system-m2d20-success-complication = успех с осложнением
system-m2d20-success = успех
system-m2d20-failure-complication = провал с осложнением
system-m2d20-failure = провал

system-bw-result = { $successes ->
    [one] { $successes } успех
    [few] { $successes } успеха
   *[other] { $successes } успехов
}
system-bw-success = успех
system-bw-failure = провал

system-tor-dice-feat = подвиг
system-tor-dice-success = успех
system-tor-extraordinary = выдающийся успех
system-tor-great = большой успех
system-tor-success = успех
system-tor-failure = провал

system-dcc-critical = критический успех
system-dcc-fumble = критический провал
system-dcc-success = успех
system-dcc-failure = провал
system-dcc-rolled = без критического

system-kult-complete = полный успех
system-kult-partial = успех с осложнением
system-kult-failure = провал

system-lf-result = { $successes ->
    [one] { $successes } успех
    [few] { $successes } успеха
   *[other] { $successes } успехов
} ({ $exact } LASER FEELING)
system-lf-critical = критический успех
system-lf-success = успех
system-lf-complication = успех с осложнением
system-lf-failure = всё идёт не так

system-tiny-success = успех
system-tiny-failure = провал

system-weg-dice-wild = дикая кость
system-weg-complication = осложнение
system-weg-success = успех
system-weg-failure = провал
system-weg-rolled = без осложнения

system-wg-result = { $icons ->
    [one] { $icons } знак
    [few] { $icons } знака
   *[other] { $icons } знаков
}
system-wg-dice-wrath = Гнев
system-wg-critical = критический успех
system-wg-success-complication = успех с осложнением
system-wg-success = успех
system-wg-failure-complication = провал с осложнением
system-wg-failure = провал

system-mothership-dice-tens = десятки
system-mothership-dice-units = единицы
system-mothership-critical-success = критический успех
system-mothership-success = успех
system-mothership-critical-failure = критический провал
system-mothership-failure = провал

system-cairn-success = успех
system-cairn-failure = провал

system-dragonbane-dragon = Дракон, критический успех
system-dragonbane-demon = Демон, критический провал
system-dragonbane-success = успех
system-dragonbane-failure = провал

system-pendragon-critical = критический успех
system-pendragon-fumble = фиаско
system-pendragon-success = успех
system-pendragon-failure = провал

system-swn-success = успех
system-swn-failure = провал

system-ff-success = успех
system-ff-failure = провал

system-ed-rule-of-one = правило единицы, провал
system-ed-extra = успех, дополнительных успехов: { $extra }
system-ed-extra-odds = успех с дополнительными успехами
system-ed-success = успех
system-ed-failure = провал
system-ed-rolled = сложность не задана

system-l5r-success = успех
system-l5r-failure = провал
system-l5r-rolled = целевое число не задано

system-genesys-result = итог ✓ { $net }, ▲ { $advantage }, ★ { $triumphs }, ☠ { $despairs }
system-genesys-dice-ability = способность
system-genesys-dice-proficiency = мастерство
system-genesys-dice-boost = усиление
system-genesys-dice-difficulty = сложность
system-genesys-dice-challenge = испытание
system-genesys-dice-setback = помеха
system-genesys-success-advantage = успех с преимуществом
system-genesys-success-threat = успех с угрозой
system-genesys-success = успех
system-genesys-failure-advantage = провал с преимуществом
system-genesys-failure-threat = провал с угрозой
system-genesys-failure = провал

system-ol-dice-attribute = атрибут
system-ol-dice-d20explodes = взрыв d20
system-ol-dice-explodes = взрывы
system-ol-success = успех
system-ol-twist = ниже сложности: успех с подвохом или провал (на выбор ведущего)
system-ol-rolled = сложность не задана

system-age-dice-dragon = Дракон
system-age-stunt = дубль, очков трюков: { $stunts }
system-age-stunt-odds = дубль, очки трюков
system-age-success = успех
system-age-failure = провал
system-age-rolled = без дубля

system-traveller-result = { $total }, эффект { $effect }
system-traveller-exceptional-success = исключительный успех
system-traveller-average-success = обычный успех
system-traveller-marginal-success = минимальный успех
system-traveller-marginal-failure = минимальный провал
system-traveller-average-failure = обычный провал
system-traveller-exceptional-failure = исключительный провал

system-sdl-dice-d6 = благословения или проклятия
system-sdl-success = успех
system-sdl-failure = провал

system-fu-result = { $total } (БЗ { $hr })
system-fu-critical = критический успех
system-fu-fumble = фиаско
system-fu-success = успех
system-fu-failure = провал
system-fu-rolled = сложность не задана

system-ore-result = { $width }×{ $height }
system-ore-sets = несколько наборов
system-ore-set = набор
system-ore-no-set = нет набора

system-ds-critical = естественные 19–20, уровень 3 (критический)
system-ds-tier3 = уровень 3
system-ds-tier2 = уровень 2
system-ds-tier1 = уровень 1

system-e20-result = { $dc ->
    [0] { $total }
   *[other] { $total } против СЛ { $dc }
}
system-e20-automatic-fumble = автоматический провал и фиаско, без броска
system-e20-automatic-failure = автоматический провал, без броска
system-e20-crumble = критический бросок и фиаско
system-e20-critical = критический бросок
system-e20-fumble = фиаско
system-e20-success = успех
system-e20-failure = провал
system-e20-rolled = сложность не задана

system-darkheresy-dice-units = единицы
system-darkheresy-dice-tens = десятки
system-darkheresy-result = { $roll }
system-darkheresy-success = успех, степеней: { $degrees }
system-darkheresy-success-odds = успех
system-darkheresy-failure = провал, степеней: { $degrees }
system-darkheresy-failure-odds = провал

system-morkborg-crit = естественные 20, крит
system-morkborg-fumble = естественная 1, фиаско
system-morkborg-success = успех
system-morkborg-failure = провал

system-troika-success = успех
system-troika-failure = провал
