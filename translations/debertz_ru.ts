<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>The log, to attach to a bug report: {path}</source>
        <translation>Журнал программы (приложите его к сообщению об ошибке): {path}</translation>
    </message>
    <message>
        <source>compiled</source>
        <translation>скомпилирован</translation>
    </message>
    <message>
        <source>in Python (slower: this copy has no compiled search)</source>
        <translation>на Python (медленнее: в этой копии нет скомпилированного поиска)</translation>
    </message>
    <message>
        <source>Debertz Desktop {version}</source>
        <translation>«Деберц» {version}</translation>
    </message>
    <message>
        <source>Debertz (Deberts, Klabor, Paired Belote) against computer players, with friends on the local network, and a score keeper for games played with real cards.</source>
        <translation>Деберц (клабор, белот в парах) против компьютера, с друзьями по локальной сети и запись счёта для игры настоящими картами.</translation>
    </message>
    <message>
        <source>This program is free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.</source>
        <translation>Это свободная программа под лицензией GNU General Public License версии 3 или более поздней: её можно распространять и изменять на условиях этой лицензии. Никаких гарантий не предоставляется.</translation>
    </message>
    <message>
        <source>Read the licence</source>
        <translation>Текст лицензии</translation>
    </message>
    <message>
        <source>Card art: the «Атласные» (Atlasnye) decks of GNOME AisleRiot by Vincent Bermel (GNU LGPL 3.0 or later), based on Dmitry Fomin&apos;s Atlasnye deck (CC0), after the 1862 design by Adolf Charlemagne.</source>
        <translation>Карты: колоды «Атласные» из GNOME AisleRiot, автор Vincent Bermel (GNU LGPL 3.0 или более поздняя), по колоде «Атласные» Дмитрия Фомина (CC0), по рисунку Адольфа Шарлеманя 1862 года.</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt}, PySide6 {pyside}; the computer players&apos; search: {search}.</source>
        <translation>Python {python}, Qt {qt}, PySide6 {pyside}; поиск компьютерных игроков: {search}.</translation>
    </message>
    <message>
        <source>About Debertz Desktop</source>
        <translation>О программе «Деберц»</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>Declare bella</source>
        <translation>Объявить бэллу</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Show the last trick (L)</source>
        <translation>Показать последнюю взятку (L)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Take back your last card (Ctrl+Z)</source>
        <translation>Забрать назад свою последнюю карту (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>What would the computer do in your place? (H)</source>
        <translation>Что сделал бы компьютер на вашем месте? (H)</translation>
    </message>
    <message>
        <source>Play the lifted card (Enter)</source>
        <translation>Сыграть поднятую карту (Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Keep the card in your hand (Esc)</source>
        <translation>Оставить карту в руке (Esc)</translation>
    </message>
    <message>
        <source>Play {card}?</source>
        <translation>Сыграть {card}?</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Сыграть {card}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Раздача карт…</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} думает…</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Ваше слово:</translation>
    </message>
    <message>
        <source>Concede fifty?</source>
        <translation>Отдать полтинник?</translation>
    </message>
    <message>
        <source>Before the first lead:</source>
        <translation>До первого хода:</translation>
    </message>
    <message>
        <source>Dave! Accept the raised stake?</source>
        <translation>Дав! Играть на повышенную ставку?</translation>
    </message>
    <message>
        <source>Your card (you may declare first):</source>
        <translation>Ваш ход (сначала можно объявить):</translation>
    </message>
    <message>
        <source>Your card: drag it to the table (or double-click it, or Enter).</source>
        <translation>Ваш ход: перетащите карту на стол (или двойной щелчок, или Enter).</translation>
    </message>
    <message>
        <source>Your turn:</source>
        <translation>Ваш ход:</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Autosave warning</source>
        <translation>Предупреждение об автосохранении</translation>
    </message>
    <message>
        <source>⚠ Not autosaved: {reason}</source>
        <translation>⚠ Не автосохранено: {reason}</translation>
    </message>
    <message>
        <source>The game could not be autosaved. {reason} It is tried again after every deal; meanwhile save it with Game → Save, or a crash loses the deals entered since the last autosave.</source>
        <translation>Партию не удалось автосохранить. {reason} Попытка повторяется после каждой сдачи; а пока сохраните партию через Игра → Сохранить, иначе при сбое пропадут сдачи, записанные после последнего автосохранения.</translation>
    </message>
    <message>
        <source>The game could not be autosaved. {reason} It is tried again after every trick; meanwhile save it with Game → Save, or a crash loses the moves since the last autosave.</source>
        <translation>Партию не удалось автосохранить. {reason} Попытка повторяется после каждой взятки; а пока сохраните партию через Игра → Сохранить, иначе при сбое пропадут ходы после последнего автосохранения.</translation>
    </message>
</context>
<context>
    <name>CardFaces</name>
    <message>
        <source>Atlasnye, Russian indices (В Д К Т)</source>
        <translation>Атласные, русские индексы (В Д К Т)</translation>
    </message>
    <message>
        <source>Atlasnye, international indices (J Q K A)</source>
        <translation>Атласные, международные индексы (J Q K A)</translation>
    </message>
    <message>
        <source>Simple, large indices</source>
        <translation>Простые, крупные индексы</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Так нельзя: {reason}</translation>
    </message>
    <message>
        <source>(rules {section})</source>
        <translation>(правила, {section})</translation>
    </message>
    <message>
        <source>Read the deal&apos;s summary, then close it (or press a key) to go on.</source>
        <translation>Прочтите итог сдачи и закройте его (или нажмите любую клавишу), чтобы играть дальше.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Компьютер думает над подсказкой…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Сейчас подсказки нет.</translation>
    </message>
    <message>
        <source>Hint: {action}.</source>
        <translation>Подсказка: {action}.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Отменять нечего.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>J</source>
        <comment>jack</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <comment>king</comment>
        <translation>К</translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace</comment>
        <translation>Т</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>The chat is closed with the table.</source>
        <translation>Чат закрыт вместе со столом.</translation>
    </message>
    <message>
        <source>The chat is closed.</source>
        <comment>chat field</comment>
        <translation>Чат закрыт.</translation>
    </message>
    <message>
        <source>Say something…</source>
        <comment>chat field</comment>
        <translation>Напишите…</translation>
    </message>
    <message>
        <source>What you type goes to everybody at the table; Enter sends it.</source>
        <translation>Написанное увидят все за столом; Enter — отправить.</translation>
    </message>
    <message>
        <source>Send</source>
        <comment>chat</comment>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
</context>
<context>
    <name>CoachBubble</name>
    <message>
        <source>Learning to play</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Stop the lesson</source>
        <translation>Прервать урок</translation>
    </message>
    <message>
        <source>No more explanations: the game goes on as a normal game</source>
        <translation>Больше без объяснений: партия продолжается как обычная</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Дальше</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Продолжить (Enter)</translation>
    </message>
    <message>
        <source>Rules: {sections}</source>
        <translation>Правила: {sections}</translation>
    </message>
    <message>
        <source>Opens Help → Rules at that section</source>
        <translation>Открывает «Справка → Правила» на этом разделе</translation>
    </message>
</context>
<context>
    <name>Combination</name>
    <message>
        <source>seven</source>
        <comment>to the …</comment>
        <translation>семёрки</translation>
    </message>
    <message>
        <source>eight</source>
        <comment>to the …</comment>
        <translation>восьмёрки</translation>
    </message>
    <message>
        <source>nine</source>
        <comment>to the …</comment>
        <translation>девятки</translation>
    </message>
    <message>
        <source>ten</source>
        <comment>to the …</comment>
        <translation>десятки</translation>
    </message>
    <message>
        <source>jack</source>
        <comment>to the …</comment>
        <translation>валета</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>to the …</comment>
        <translation>дамы</translation>
    </message>
    <message>
        <source>king</source>
        <comment>to the …</comment>
        <translation>короля</translation>
    </message>
    <message>
        <source>ace</source>
        <comment>to the …</comment>
        <translation>туза</translation>
    </message>
    <message>
        <source>{kind} to the {rank}</source>
        <translation>{kind} до {rank}</translation>
    </message>
    <message>
        <source>{kind} to the {rank} of {suit}</source>
        <translation>{kind} до {rank} {suit}</translation>
    </message>
</context>
<context>
    <name>DealForm</name>
    <message>
        <source>to {rank}</source>
        <translation>до {rank}</translation>
    </message>
    <message>
        <source>to the declarer</source>
        <translation>объявившему</translation>
    </message>
    <message>
        <source>taken by {side}</source>
        <translation>взявшему взятку: {side}</translation>
    </message>
    <message>
        <source>tertz</source>
        <translation>терц</translation>
    </message>
    <message>
        <source>fifty</source>
        <translation>полтинник</translation>
    </message>
    <message>
        <source>hundred</source>
        <translation>сотня</translation>
    </message>
    <message>
        <source>played</source>
        <translation>сыграна</translation>
    </message>
    <message>
        <source>Enter the deal: who made trump, the card points and tricks of each side, the declarations.</source>
        <translation>Запишите сдачу: кто играл и в какой козырь, очки за карты и взятки каждой стороны, объявленные комбинации.</translation>
    </message>
    <message>
        <source>The deal can be written.</source>
        <translation>Сдачу можно записать.</translation>
    </message>
    <message>
        <source>the whole deck holds {points}</source>
        <translation>во всей колоде {points}</translation>
    </message>
    <message>
        <source>the cards in play hold {low}–{high}</source>
        <translation>в картах в игре от {low} до {high}</translation>
    </message>
    <message>
        <source>Card points: {total} ({expected}); tricks: {tricks} of {all}</source>
        <translation>Очки в картах: {total} ({expected}); взятки: {tricks} из {all}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Играющий</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>The deal was</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Claimed by</source>
        <translation>Заявил</translation>
    </message>
    <message>
        <source>The claim was right</source>
        <translation>Заявка верна</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Tricks and card points</source>
        <translation>Взятки и очки в картах</translation>
    </message>
    <message>
        <source>Card points (without the last trick)</source>
        <translation>Очки в картах (без последней взятки)</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Declared sequences</source>
        <translation>Объявленные комбинации</translation>
    </message>
    <message>
        <source>Add a sequence</source>
        <translation>Добавить комбинацию</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Бэлла</translation>
    </message>
    <message>
        <source>Add a bella</source>
        <translation>Добавить бэллу</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Сдача {number}</translation>
    </message>
    <message>
        <source>Correcting deal {number}</source>
        <translation>Исправление сдачи {number}</translation>
    </message>
</context>
<context>
    <name>DealPrompt</name>
    <message>
        <source>A new game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Nothing is dealt until you are ready: the computers play once the cards are on the table.</source>
        <translation>Карты не сдаются, пока вы не готовы: компьютеры начнут игру, когда карты будут на столе.</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>С&amp;дать</translation>
    </message>
    <message>
        <source>Deal the first cards (Enter)</source>
        <translation>Сдать первые карты (Enter)</translation>
    </message>
</context>
<context>
    <name>DealReviews</name>
    <message>
        <source>Review the deal</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <source>This game has no deal review.</source>
        <translation>Для этой игры разбора сдачи нет.</translation>
    </message>
    <message>
        <source>At a network table the others&apos; cards come when the game is over: its deals can be reviewed then (its host can review them at any time).</source>
        <translation>За сетевым столом карты остальных приходят, когда партия окончена: тогда её сдачи и можно разобрать (хозяин стола может разбирать их в любой момент).</translation>
    </message>
    <message>
        <source>No deal of this game is finished yet.</source>
        <translation>В этой партии ещё ни одна сдача не доиграна.</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Разбор сохранённой партии</translation>
    </message>
    <message>
        <source>This file holds no finished deal to review.</source>
        <translation>В этом файле нет доигранной сдачи для разбора.</translation>
    </message>
</context>
<context>
    <name>DealSummaryPanel</name>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Review the deal</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <source>Every decision of the deal with what it was worth, the biggest mistakes, and the deal with the best play</source>
        <translation>Каждое решение сдачи и чего оно стоило, главные ошибки и сдача при лучшей игре</translation>
    </message>
    <message>
        <source>The game&apos;s result</source>
        <translation>Итог партии</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Очки в картах</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Бэлла</translation>
    </message>
    <message>
        <source>Awarded</source>
        <translation>Присуждено</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Итог сдачи</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Получено</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Нарастающий итог</translation>
    </message>
    <message>
        <source>The deal was not played to its end: the stake given up decides, and its tricks and points are not counted (rules §12).</source>
        <translation>Сдача не доиграна: решает отданная ставка, а взятки и очки этой сдачи не считаются (правила, §12).</translation>
    </message>
    <message>
        <source>Deal {number}: {contract}</source>
        <translation>Сдача {number}: {contract}</translation>
    </message>
</context>
<context>
    <name>DebertzPlurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n point(s)</source>
        <translation>
            <numerusform>{name}: %n очко</numerusform>
            <numerusform>{name}: %n очка</numerusform>
            <numerusform>{name}: %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) hanging.</source>
        <translation>
            <numerusform>Висит %n очко.</numerusform>
            <numerusform>Висят %n очка.</numerusform>
            <numerusform>Висят %n очков.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionKeys</name>
    <message>
        <source>p</source>
        <comment>Play: the underlined letter of the button</comment>
        <translation>г</translation>
    </message>
    <message>
        <source>a</source>
        <comment>Pass: the underlined letter (not that of Play, nor of a suit)</comment>
        <translation>п</translation>
    </message>
    <message>
        <source>c</source>
        <comment>clubs (the suit&apos;s button)</comment>
        <translation>т</translation>
    </message>
    <message>
        <source>d</source>
        <comment>diamonds (the suit&apos;s button)</comment>
        <translation>б</translation>
    </message>
    <message>
        <source>e</source>
        <comment>hearts (the suit&apos;s button; not h: Help menu)</comment>
        <translation>ч</translation>
    </message>
    <message>
        <source>p</source>
        <comment>spades (the suit&apos;s button)</comment>
        <translation>к</translation>
    </message>
    <message>
        <source>n</source>
        <comment>No trump</comment>
        <translation>з</translation>
    </message>
    <message>
        <source>t</source>
        <comment>All trump</comment>
        <translation>р</translation>
    </message>
    <message>
        <source>c</source>
        <comment>Concede fifty</comment>
        <translation>о</translation>
    </message>
    <message>
        <source>o</source>
        <comment>Play on (not conceding fifty)</comment>
        <translation>д</translation>
    </message>
    <message>
        <source>a</source>
        <comment>Accept the concession</comment>
        <translation>п</translation>
    </message>
    <message>
        <source>r</source>
        <comment>Refuse the concession, play the deal</comment>
        <translation>т</translation>
    </message>
    <message>
        <source>x</source>
        <comment>Exchange the seven</comment>
        <translation>м</translation>
    </message>
    <message>
        <source>f</source>
        <comment>Redeal: four sevens</comment>
        <translation>ч</translation>
    </message>
    <message>
        <source>o</source>
        <comment>Redeal: poor hand</comment>
        <translation>х</translation>
    </message>
    <message>
        <source>d</source>
        <comment>Show debertz</comment>
        <translation>д</translation>
    </message>
    <message>
        <source>k</source>
        <comment>Show klabor</comment>
        <translation>к</translation>
    </message>
    <message>
        <source>r</source>
        <comment>Ready (before the first lead)</comment>
        <translation>г</translation>
    </message>
    <message>
        <source>d</source>
        <comment>Declare a combination</comment>
        <translation>о</translation>
    </message>
    <message>
        <source>e</source>
        <comment>Dave! (offering it; not the letter of Declare)</comment>
        <translation>д</translation>
    </message>
    <message>
        <source>a</source>
        <comment>Accept the dave</comment>
        <translation>п</translation>
    </message>
    <message>
        <source>d</source>
        <comment>Decline the dave</comment>
        <translation>д</translation>
    </message>
    <message>
        <source>f</source>
        <comment>Finish! (claiming the target)</comment>
        <translation>д</translation>
    </message>
    <message>
        <source>b</source>
        <comment>the Declare bella box</comment>
        <translation>б</translation>
    </message>
</context>
<context>
    <name>DecisionTips</name>
    <message>
        <source>Play with the turned card&apos;s suit as trump: you become the maker and must score more than each opponent, or you are bitten (rules §4, §10.1).</source>
        <translation>Играть, козырь — масть открытой карты: вы становитесь играющим и должны набрать больше каждого противника, иначе байт (правила §4, §10.1).</translation>
    </message>
    <message>
        <source>Do not make trump; the next player speaks. When everybody has passed, a second round of bidding follows (rules §4).</source>
        <translation>Не заказывать козырь; слово за следующим игроком. Если спасуют все, начнётся второй круг торговли (правила §4).</translation>
    </message>
    <message>
        <source>Make {suit} trump: you become the maker and must score more than each opponent (rules §4, §10.1).</source>
        <translation>Заказать козырь {suit}: вы становитесь играющим и должны набрать больше каждого противника (правила §4, §10.1).</translation>
    </message>
    <message>
        <source>Play without trumps: you become the maker, and everything written for the deal is doubled (rules §1, §4).</source>
        <translation>Играть без козыря: вы становитесь играющим, и всё, что записывается за сдачу, удваивается (правила §1, §4).</translation>
    </message>
    <message>
        <source>Every suit is trump: it ranks and scores as trump; you become the maker (rules §1, §4).</source>
        <translation>Все масти козырные: старшинство и очки карт как у козырей; вы становитесь играющим (правила §1, §4).</translation>
    </message>
    <message>
        <source>Give up the deal before the buy-in: the maker writes 50 and the deal ends, unless he prefers to play (rules §4).</source>
        <translation>Сдаться до прикупа: играющий записывает 50, и сдача кончается, если он не захочет всё же играть (правила §4).</translation>
    </message>
    <message>
        <source>Do not concede: the deal is played (rules §4).</source>
        <translation>Не сдаваться: сдача разыгрывается (правила §4).</translation>
    </message>
    <message>
        <source>Write the 50 points the defender concedes; the deal ends without play (rules §4).</source>
        <translation>Записать 50 очков, которые отдаёт вистующий; сдача кончается без розыгрыша (правила §4).</translation>
    </message>
    <message>
        <source>Refuse the 50 points and play the deal out (rules §4).</source>
        <translation>Отказаться от 50 очков и разыграть сдачу (правила §4).</translation>
    </message>
    <message>
        <source>Swap your trump seven for the turned card on the table, before the first lead (rules §5).</source>
        <translation>Поменять козырную семёрку на открытую карту со стола, до первого хода (правила §5).</translation>
    </message>
    <message>
        <source>You hold all four sevens: show them, and the deal is dealt again (rules §5).</source>
        <translation>У вас все четыре семёрки: покажите их, и карты пересдадут (правила §5).</translation>
    </message>
    <message>
        <source>Your first six cards are worth too little: show them, and the deal is dealt again (rules §5).</source>
        <translation>Первые шесть карт стоят слишком мало: покажите их, и карты пересдадут (правила §5).</translation>
    </message>
    <message>
        <source>Your first six cards are worth {points} points or less (counted as plain suits): show them, and the deal is dealt again (rules §5).</source>
        <translation>Первые шесть карт стоят не больше {points} очков (считая как некозырные): покажите их, и карты пересдадут (правила §5).</translation>
    </message>
    <message>
        <source>Debertz: you hold the long sequence of rules §5. Show it and win the game at once.</source>
        <translation>Деберц: у вас длинная последовательность из правил §5. Покажите её — и партия выиграна сразу.</translation>
    </message>
    <message>
        <source>Klabor: your first six cards are A K Q J 10 9 of one suit. Show them and win the game at once (rules §5).</source>
        <translation>Клабор: первые шесть карт — Т К Д В 10 9 одной масти. Покажите их — и партия выиграна сразу (правила §5).</translation>
    </message>
    <message>
        <source>Nothing to exchange or claim: you are ready for the first lead, and the play begins (rules §5).</source>
        <translation>Менять и объявлять нечего: вы готовы к первому ходу, и начинается розыгрыш (правила §5).</translation>
    </message>
    <message>
        <source>Declare this sequence with your first card. Only the player (pair) with the highest combination scores combinations, and only after taking a trick (rules §6).</source>
        <translation>Объявить эту комбинацию с первой картой. Комбинации засчитываются только игроку (паре) со старшей комбинацией и только если он возьмёт взятку (правила §6).</translation>
    </message>
    <message>
        <source>Raise the stake: your opponent gives up the current stake or plays on for a higher one (rules §12).</source>
        <translation>Повысить ставку: противник либо отдаёт текущую ставку, либо играет дальше на повышенную (правила §12).</translation>
    </message>
    <message>
        <source>Play on for the raised stake (rules §12).</source>
        <translation>Играть дальше на повышенную ставку (правила §12).</translation>
    </message>
    <message>
        <source>Give up now: you lose the current stake, and the game ends (rules §12).</source>
        <translation>Сдаться сейчас: вы проигрываете текущую ставку, и партия кончается (правила §12).</translation>
    </message>
    <message>
        <source>Claim that your side has reached the target with the points taken in this deal so far. True: your side wins at once; false: the other side wins (rules §8.7).</source>
        <translation>Заявить, что ваша пара уже набрала нужное число очков вместе с очками этой сдачи. Верно — ваша пара сразу выигрывает; неверно — выигрывают противники (правила §8.7).</translation>
    </message>
    <message>
        <source>Declare bella (the trump king and queen, 20 points) with the card you play (rules §6).</source>
        <translation>Объявить бэллу (козырные король и дама, 20 очков) вместе с картой, которой вы ходите (правила §6).</translation>
    </message>
    <message>
        <source>{tip}
Key: {key}</source>
        <translation>{tip}
Клавиша: {key}</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <source>Something went wrong inside Debertz Desktop, and what you asked for may not have been done.</source>
        <translation>В программе Debertz Desktop произошла ошибка, и то, что вы попросили, могло не выполниться.</translation>
    </message>
    <message>
        <source>Your game is safe: it is autosaved after every trick (the score keeper&apos;s after every deal). The details are in the log, {path}; if it happens again, please send it with a bug report.</source>
        <translation>Ваша партия в сохранности: она автосохраняется после каждой взятки (в записи счёта — после каждой сдачи). Подробности — в журнале {path}; если это повторится, пожалуйста, приложите его к сообщению об ошибке.</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <source>The file {name} is no longer there: it was moved, renamed or deleted.</source>
        <translation>Файла {name} больше нет: его переместили, переименовали или удалили.</translation>
    </message>
    <message>
        <source>The file {name} cannot be read: this computer does not allow it, or the disk has a problem.</source>
        <translation>Файл {name} не читается: на этом компьютере к нему нет доступа или с диском что-то не так.</translation>
    </message>
    <message>
        <source>{name} is a folder or a device, not a saved game.</source>
        <translation>{name} — это папка или устройство, а не сохранённая партия.</translation>
    </message>
    <message>
        <source>This file is far too large to be a saved game: it is not a Debertz file.</source>
        <translation>Этот файл слишком велик для сохранённой партии: это не файл деберца.</translation>
    </message>
    <message>
        <source>This file is empty: nothing was saved in it (the saving may have been interrupted).</source>
        <translation>Этот файл пуст: в нём ничего не сохранено (возможно, сохранение было прервано).</translation>
    </message>
    <message>
        <source>This is not a Debertz game file.</source>
        <translation>Это не файл партии в деберц.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Debertz Desktop. Update the program to open it.</source>
        <translation>Эта партия сохранена более новой версией программы. Обновите программу, чтобы открыть её.</translation>
    </message>
    <message>
        <source>This file is damaged: it ends in the middle of deal {deal}.</source>
        <translation>Файл повреждён: он обрывается посреди сдачи {deal}.</translation>
    </message>
    <message>
        <source>This file is damaged: it ends before the first deal was played.</source>
        <translation>Файл повреждён: он обрывается до того, как была сыграна первая сдача.</translation>
    </message>
    <message>
        <source>This file is damaged: it ends after deal {deal}, in the middle of the next one.</source>
        <translation>Файл повреждён: он обрывается после сдачи {deal}, посреди следующей.</translation>
    </message>
    <message>
        <source>This file is damaged: its end is cut off.</source>
        <translation>Файл повреждён: его конец обрезан.</translation>
    </message>
    <message>
        <source>This file is damaged: it was changed, by hand or by another program, near line {line}.</source>
        <translation>Файл повреждён: его изменили вручную или другой программой около строки {line}.</translation>
    </message>
    <message>
        <source>This file is damaged: in deal {deal} it holds a move the rules saved with it do not allow, so the game cannot be rebuilt.</source>
        <translation>Файл повреждён: в сдаче {deal} записан ход, который не допускают сохранённые в нём правила, поэтому партию нельзя восстановить.</translation>
    </message>
    <message>
        <source>This file is damaged: a move in deal {deal} cannot be read, so the game cannot be rebuilt.</source>
        <translation>Файл повреждён: ход в сдаче {deal} не читается, поэтому партию нельзя восстановить.</translation>
    </message>
    <message>
        <source>This file is damaged: deal {deal} as written in it is not possible under its rules.</source>
        <translation>Файл повреждён: сдача {deal} записана так, как по его правилам быть не может.</translation>
    </message>
    <message>
        <source>This file is damaged: part of it is missing or wrong, so the game cannot be rebuilt.</source>
        <translation>Файл повреждён: части его нет или она неверна, поэтому партию нельзя восстановить.</translation>
    </message>
    <message>
        <source>This file is damaged: part of it is missing or wrong, so the score sheet cannot be shown.</source>
        <translation>Файл повреждён: часть его пропала или испорчена, поэтому запись нельзя показать.</translation>
    </message>
    <message>
        <source>File: {path}
{reason}</source>
        <translation>Файл: {path}
{reason}</translation>
    </message>
</context>
<context>
    <name>FoundTablesList</name>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(без названия)</translation>
    </message>
    <message>
        <source>another version</source>
        <translation>другая версия</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n свободное место</numerusform>
            <numerusform>%n свободных места</numerusform>
            <numerusform>%n свободных мест</numerusform>
        </translation>
    </message>
    <message>
        <source>full or playing</source>
        <translation>занят или играют</translation>
    </message>
    <message>
        <source>Encrypted</source>
        <translation>Зашифровано</translation>
    </message>
    <message>
        <source>Not encrypted</source>
        <translation>Без шифрования</translation>
    </message>
    <message>
        <source>A join code is needed</source>
        <translation>Нужен код входа</translation>
    </message>
    <message>
        <source>This table needs another version of Debertz Desktop (protocol {version}).</source>
        <translation>Для этого стола нужна другая версия Debertz Desktop (протокол {version}).</translation>
    </message>
    <message>
        <source>This table plays {game}, a game this version of Debertz Desktop does not know.</source>
        <translation>За этим столом играют в {game}: этой игры эта версия Debertz Desktop не знает.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Debertz</source>
        <translation>Деберц</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>Черт побери</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Магистр</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{game} games (*.debertz *.json)</source>
        <translation>Партии «{game}» (*.debertz *.json)</translation>
    </message>
    <message>
        <source>Saved games (*.debertz *.json)</source>
        <translation>Сохранённые партии (*.debertz *.json)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>The game could not be opened.

{reason}</source>
        <translation>Не удалось открыть партию.

{reason}</translation>
    </message>
    <message>
        <source>The game in progress has moves that are not saved. Save it first?</source>
        <translation>В текущей партии есть несохранённые ходы. Сохранить её?</translation>
    </message>
    <message>
        <source>Save the table</source>
        <translation>Сохранить стол</translation>
    </message>
    <message>
        <source>table</source>
        <translation>стол</translation>
    </message>
    <message>
        <source>Save the score sheet</source>
        <translation>Сохранить запись</translation>
    </message>
    <message>
        <source>{table} score sheet</source>
        <translation>{table} — запись</translation>
    </message>
    <message>
        <source>score sheet</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>The table was not saved.

{reason}</source>
        <translation>Стол не сохранён.

{reason}</translation>
    </message>
    <message>
        <source>The score sheet was not saved.

{reason}</source>
        <translation>Запись не сохранена.

{reason}</translation>
    </message>
    <message>
        <source>The game was not saved.

{reason}</source>
        <translation>Партия не сохранена.

{reason}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Сохранено в {path}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Недавних партий нет</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Недоигранная партия</translation>
    </message>
    <message>
        <source>An autosaved game could not be read and was set aside.

{reasons}</source>
        <translation>Автосохранённую партию не удалось прочитать, она отложена в сторону.

{reasons}</translation>
    </message>
    <message>
        <source>The score keeper&apos;s game ({names})</source>
        <translation>Запись счёта ({names})</translation>
    </message>
    <message>
        <source>The game at the table ({names})</source>
        <translation>Партия за столом ({names})</translation>
    </message>
    <message>
        <source>{file} — the score keeper&apos;s game ({names})</source>
        <translation>{file} — запись счёта ({names})</translation>
    </message>
    <message>
        <source>{file} — the game at the table ({names})</source>
        <translation>{file} — партия за столом ({names})</translation>
    </message>
    <message>
        <source>all deals saved in the file</source>
        <translation>все сдачи сохранены в файле</translation>
    </message>
    <message>
        <source>all moves saved in the file</source>
        <translation>все ходы сохранены в файле</translation>
    </message>
    <message>
        <source>deals not saved in the file</source>
        <translation>есть сдачи, не сохранённые в файле</translation>
    </message>
    <message>
        <source>moves not saved in the file</source>
        <translation>есть ходы, не сохранённые в файле</translation>
    </message>
    <message>
        <source>the file was moved or deleted</source>
        <translation>файл перемещён или удалён</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>файл не читается</translation>
    </message>
    <message>
        <source>the file no longer holds this game</source>
        <translation>в файле уже другая партия</translation>
    </message>
    <message>
        <source>The game&apos;s file {path} was moved or deleted: Save asks where to save the game.</source>
        <translation>Файл партии {path} перемещён или удалён: при сохранении программа спросит, куда сохранить партию.</translation>
    </message>
    <message>
        <source>The game&apos;s file {path} cannot be read: Save asks where to save the game.</source>
        <translation>Файл партии {path} не читается: при сохранении программа спросит, куда сохранить партию.</translation>
    </message>
    <message>
        <source>The file {path} no longer holds this game: Save asks where to save the game.</source>
        <translation>В файле {path} уже другая партия: при сохранении программа спросит, куда сохранить эту.</translation>
    </message>
    <message>
        <source>no deal entered yet</source>
        <translation>сдачи ещё не записаны</translation>
    </message>
    <message>
        <source>finished; deals entered: {count}</source>
        <translation>закончена; записано сдач: {count}</translation>
    </message>
    <message>
        <source>finished, not saved in a file; deals entered: {count}</source>
        <translation>закончена, не сохранена в файл; записано сдач: {count}</translation>
    </message>
    <message>
        <source>deals entered: {count}</source>
        <translation>записано сдач: {count}</translation>
    </message>
    <message>
        <source>deal {deal}</source>
        <translation>сдача {deal}</translation>
    </message>
    <message>
        <source>{side}: {points}</source>
        <translation>{side}: {points}</translation>
    </message>
    <message>
        <source>saved {when}</source>
        <translation>сохранена {when}</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>&amp;New game…</source>
        <translation>Новая &amp;партия…</translation>
    </message>
    <message>
        <source>S&amp;ave sheet…</source>
        <translation>Со&amp;хранить запись…</translation>
    </message>
    <message>
        <source>S&amp;ave…</source>
        <translation>Со&amp;хранить…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Пе&amp;чать…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Обозначения</translation>
    </message>
    <message>
        <source>What the columns and marks of the sheet mean (each heading&apos;s tooltip says it too)</source>
        <translation>Что значат столбцы и пометки записи (то же говорит подсказка каждого заголовка)</translation>
    </message>
    <message>
        <source>Game over. Winner: {name}</source>
        <translation>Партия окончена. Победитель: {name}</translation>
    </message>
    <message>
        <source>Game over. Shared first place: {names}</source>
        <translation>Партия окончена. Первое место делят: {names}</translation>
    </message>
    <message>
        <source>Places: {places}</source>
        <translation>Места: {places}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Final score: {totals}</source>
        <translation>Итоговый счёт: {totals}</translation>
    </message>
</context>
<context>
    <name>GameTab</name>
    <message>
        <source>Review every deal</source>
        <translation>Разобрать все сдачи</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Потеряно</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Ошибки</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>No deal analysed yet.</source>
        <translation>Ни одна сдача ещё не разобрана.</translation>
    </message>
    <message numerus="yes">
        <source>{done} of %n deal(s) analysed: </source>
        <translation>
            <numerusform>Разобрано сдач: {done} из %n; </numerusform>
            <numerusform>Разобрано сдач: {done} из %n; </numerusform>
            <numerusform>Разобрано сдач: {done} из %n; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) lost, </source>
        <translation>
            <numerusform>потеряно очков: %n, </numerusform>
            <numerusform>потеряно очков: %n, </numerusform>
            <numerusform>потеряно очков: %n, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{per_deal} a deal, in %n mistake(s).</source>
        <translation>
            <numerusform>по {per_deal} за сдачу, в %n ошибке.</numerusform>
            <numerusform>по {per_deal} за сдачу, в %n ошибках.</numerusform>
            <numerusform>по {per_deal} за сдачу, в %n ошибках.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept in your statistics.</source>
        <translation>Записано в вашу статистику.</translation>
    </message>
</context>
<context>
    <name>GridSheetPanel</name>
    <message>
        <source>Deals written: {count}</source>
        <translation>Записано сдач: {count}</translation>
    </message>
</context>
<context>
    <name>HeldSeatsBox</name>
    <message>
        <source>«{table}» at {address}, seat {number} as {name}</source>
        <translation>«{table}» на {address}, место {number}, имя {name}</translation>
    </message>
    <message>
        <source>The table was at {old}; its host opened it again at {new}.</source>
        <translation>Стол был на {old}; хозяин открыл его снова на {new}.</translation>
    </message>
    <message>
        <source>Tables you were seated at</source>
        <translation>Столы, за которыми вы сидели</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Вернуться</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>{action} is the only legal move.</source>
        <translation>{action} — единственный возможный ход.</translation>
    </message>
    <message>
        <source>Play {action}: {outlook} — {margin} better than {second}.</source>
        <translation>Сыграйте {action}: {outlook} — на {margin} лучше, чем {second}.</translation>
    </message>
    <message>
        <source>Play {action}: {outlook}; {others} would do as well, and {action} is the natural card.</source>
        <translation>Сыграйте {action}: {outlook}; {others} не хуже, но {action} — самая естественная карта.</translation>
    </message>
    <message>
        <source>you should end the deal about {value} ahead of your opponent</source>
        <translation>к концу сдачи вы будете примерно на {value} впереди соперника</translation>
    </message>
    <message>
        <source>you should end the deal about {value} behind your opponent</source>
        <translation>к концу сдачи вы будете примерно на {value} позади соперника</translation>
    </message>
    <message>
        <source>you should end the deal about level with your opponent</source>
        <translation>к концу сдачи вы будете примерно вровень с соперником</translation>
    </message>
    <message>
        <source>your pair should end the deal about {value} ahead of the other pair</source>
        <translation>к концу сдачи ваша пара будет примерно на {value} впереди другой пары</translation>
    </message>
    <message>
        <source>your pair should end the deal about {value} behind the other pair</source>
        <translation>к концу сдачи ваша пара будет примерно на {value} позади другой пары</translation>
    </message>
    <message>
        <source>your pair should end the deal about level with the other pair</source>
        <translation>к концу сдачи ваша пара будет примерно вровень с другой парой</translation>
    </message>
    <message>
        <source>you should end the deal about {value} ahead of the other two on average</source>
        <translation>к концу сдачи вы будете в среднем примерно на {value} впереди двух других игроков</translation>
    </message>
    <message>
        <source>you should end the deal about {value} behind the other two on average</source>
        <translation>к концу сдачи вы будете в среднем примерно на {value} позади двух других игроков</translation>
    </message>
    <message>
        <source>you should end the deal about level with the other two on average</source>
        <translation>к концу сдачи вы будете в среднем примерно вровень с двумя другими игроками</translation>
    </message>
    <message>
        <source>from here on you should take about {value} more than your opponent</source>
        <translation>до конца сдачи вы возьмёте примерно на {value} больше соперника</translation>
    </message>
    <message>
        <source>from here on you should take about {value} fewer than your opponent</source>
        <translation>до конца сдачи вы возьмёте примерно на {value} меньше соперника</translation>
    </message>
    <message>
        <source>from here on you should take about as many points as your opponent</source>
        <translation>до конца сдачи вы возьмёте примерно столько же, сколько соперник</translation>
    </message>
    <message>
        <source>from here on your pair should take about {value} more than the other pair</source>
        <translation>до конца сдачи ваша пара возьмёт примерно на {value} больше другой пары</translation>
    </message>
    <message>
        <source>from here on your pair should take about {value} fewer than the other pair</source>
        <translation>до конца сдачи ваша пара возьмёт примерно на {value} меньше другой пары</translation>
    </message>
    <message>
        <source>from here on your pair should take about as many points as the other pair</source>
        <translation>до конца сдачи ваша пара возьмёт примерно столько же, сколько другая пара</translation>
    </message>
    <message>
        <source>from here on you should take about {value} more than the other players together</source>
        <translation>до конца сдачи вы возьмёте примерно на {value} больше, чем остальные вместе</translation>
    </message>
    <message>
        <source>from here on you should take about {value} fewer than the other players together</source>
        <translation>до конца сдачи вы возьмёте примерно на {value} меньше, чем остальные вместе</translation>
    </message>
    <message>
        <source>from here on you should take about as many points as the other players together</source>
        <translation>до конца сдачи вы возьмёте примерно столько же, сколько остальные вместе</translation>
    </message>
    <message>
        <source>The computer would choose: {action}.</source>
        <translation>Компьютер выбрал бы: {action}.</translation>
    </message>
    <message>
        <source>Bid {bid}: played out from your hand, this bid is made in {percent}% of the deals.</source>
        <translation>Закажите {bid}: если разыграть сдачу с вашими картами, этот заказ выполняется в {percent}% случаев.</translation>
    </message>
    <message>
        <source>Play {action}: you need one more trick, and it should take this one.</source>
        <translation>Сыграйте {action}: вам нужна ещё одна взятка, и эта карта должна её взять.</translation>
    </message>
    <message>
        <source>Play {action}: you still need {need} tricks, and it should take this one.</source>
        <translation>Сыграйте {action}: вам нужно ещё взяток: {need}, и эта карта должна взять эту.</translation>
    </message>
    <message>
        <source>Play {action}: you still need {need} more, but not this trick: keep your winners for later.</source>
        <translation>Сыграйте {action}: вам нужно ещё взяток: {need}, но не эта — сберегите сильные карты на потом.</translation>
    </message>
    <message>
        <source>Play {action}: you have the tricks you bid, and it keeps you out of this one.</source>
        <translation>Сыграйте {action}: заказанные взятки у вас уже есть, а с этой картой вы эту взятку не возьмёте.</translation>
    </message>
    <message>
        <source>Play {action}: you have the tricks you bid; every card you may play can take this trick, and this one is the least likely to.</source>
        <translation>Сыграйте {action}: заказанные взятки у вас уже есть; эту взятку может взять любая ваша карта, а эта — с наименьшей вероятностью.</translation>
    </message>
    <message>
        <source>Play {action}: you have the tricks you bid, and it is your card least likely to win a trick.</source>
        <translation>Сыграйте {action}: заказанные взятки у вас уже есть, а у этой карты меньше всего шансов взять взятку.</translation>
    </message>
    <message>
        <source>Play {action}: your bid can no longer be made, and it does the most harm to the others&apos; bids.</source>
        <translation>Сыграйте {action}: ваш заказ уже не выполнить, а эта карта больше всего мешает заказам соперников.</translation>
    </message>
    <message>
        <source>Name {suit}: it comes first among the free suits in the order the computers measured for a table of this size; the suits differ by only a few points a game.</source>
        <translation>Назовите {suit}: эта масть идёт первой среди свободных в порядке, найденном замерами компьютерных игроков для стола такого размера; масти различаются лишь на несколько очков за игру.</translation>
    </message>
    <message>
        <source>Play {action}: it should take this bank{chance} — {aim}.</source>
        <translation>Сыграйте {action}: эта карта, скорее всего, возьмёт банк{chance} — {aim}.</translation>
    </message>
    <message>
        <source>Play {action}: it should take this bank{chance}, but every other card costs more later — {aim}.</source>
        <translation>Сыграйте {action}: эта карта, скорее всего, возьмёт банк{chance}, но любая другая обойдётся дороже позже — {aim}.</translation>
    </message>
    <message>
        <source>Play {action}: every card you may play should take this bank; this one costs least later — {aim}.</source>
        <translation>Сыграйте {action}: банк, скорее всего, возьмёт любая ваша карта; эта обойдётся дешевле всего позже — {aim}.</translation>
    </message>
    <message>
        <source>Play {action}: it should leave this bank to another player{chance} — {aim}.</source>
        <translation>Сыграйте {action}: банк, скорее всего, достанется другому игроку{chance} — {aim}.</translation>
    </message>
    <message>
        <source>Play {action}: it gets rid of a card that scores and should leave this bank to another player{chance} — {aim}.</source>
        <translation>Сыграйте {action}: вы избавляетесь от очковой карты, а банк, скорее всего, достанется другому игроку{chance} — {aim}.</translation>
    </message>
    <message>
        <source>Play {action}: this bank is not worth your strong cards; keep them for later{chance} — {aim}.</source>
        <translation>Сыграйте {action}: этот банк не стоит ваших сильных карт, приберегите их{chance} — {aim}.</translation>
    </message>
    <message>
        <source>Play {action}: no card you may play should take this bank; this is the one you need least later — {aim}.</source>
        <translation>Сыграйте {action}: ни одна ваша карта, скорее всего, этот банк не возьмёт; эта нужна вам меньше всех — {aim}.</translation>
    </message>
    <message>
        <source>{game}: each trick taken counts {points}</source>
        <translation>{game}: каждая взятка — {points}</translation>
    </message>
    <message>
        <source>{game}: each scoring card taken counts {points}</source>
        <translation>{game}: каждая взятая очковая карта — {points}</translation>
    </message>
    <message>
        <source>{game}: each of the last two banks counts {points}</source>
        <translation>{game}: каждая из двух последних взяток — {points}</translation>
    </message>
    <message>
        <source>{game}: the most card points taken count {points}</source>
        <translation>{game}: больше всех очков в картах — {points}</translation>
    </message>
    <message>
        <source> (in {percent}% of the deals played out)</source>
        <translation> (в {percent}% разыгранных сдач)</translation>
    </message>
    <message>
        <source> (you take it in {percent}% of the deals played out)</source>
        <translation> (вы берёте его в {percent}% разыгранных сдач)</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Стол игрока {name}</translation>
    </message>
    <message>
        <source>their own name</source>
        <translation>имя назовёт сам</translation>
    </message>
    <message>
        <source>Host a table on the network</source>
        <translation>Открыть стол в сети</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>&amp;Название стола:</translation>
    </message>
    <message>
        <source>Ask for a &amp;join code:</source>
        <translation>Спрашивать &amp;код входа:</translation>
    </message>
    <message>
        <source>Only people who type this code can take a seat: read it out to the people you play with.</source>
        <translation>Сесть за стол смогут только те, кто введёт этот код: назовите его тем, с кем играете.</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Новый код</translation>
    </message>
    <message>
        <source>Encrypted</source>
        <translation>Зашифровано</translation>
    </message>
    <message>
        <source>Not encrypted</source>
        <translation>Без шифрования</translation>
    </message>
    <message>
        <source>The connection will be encrypted: nobody else on the network can read the cards.</source>
        <translation>Соединение будет зашифровано: никто другой в сети не увидит карт.</translation>
    </message>
    <message>
        <source>Not encrypted: this computer&apos;s Qt has no TLS, so others on the network could read the cards.</source>
        <translation>Без шифрования: в Qt на этом компьютере нет TLS, и другие в сети могли бы увидеть карты.</translation>
    </message>
    <message>
        <source>Choose «A person on the network» for at least one seat (for a game against the computer only, use Game → New game).</source>
        <translation>Выберите «Игрок по сети» хотя бы для одного места (для игры только с компьютером — Игра → Новая партия).</translation>
    </message>
    <message>
        <source>Type the join code to read out to the players, press New code, or untick «Ask for a join code».</source>
        <translation>Введите код входа, который вы продиктуете игрокам, нажмите «Новый код» или снимите флажок «Спрашивать код входа».</translation>
    </message>
    <message>
        <source>A person on the network</source>
        <translation>Игрок по сети</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Открыть стол</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Tables cannot be looked for on this network: type the host&apos;s address.</source>
        <translation>Искать столы в этой сети не получается: введите адрес хозяина стола.</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Ищем столы в этой сети…</translation>
    </message>
    <message>
        <source>Choose a table, or type the address the host reads out.</source>
        <translation>Выберите стол или введите адрес, который назовёт хозяин стола.</translation>
    </message>
    <message>
        <source>Type the address the host reads out, for example 192.168.1.20:{port}.</source>
        <translation>Введите адрес, который назовёт хозяин стола, например 192.168.1.20:{port}.</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Соединение с {address}…</translation>
    </message>
    <message>
        <source>«{table}» is at {address} now: rejoining there…</source>
        <translation>Стол «{table}» теперь на {address}: возвращаемся туда…</translation>
    </message>
    <message>
        <source>Choose a table to see its seats.</source>
        <translation>Выберите стол, чтобы увидеть места за ним.</translation>
    </message>
    <message>
        <source>encrypted</source>
        <translation>с шифрованием</translation>
    </message>
    <message>
        <source>not encrypted</source>
        <translation>без шифрования</translation>
    </message>
    <message>
        <source>The game at this table has started: only its players can rejoin.</source>
        <translation>Игра за этим столом уже идёт: вернуться могут только её игроки.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Введите своё имя: его увидят остальные за столом.</translation>
    </message>
    <message>
        <source>Taking a seat…</source>
        <translation>Занимаем место…</translation>
    </message>
    <message>
        <source>This table asks for a join code: type the code the host reads out.</source>
        <translation>За этот стол пускают по коду входа: введите код, который назовёт хозяин стола.</translation>
    </message>
    <message>
        <source>Rejoining «{table}»…</source>
        <translation>Возвращаемся за стол «{table}»…</translation>
    </message>
    <message>
        <source>Join a table on the network</source>
        <translation>Сесть за стол в сети</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Столы в этой сети</translation>
    </message>
    <message>
        <source>«{name}», {rules}; {lock}.</source>
        <translation>«{name}», {rules}; {lock}.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <source>host:port, for example 192.168.1.20:{port}</source>
        <translation>адрес:порт, например 192.168.1.20:{port}</translation>
    </message>
    <message>
        <source>&amp;Look</source>
        <translation>&amp;Посмотреть</translation>
    </message>
    <message>
        <source>Connect to this address and show its seats</source>
        <translation>Подключиться к этому адресу и показать места</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Ваше место</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <source>Join c&amp;ode:</source>
        <translation>&amp;Код входа:</translation>
    </message>
    <message>
        <source>if the host gave one</source>
        <translation>если хозяин стола его назвал</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Сесть</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>conceding fifty is not in these rules</source>
        <translation>по этим правилам полтинник отдать нельзя</translation>
    </message>
    <message>
        <source>a negative round is not in these rules</source>
        <translation>по этим правилам игры в минус нет</translation>
    </message>
    <message>
        <source>a negative round has no maker</source>
        <translation>в игре в минус нет играющего</translation>
    </message>
    <message>
        <source>{field}: choose a player</source>
        <translation>{field}: выберите игрока</translation>
    </message>
    <message>
        <source>debertz and klabor are not in these rules</source>
        <translation>по этим правилам нет ни деберца, ни клабора</translation>
    </message>
    <message>
        <source>a finish claim is not in these rules</source>
        <translation>по этим правилам доезда нет</translation>
    </message>
    <message>
        <source>dave is not in these rules</source>
        <translation>по этим правилам дава нет</translation>
    </message>
    <message>
        <source>the stake is at least 1</source>
        <translation>ставка — не меньше 1</translation>
    </message>
    <message>
        <source>no trump is not in these rules</source>
        <translation>по этим правилам игры без козыря нет</translation>
    </message>
    <message>
        <source>all trump is not in these rules</source>
        <translation>по этим правилам игры «все козыри» нет</translation>
    </message>
    <message>
        <source>a suit deal names its trump; no trump and all trump do not</source>
        <translation>в игре с козырем нужно назвать козырь; без козыря и «все козыри» — нет</translation>
    </message>
    <message>
        <source>after the hang, player {seat} must play the turned suit (RULES §4, forced_after_hang)</source>
        <translation>после висячих игрок {seat} обязан играть в масть открытой карты (правила §4, обязательная игра после висячих)</translation>
    </message>
    <message>
        <source>tricks: give each side&apos;s number of tricks</source>
        <translation>взятки: укажите число взяток каждой стороны</translation>
    </message>
    <message>
        <source>tricks: {total} in all, but a deal has {expected}</source>
        <translation>взятки: всего {total}, а в сдаче их {expected}</translation>
    </message>
    <message>
        <source>last trick: choose who took it</source>
        <translation>последняя взятка: выберите, кто её взял</translation>
    </message>
    <message>
        <source>last trick: that side took no trick</source>
        <translation>последняя взятка: эта сторона не взяла ни одной взятки</translation>
    </message>
    <message>
        <source>card points: side {side} took no trick but has {points} points</source>
        <translation>очки в картах: сторона {side} не взяла ни одной взятки, но у неё {points} очков</translation>
    </message>
    <message>
        <source>card points: give each side&apos;s points (0 or more)</source>
        <translation>очки в картах: укажите очки каждой стороны (0 или больше)</translation>
    </message>
    <message>
        <source>card points: {total} in all, but the whole deck holds {expected} ({with_last} with the last trick)</source>
        <translation>очки в картах: всего {total}, а во всей колоде {expected} ({with_last} с последней взяткой)</translation>
    </message>
    <message>
        <source>card points: {total} in all, but the {cards} cards in play hold from {low} to {high}</source>
        <translation>очки в картах: всего {total}, а в {cards} картах в игре может быть от {low} до {high}</translation>
    </message>
    <message>
        <source>after a hang only bella may be declared (RULES §4)</source>
        <translation>после висячих можно объявлять только бэллу (правила §4)</translation>
    </message>
    <message>
        <source>{combination}: no such hundred in these rules</source>
        <translation>{combination}: такой сотни по этим правилам нет</translation>
    </message>
    <message>
        <source>{card} cannot be in two sequences</source>
        <translation>{card} не может входить в две комбинации</translation>
    </message>
    <message>
        <source>player {seat}: these sequences in {suit} cannot be declared together (a run is split from the top)</source>
        <translation>игрок {seat}: эти комбинации в {suit} нельзя объявить вместе (длинная последовательность делится сверху)</translation>
    </message>
    <message>
        <source>player {seat}: the declared cards do not fit in a hand of {size}</source>
        <translation>игрок {seat}: объявленные карты не умещаются в руке из {size}</translation>
    </message>
    <message>
        <source>there is no bella in no trump</source>
        <translation>без козыря бэллы нет</translation>
    </message>
    <message>
        <source>bella is the king and queen of trumps</source>
        <translation>бэлла — это козырные король и дама</translation>
    </message>
    <message>
        <source>only one bella in {suit}</source>
        <translation>в масти {suit} бэлла только одна</translation>
    </message>
    <message>
        <source>the bella&apos;s king or queen of {suit} is in another player&apos;s sequence</source>
        <translation>король или дама бэллы в масти {suit} — в комбинации другого игрока</translation>
    </message>
    <message>
        <source>bella goes to the declarer&apos;s side in these rules</source>
        <translation>по этим правилам бэлла достаётся стороне объявившего</translation>
    </message>
    <message>
        <source>bella: choose the side that took the trick</source>
        <translation>бэлла: выберите сторону, взявшую взятку</translation>
    </message>
    <message>
        <source>a deal must be a JSON object</source>
        <translation>сдача должна быть объектом JSON</translation>
    </message>
    <message>
        <source>kind: {value!r} is not a kind of deal</source>
        <translation>kind: {value!r} — не вид сдачи</translation>
    </message>
    <message>
        <source>contract: {value!r} is not a contract</source>
        <translation>contract: {value!r} — не вид игры</translation>
    </message>
    <message>
        <source>{key}: a whole number is needed</source>
        <translation>{key}: нужно целое число</translation>
    </message>
    <message>
        <source>{key}: true or false is needed</source>
        <translation>{key}: нужно true или false</translation>
    </message>
    <message>
        <source>{key}: a text is needed</source>
        <translation>{key}: нужен текст</translation>
    </message>
    <message>
        <source>{key}: a list of whole numbers is needed</source>
        <translation>{key}: нужен список целых чисел</translation>
    </message>
    <message>
        <source>{key}: a list is needed</source>
        <translation>{key}: нужен список</translation>
    </message>
    <message>
        <source>{key}: a suit letter is needed</source>
        <translation>{key}: нужна буква масти</translation>
    </message>
    <message>
        <source>{key}: {value!r} is not a suit</source>
        <translation>{key}: {value!r} — не масть</translation>
    </message>
    <message>
        <source>declared: an object with &quot;seat&quot; and &quot;combination&quot; is needed</source>
        <translation>declared: нужен объект с &quot;seat&quot; и &quot;combination&quot;</translation>
    </message>
    <message>
        <source>declared: {value!r} is not a combination</source>
        <translation>declared: {value!r} — не комбинация</translation>
    </message>
    <message>
        <source>bellas: an object with &quot;seat&quot; and &quot;suit&quot; is needed</source>
        <translation>bellas: нужен объект с &quot;seat&quot; и &quot;suit&quot;</translation>
    </message>
    <message>
        <source>deal {number}: the game was already over</source>
        <translation>сдача {number}: партия уже была окончена</translation>
    </message>
    <message>
        <source>deal {number}: {error}</source>
        <translation>сдача {number}: {error}</translation>
    </message>
    <message>
        <source>a {length}-card sequence cannot end at {rank}</source>
        <translation>последовательность из {length} карт не может кончаться на {rank}</translation>
    </message>
    <message>
        <source>{key}: a list of {players} numbers is needed</source>
        <translation>{key}: нужен список из {players} чисел</translation>
    </message>
    <message>
        <source>an object is needed</source>
        <translation>нужен объект</translation>
    </message>
    <message>
        <source>first_leader: a seat from 0 to {last} is needed</source>
        <translation>first_leader: нужно место от 0 до {last}</translation>
    </message>
    <message>
        <source>tricks: a list of {players} numbers is needed</source>
        <translation>tricks: нужен список из {players} чисел</translation>
    </message>
    <message>
        <source>the game has only {count} deals</source>
        <translation>сдач в партии всего: {count}</translation>
    </message>
    <message>
        <source>tricks: a number from 0 for each player</source>
        <translation>взятки: число от 0 для каждого игрока</translation>
    </message>
    <message>
        <source>the tricks add up to {total}, but the deal has {tricks}</source>
        <translation>в сумме взяток {total}, а в сдаче их {tricks}</translation>
    </message>
    <message>
        <source>what each player took of {subgame} is needed</source>
        <translation>нужно записать, сколько каждый взял в игре «{subgame}»</translation>
    </message>
    <message>
        <source>{subgame}: {name} took no tricks, so no cards either</source>
        <translation>«{subgame}»: у игрока {name} нет взяток, значит, нет и карт</translation>
    </message>
    <message>
        <source>{subgame}: {name} is given {count} of its cards, but his tricks hold only {cards} cards</source>
        <translation>«{subgame}»: игроку {name} записано карт: {count}, а в его взятках их не больше {cards}</translation>
    </message>
    <message>
        <source>{subgame}: the cards taken add up to {count}, but there are {total}</source>
        <translation>«{subgame}»: взятых карт в сумме {count}, а их {total}</translation>
    </message>
    <message>
        <source>the last two tricks: two in all, each to a player who took tricks</source>
        <translation>две последние взятки: всего две, и каждая у игрока, бравшего взятки</translation>
    </message>
    <message>
        <source>trump: S, C, D, H or null is needed</source>
        <translation>trump: нужно S, C, D, H или null</translation>
    </message>
    <message>
        <source>bids: a list of {players} numbers (or null) is needed</source>
        <translation>bids: нужен список из {players} чисел (или null)</translation>
    </message>
    <message>
        <source>the tricks of this deal are missing</source>
        <translation>взятки этой сдачи не записаны</translation>
    </message>
    <message>
        <source>{count} bids for {players} players</source>
        <translation>заказов: {count}, а игроков: {players}</translation>
    </message>
    <message>
        <source>which suit was turned for trump?</source>
        <translation>какая масть была открыта козырем?</translation>
    </message>
    <message>
        <source>this deal is played without trumps</source>
        <translation>эта сдача играется без козыря</translation>
    </message>
    <message>
        <source>{name}&apos;s bid {bid}: a bid is from 0 to {cards}, the cards in hand</source>
        <translation>заказ {bid} игрока {name}: заказ — от 0 до {cards}, числа карт на руке</translation>
    </message>
    <message>
        <source>the dealer {name} may not bid {bid}: the bids would add up to the number of tricks ({cards})</source>
        <translation>сдающий {name} не может заказать {bid}: сумма заказов сравнялась бы с числом взяток ({cards})</translation>
    </message>
    <message>
        <source>every player bids before the tricks are written</source>
        <translation>прежде чем записывать взятки, должны заказать все игроки</translation>
    </message>
    <message>
        <source>{name} cannot take {tricks} tricks of {cards}</source>
        <translation>{name} не может взять взяток: {tricks} из {cards}</translation>
    </message>
    <message>
        <source>the tricks add up to {total}, but {cards} were played</source>
        <translation>в сумме взяток {total}, а сыграно {cards}</translation>
    </message>
</context>
<context>
    <name>KeeperForm</name>
    <message>
        <source>The game is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>To change a deal, select it in the sheet and correct it; or remove the last deal.</source>
        <translation>Чтобы изменить сдачу, выберите её в листе и исправьте; или удалите последнюю сдачу.</translation>
    </message>
    <message>
        <source>Save the correction</source>
        <translation>Сохранить исправление</translation>
    </message>
    <message>
        <source>Write the deal</source>
        <translation>Записать сдачу</translation>
    </message>
    <message>
        <source>{game} score sheet (real cards)</source>
        <translation>«{game}»: запись партии настоящими картами</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>KeptGameQuestion</name>
    <message>
        <source>{file} was saved before the last deals were entered; the score keeper kept the game as it went on.</source>
        <translation>Файл {file} сохранён до того, как были записаны последние сдачи; «Запись счёта» сохранила партию такой, какой она стала.</translation>
    </message>
    <message>
        <source>{file} was saved before the last moves were played; the game as it went on was kept.</source>
        <translation>Файл {file} сохранён до последних ходов; партия, какой она стала, сохранена отдельно.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Go on where it stopped</source>
        <translation>Продолжить, где остановились</translation>
    </message>
    <message>
        <source>Open the file as saved</source>
        <translation>Открыть сохранённый файл</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <source>A computer ({name}) takes seat {number}.</source>
        <translation>Место {number} занимает компьютер ({name}).</translation>
    </message>
    <message>
        <source>Seat {number} is for a person on the network again.</source>
        <translation>Место {number} снова для игрока по сети.</translation>
    </message>
    <message>
        <source>{name} took seat {number}.</source>
        <translation>{name} занимает место {number}.</translation>
    </message>
    <message>
        <source>{name} left seat {number}.</source>
        <translation>{name} покидает место {number}.</translation>
    </message>
    <message>
        <source>{name} left the table.</source>
        <translation>Игрок {name} покинул стол.</translation>
    </message>
    <message>
        <source>A computer is playing for {name}.</source>
        <translation>За игрока {name} играет компьютер.</translation>
    </message>
    <message>
        <source>A computer is playing for {name} until the connection is back.</source>
        <translation>Пока связь не восстановится, за игрока {name} играет компьютер.</translation>
    </message>
    <message>
        <source>{name} lost the connection.</source>
        <translation>У игрока {name} пропала связь.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} снова за столом.</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>Партия началась.</translation>
    </message>
    <message>
        <source>«{name}» ({names})</source>
        <translation>«{name}» ({names})</translation>
    </message>
    <message>
        <source>game under way</source>
        <translation>партия идёт</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>не начата</translation>
    </message>
    <message>
        <source>The table refused. {reason}</source>
        <translation>Стол отказал. {reason}</translation>
    </message>
    <message>
        <source>To play at this table, install the version of Debertz Desktop its host has.</source>
        <translation>Чтобы играть за этим столом, установите ту версию Debertz Desktop, что у хозяина стола.</translation>
    </message>
    <message>
        <source>No connection to the table at {address}: {reason} Check the address, and that the host&apos;s firewall lets TCP port {port} through.</source>
        <translation>Нет связи со столом по адресу {address}: {reason} Проверьте адрес и то, что брандмауэр хозяина стола пропускает TCP-порт {port}.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: {reason}</source>
        <translation>Связь со столом потеряна: {reason}</translation>
    </message>
    <message>
        <source>The host closed the table. If it is hosted again, take your seat back with Game → Play on the network → Join a table → Rejoin.</source>
        <translation>Хозяин закрыл стол. Если стол откроют снова, вернитесь на своё место: Игра → Игра по сети → Сесть за стол → Вернуться.</translation>
    </message>
    <message>
        <source>The table no longer knows your seat: its game is over, or it is a new table at the same address.</source>
        <translation>Стол больше не знает вашего места: партия за ним окончена, или по этому адресу уже другой стол.</translation>
    </message>
    <message>
        <source>Your seat was taken over by another connection with your seat&apos;s key (this program started again, on this or another computer).</source>
        <translation>Ваше место заняло другое соединение с ключом вашего места (программа запущена снова — на этом или другом компьютере).</translation>
    </message>
    <message>
        <source>The game at this table has started: only its players can rejoin.</source>
        <translation>Игра за этим столом уже идёт: вернуться могут только её игроки.</translation>
    </message>
    <message>
        <source>Nothing was heard from the table for too long: the host&apos;s program is gone or the network is down.</source>
        <translation>От стола слишком долго нет ответа: программа хозяина закрылась или пропала сеть.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Вы покинули стол.</translation>
    </message>
    <message>
        <source>Port {old}, where the players&apos; programs knew the table «{name}», is used by another program, so the table listens on port {new}. Where this network lets programs find tables, the players&apos; programs find it there by themselves and bring them back to their seats; until then a computer plays for them. Where finding tables is blocked, they cannot come back: close the program that uses port {old}, then host the table again.</source>
        <translation>Порт {old}, на котором программы игроков знали стол «{name}», занят другой программой, поэтому стол открыт на порту {new}. Если в этой сети программы могут находить столы, программы игроков сами найдут его там и вернут игроков на их места; до тех пор за них играет компьютер. Если поиск столов в сети заблокирован, вернуться они не смогут: закройте программу, занявшую порт {old}, и откройте стол снова.</translation>
    </message>
    <message>
        <source>Port {old} of the table «{name}» is used by another program, so the table listens on port {new}. Where this network lets programs find tables, the players who had a seat find it there by themselves and the others see it in their Join dialog; where it does not, tell them the new address: {address}.</source>
        <translation>Порт {old} стола «{name}» занят другой программой, поэтому стол открыт на порту {new}. Если в этой сети программы могут находить столы, игроки, уже занявшие места, сами найдут его там, а остальные увидят его в окне «Сесть за стол в сети»; если нет, сообщите им новый адрес: {address}.</translation>
    </message>
    <message>
        <source>Port {old}, where the players&apos; programs look for the table «{name}», is used by another program, so the table listens on port {new} for now. The players cannot come back to their seats there: a computer plays for them. Close the program that uses port {old}, then host the table again.</source>
        <translation>Порт {old}, на котором программы игроков ищут стол «{name}», занят другой программой, поэтому стол пока открыт на порту {new}. Туда игроки не смогут вернуться на свои места: за них играет компьютер. Закройте программу, занявшую порт {old}, и откройте стол снова.</translation>
    </message>
    <message>
        <source>Port {old} of the table «{name}» is used by another program, so the table listens on port {new}. Tell the players the new address: {address}.</source>
        <translation>Порт {old} стола «{name}» занят другой программой, поэтому стол открыт на порту {new}. Сообщите игрокам новый адрес: {address}.</translation>
    </message>
    <message>
        <source>This table asks for a join code: type the code the host reads out.</source>
        <translation>За этот стол пускают по коду входа: введите код, который назовёт хозяин стола.</translation>
    </message>
    <message>
        <source>The join code is wrong: check it with the host and type it again.</source>
        <translation>Код входа неверный: уточните его у хозяина стола и введите снова.</translation>
    </message>
    <message>
        <source>{seat} has just been taken: choose another seat.</source>
        <translation>{seat} только что заняли: выберите другое место.</translation>
    </message>
    <message>
        <source>That seat has just been taken: choose another seat.</source>
        <translation>Это место только что заняли: выберите другое.</translation>
    </message>
    <message>
        <source>That seat is not for a person on the network: choose another seat.</source>
        <translation>Это место не для игрока по сети: выберите другое.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Все места за этим столом заняты.</translation>
    </message>
    <message>
        <source>The table did not take this name: type a name of 1 to {limit} letters.</source>
        <translation>Стол не принял это имя: введите имя длиной от 1 до {limit} букв.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Свои правила</translation>
    </message>
    <message>
        <source>{players} players in pairs</source>
        <translation>{players} игрока, пара на пару</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>{players} игрока</translation>
    </message>
    <message>
        <source>one deal</source>
        <translation>одна раздача</translation>
    </message>
    <message>
        <source>to {target}</source>
        <translation>до {target}</translation>
    </message>
    <message>
        <source>{game}: {rules}</source>
        <translation>{game}: {rules}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Место {number}</translation>
    </message>
    <message>
        <source>(free)</source>
        <translation>(свободно)</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Компьютер ({level})</translation>
    </message>
    <message>
        <source>Left the table: a computer is playing for {name}</source>
        <translation>Место покинуто: за игрока {name} играет компьютер</translation>
    </message>
    <message>
        <source>Disconnected: a computer is playing for {name}</source>
        <translation>Нет связи: за игрока {name} играет компьютер</translation>
    </message>
    <message>
        <source>The host</source>
        <translation>Хозяин стола</translation>
    </message>
    <message>
        <source>The host (disconnected)</source>
        <translation>Хозяин стола (нет связи)</translation>
    </message>
    <message>
        <source>Waiting for a person to join</source>
        <translation>Ждём игрока</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Никого</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>Disconnected: waiting for {name}</source>
        <translation>Нет связи: ждём игрока {name}</translation>
    </message>
    <message>
        <source>Left the table</source>
        <comment>a seat&apos;s status: its person left after the game</comment>
        <translation>Ушёл из-за стола</translation>
    </message>
    <message>
        <source>Played by a computer</source>
        <translation>Играет компьютер</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Нет связи</translation>
    </message>
    <message>
        <source>A computer is playing for {name}…</source>
        <translation>За игрока {name} играет компьютер…</translation>
    </message>
    <message>
        <source>Waiting for {name}: the connection is lost…</source>
        <translation>Ждём игрока {name}: пропала связь…</translation>
    </message>
    <message>
        <source>partner of {name}</source>
        <translation>партнёр игрока {name}</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Learn to play Debertz</source>
        <translation>Учимся играть в деберц</translation>
    </message>
    <message>
        <source>A real game of Debertz, Classic rules, you against {opponent} (an easy computer player). Two players is the simplest table to learn at: one opponent to watch, two cards in each trick. The table stops at each new step and explains it; press Enter or Next to go on.</source>
        <translation>Настоящая партия в деберц по классическим правилам. Ваш противник — {opponent} (компьютер, уровень «лёгкий»). Вдвоём учиться проще всего: следить нужно за одним противником, во взятке две карты. На каждом новом шаге стол останавливается и объясняет его; чтобы продолжить, нажмите Enter или «Дальше».</translation>
    </message>
    <message>
        <source>The goal: score points deal after deal, by taking tricks with valuable cards, the last trick and combinations. In each deal one player chooses the trump (the maker) and must score more than his opponent. The first to {target} wins.</source>
        <translation>Цель — набирать очки сдача за сдачей: брать взятки с дорогими картами и последнюю взятку, объявлять комбинации. В каждой сдаче один игрок назначает козырь (это играющий) и должен набрать больше противника. Выигрывает тот, кто первым наберёт {target}.</translation>
    </message>
    <message>
        <source>You deal: {first} cards each, three at a time.</source>
        <translation>Сдаёте вы: каждому по {first} карт, по три за раз.</translation>
    </message>
    <message>
        <source>{dealer} deals: {first} cards each, three at a time.</source>
        <translation>Сдаёт {dealer}: каждому по {first} карт, по три за раз.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>The next card, {card}, is turned face up: the turned card. The rest is the stock. After the bidding everyone gets {buyin} more cards (the buy-in) and plays with {hand}.</source>
        <translation>Следующую карту, {card}, открывают: это открытая карта. Остальное — колода. После торговли каждый получит ещё {buyin} карты (прикуп) и будет играть {hand} картами.</translation>
    </message>
    <message>
        <source>The turned card offers the trump</source>
        <translation>Открытая карта предлагает козырь</translation>
    </message>
    <message>
        <source>Its suit, {suit}, is offered as trump. A trump beats any card of another suit, and trumps rank in their own order (points in brackets): {order}.</source>
        <translation>Её масть, {suit}, предлагается в козыри. Козырь бьёт любую карту другой масти, а козыри идут в своём порядке (в скобках — очки): {order}.</translation>
    </message>
    <message>
        <source>The other suits rank: {order}. So the jack and the nine of trumps are the cards that take tricks and score most.</source>
        <translation>Простые масти: {order}. Поэтому козырные валет и девятка — те карты, что берут взятки и стоят больше всех.</translation>
    </message>
    <message>
        <source>trumps: {cards} ({count})</source>
        <translation>козыри: {cards} ({count})</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>козырей нет</translation>
    </message>
    <message>
        <source>{jack} and {nine}, the two highest trumps</source>
        <translation>{jack} и {nine} — два старших козыря</translation>
    </message>
    <message>
        <source>{jack}, the highest trump ({points})</source>
        <translation>{jack} — старший козырь ({points})</translation>
    </message>
    <message>
        <source>{nine}, the second trump ({points})</source>
        <translation>{nine} — второй по старшинству козырь ({points})</translation>
    </message>
    <message>
        <source>neither {jack} nor {nine}, the highest trumps</source>
        <translation>нет ни {jack}, ни {nine} — старших козырей</translation>
    </message>
    <message>
        <source>aces and tens of other suits: {cards}</source>
        <translation>тузы и десятки других мастей: {cards}</translation>
    </message>
    <message>
        <source>bella (+{points})</source>
        <translation>бэлла (+{points})</translation>
    </message>
    <message>
        <source>A strong hand for {suit}: name it.</source>
        <translation>Сильная карта для {suit}: назовите эту масть.</translation>
    </message>
    <message>
        <source>A strong hand: Play.</source>
        <translation>Сильная карта: «играю».</translation>
    </message>
    <message>
        <source>A fair hand: playing is a risk, the buy-in may help or not.</source>
        <translation>Средняя карта: играть — риск, прикуп может помочь, а может и нет.</translation>
    </message>
    <message>
        <source>A weak hand: Pass.</source>
        <translation>Слабая карта: «пас».</translation>
    </message>
    <message>
        <source>A rule of thumb: play with the jack or the nine of trumps and at least one more trump; aces, tens and combinations help.</source>
        <translation>Простое правило: играйте, если есть козырный валет или девятка и ещё хотя бы один козырь; тузы, десятки и комбинации помогают.</translation>
    </message>
    <message>
        <source>Pass: if you pass too, a second round names another suit.</source>
        <translation>«Пас»: если спасуете и вы, во втором круге можно будет назвать другую масть.</translation>
    </message>
    <message>
        <source>Pass leaves the choice to {opponent}.</source>
        <translation>«Пас» передаёт слово дальше: {opponent}.</translation>
    </message>
    <message>
        <source>Your bid: Play or Pass</source>
        <translation>Ваше слово: «играю» или «пас»</translation>
    </message>
    <message>
        <source>Play makes {suit} trump and you the maker: you must then score more than {opponent} in this deal, or you are bitten and your points go to him.</source>
        <translation>«Играю» делает {suit} козырем, а вас — играющим: тогда в этой сдаче нужно набрать больше, чем {opponent}, иначе у вас байт и ваши очки уходят ему.</translation>
    </message>
    <message>
        <source>If everyone passes again, the deal is void and dealt anew.</source>
        <translation>Если все снова спасуют, сдача не играется и будет пересдача.</translation>
    </message>
    <message>
        <source>If everyone passes again, the dealer must name a suit.</source>
        <translation>Если все снова спасуют, сдающий обязан назвать масть.</translation>
    </message>
    <message>
        <source>Second round: name a trump</source>
        <translation>Второй круг: назовите козырь</translation>
    </message>
    <message>
        <source>Nobody played {turned}. Now each player may name another suit as trump (not {turned}) and become the maker, or pass.</source>
        <translation>В {turned} никто не играет. Теперь каждый может назвать козырем другую масть (не {turned}) и стать играющим — или сказать «пас».</translation>
    </message>
    <message>
        <source>Your hand with {suit} as trump</source>
        <translation>Ваши карты, если козырь {suit}</translation>
    </message>
    <message>
        <source>You are the maker</source>
        <translation>Вы — играющий</translation>
    </message>
    <message>
        <source>Trump is {suit}. You must score more than {opponent} in this deal. Score less and you are bitten: you write nothing and your points go to him. Score the same and your points hang: the next deal&apos;s top scorer takes them.</source>
        <translation>Козырь — {suit}. В этой сдаче нужно набрать больше, чем {opponent}. Наберёте меньше — байт: вы ничего не записываете, а ваши очки уходят ему. Поровну — ваши очки висят: их заберёт тот, кто больше всех наберёт в следующей сдаче.</translation>
    </message>
    <message>
        <source>{name} is the maker</source>
        <translation>Играет {name}</translation>
    </message>
    <message>
        <source>{name} chose {suit} as trump and is the maker: he must score more than you. Score more than he does and he is bitten: his points are written to you.</source>
        <translation>Игрок {name} назначил козырем {suit} и стал играющим: он должен набрать больше вас. Наберёте больше вы — у него байт, и его очки запишут вам.</translation>
    </message>
    <message>
        <source>{name} showed all four sevens and asked for a redeal: the deal is void, nothing is written, and the next dealer deals again.</source>
        <translation>Игрок {name} показал все четыре семёрки и потребовал пересдачи: сдача не играется, ничего не записывается, сдаёт следующий.</translation>
    </message>
    <message>
        <source>Everyone passed twice: nobody plays this deal. It is void, nothing is written, and the next dealer deals again.</source>
        <translation>Все дважды спасовали: эту сдачу никто не играет. Ничего не записывается, сдаёт следующий.</translation>
    </message>
    <message>
        <source>A void deal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>The bottom card of the stock, {card}, is shown to all: nobody holds it.</source>
        <translation>Нижнюю карту колоды, {card}, открыли всем: её ни у кого нет.</translation>
    </message>
    <message>
        <source>The buy-in</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>Everyone got {buyin} more cards and holds {hand}. The turned card and the stock stay out of play.</source>
        <translation>Каждый получил ещё {buyin} карты, теперь у всех по {hand}. Открытая карта и колода в игре не участвуют.</translation>
    </message>
    <message>
        <source>With {card} you would hold {combinations} instead of {lost}.</source>
        <translation>С {card} у вас будет {combinations} вместо {lost}.</translation>
    </message>
    <message>
        <source>With {card} you would hold {combinations}.</source>
        <translation>С {card} у вас будет {combinations}.</translation>
    </message>
    <message>
        <source>You give the lowest trump for a higher one.</source>
        <translation>Вы отдаёте самый младший козырь за более старший.</translation>
    </message>
    <message>
        <source>Exchange the seven?</source>
        <translation>Поменять семёрку?</translation>
    </message>
    <message>
        <source>You hold the seven of trumps, {seven}. Until the first card is led you may exchange it for the turned card {card}: Exchange the seven.</source>
        <translation>У вас козырная семёрка, {seven}. До первого хода её можно обменять на открытую карту {card}: кнопка «Поменять семёрку».</translation>
    </message>
    <message>
        <source>The seven exchanged</source>
        <translation>Семёрку обменяли</translation>
    </message>
    <message>
        <source>{name} held the seven of trumps and exchanged it for the turned card {card}: the holder of the trump seven may do so before the first lead.</source>
        <translation>Игрок {name} обменял козырную семёрку на открытую карту {card}: хозяин козырной семёрки может сделать это до первого хода.</translation>
    </message>
    <message>
        <source>{points} in cards</source>
        <translation>{points} в картах</translation>
    </message>
    <message>
        <source>{points} for the last trick</source>
        <translation>{points} за последнюю взятку</translation>
    </message>
    <message>
        <source>{points} combinations</source>
        <translation>{points} за комбинации</translation>
    </message>
    <message>
        <source>{points} bella</source>
        <translation>{points} за бэллу</translation>
    </message>
    <message>
        <source>you</source>
        <comment>after &apos;than&apos;: the person</comment>
        <translation>вы</translation>
    </message>
    <message>
        <source>You were the maker but scored less than {top}: bitten. You write 0 and your {points} go to {top}.</source>
        <translation>Вы играли, но набрали меньше, чем {top}: байт. Вы записываете 0, а ваши {points} получает {top}.</translation>
    </message>
    <message>
        <source>{maker} was the maker but scored less than you: bitten. He writes 0 and his {points} go to you: you write {written}.</source>
        <translation>Играющий {maker} набрал меньше вас: байт. Он записывает 0, а его {points} получаете вы: у вас записано {written}.</translation>
    </message>
    <message>
        <source>{maker} was the maker but scored less than {top}: bitten. He writes 0 and his {points} go to {top}.</source>
        <translation>Играющий {maker} набрал меньше, чем {top}: байт. Он записывает 0, а его {points} получает {top}.</translation>
    </message>
    <message>
        <source>You were the maker and scored as much as {top}: your {points} hang. Whoever scores most in the next deal takes them.</source>
        <translation>Вы играли и набрали столько же, сколько {top}: ваши {points} висят. Их заберёт тот, кто больше всех наберёт в следующей сдаче.</translation>
    </message>
    <message>
        <source>{maker} was the maker and scored as much as {top}: his {points} hang. Whoever scores most in the next deal takes them.</source>
        <translation>Играющий {maker} набрал столько же, сколько {top}: его {points} висят. Их заберёт тот, кто больше всех наберёт в следующей сдаче.</translation>
    </message>
    <message>
        <source>You were the maker and scored more than {top}: you made it, and each writes his own total.</source>
        <translation>Вы играли и набрали больше, чем {top}: вы сыграли, и каждый записывает свой итог.</translation>
    </message>
    <message>
        <source>{maker} was the maker and scored more than {top}: he made it, and each writes his own total.</source>
        <translation>Играющий {maker} набрал больше, чем {top}: игра сыграна, и каждый записывает свой итог.</translation>
    </message>
    <message>
        <source>You scored most and take the hanging points: {points}.</source>
        <translation>Вы набрали больше всех и забираете висячие: {points}.</translation>
    </message>
    <message>
        <source>{name} scored most and takes the hanging points: {points}.</source>
        <translation>Игрок {name} набрал больше всех и забирает висячие: {points}.</translation>
    </message>
    <message>
        <source>You took no trick: a ski.</source>
        <translation>Вы не взяли ни одной взятки: болт.</translation>
    </message>
    <message>
        <source>{name} took no trick: a ski.</source>
        <translation>Игрок {name} не взял ни одной взятки: болт.</translation>
    </message>
    <message>
        <source>Counting deal {number}</source>
        <translation>Подсчёт сдачи {number}</translation>
    </message>
    <message>
        <source>Deal totals: {totals}.</source>
        <translation>Итоги сдачи: {totals}.</translation>
    </message>
    <message>
        <source>Each player adds up the card points of his tricks, {last} for the last trick, his combinations if they were the highest, and the bella: his deal total.</source>
        <translation>Каждый складывает очки карт в своих взятках, {last} за последнюю взятку, свои комбинации, если они старшие, и бэллу — это его итог сдачи.</translation>
    </message>
    <message>
        <source>The score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Each deal is a row of the score sheet, open beside the table (View → Score sheet): for each player what he wrote in the deal and his running total. The score sheet window (View → Score sheet window) shows every part of the count, the dealer and the maker too.</source>
        <translation>Каждая сдача — строка записи; запись открыта рядом со столом (Вид → Запись): у каждого игрока — что он записал за сдачу и его общий счёт. В окне записи (Вид → Окно записи) видны все части подсчёта, а также кто сдавал и кто играл.</translation>
    </message>
    <message>
        <source>Deal {number} wrote {written}; the totals are now {totals}. The first to reach {target} wins; if both do, the higher total.</source>
        <translation>За сдачу {number} записано: {written}; общий счёт теперь: {totals}. Выигрывает тот, кто первым наберёт {target}; если наберут оба — у кого больше.</translation>
    </message>
    <message>
        <source>You reached {target} with the highest total: you win the game.</source>
        <translation>Вы набрали {target}, и у вас больше всех: вы выиграли партию.</translation>
    </message>
    <message>
        <source>{name} reached {target} with the highest total and wins the game.</source>
        <translation>Игрок {name} набрал {target}, и у него больше всех: он выиграл партию.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>That was the whole game. Help → Rules has every rule and an example deal; Game → New game starts the next game.</source>
        <translation>Вот и вся партия. В «Справка → Правила» — все правила и пример сдачи; «Игра → Новая партия…» начинает следующую.</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>You lead the first trick: any card. The other player must follow its suit if he can, else trump. The highest trump takes the trick, or without trumps the highest card of the suit led; whoever takes it leads next.</source>
        <translation>Вы ходите первым — любой картой. Противник должен ответить в масть, а если её нет — козырем. Взятку берёт старший козырь, а без козырей — старшая карта масти хода; кто взял взятку, тот и ходит следующим.</translation>
    </message>
    <message>
        <source>Drag a card to the middle, double-click it, or pick it with the arrow keys and press Enter.</source>
        <translation>Перетащите карту на середину стола, дважды щёлкните по ней или выберите её стрелками и нажмите Enter.</translation>
    </message>
    <message>
        <source>A combination: declare it</source>
        <translation>Комбинация: объявите её</translation>
    </message>
    <message>
        <source>You hold {combinations}. Declare it with your first card: press its Declare button, then play the card.</source>
        <translation>У вас {combinations}. Объявите её со своей первой картой: нажмите кнопку «Объявить…», потом положите карту.</translation>
    </message>
    <message>
        <source>Only the player with the highest declared combination scores: all of his combinations, and only if he takes a trick. The longer one is higher (a fifty beats a tertz); of equal length, the higher top card; then the one in trumps.</source>
        <translation>Записывает только тот, у кого самая старшая из объявленных комбинаций, — зато все свои, и только если он возьмёт хотя бы одну взятку. Старше та, что длиннее (полтинник старше терца); при равной длине — та, у которой старшая карта выше; затем козырная.</translation>
    </message>
    <message>
        <source>{name} declares</source>
        <translation>{name} объявляет</translation>
    </message>
    <message>
        <source>{name} declares a {combination}: worth {points} if it is the highest declared. Only its kind and top card are said; the highest combination is shown once everyone has played his first card.</source>
        <translation>{name} объявляет {combination}: это {points} очков, если она окажется старшей. Называют только вид и старшую карту; старшую комбинацию покажут, когда все сыграют по первой карте.</translation>
    </message>
    <message>
        <source>Your {combinations} is the highest declared: you score your combinations, {points}, if you take a trick; the other player&apos;s count nothing.</source>
        <translation>Ваша комбинация ({combinations}) старшая: вы записываете свои комбинации, {points}, если возьмёте взятку; у противника они не считаются.</translation>
    </message>
    <message>
        <source>{name}&apos;s {combinations} is the highest declared: {name} scores his combinations, {points}, if he takes a trick; yours count nothing.</source>
        <translation>Старшая комбинация у игрока {name} ({combinations}): он записывает свои комбинации, {points}, если возьмёт взятку; ваши не считаются.</translation>
    </message>
    <message>
        <source>Whose combination counts</source>
        <translation>Чья комбинация считается</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Ходи в масть</translation>
    </message>
    <message>
        <source>{card} was led and you hold {suit}: you must follow suit, so only {cards} can be played. Any card of the suit will do, high to take the trick or low to keep your points.</source>
        <translation>Зашли с {card}, а у вас есть {suit}: нужно ходить в масть, поэтому положить можно только {cards}. Годится любая карта этой масти: старшая — чтобы взять взятку, младшая — чтобы не отдать очки.</translation>
    </message>
    <message>
        <source>Trump was led. When trump is led you must play a higher trump than {card} if you have one: {cards}.</source>
        <translation>Зашли с козыря. На козырь нужно класть козырь старше, чем {card}, если он есть: {cards}.</translation>
    </message>
    <message>
        <source>Trump was led. You must beat {card} if you can; you cannot, so any of your trumps will do: {cards}.</source>
        <translation>Зашли с козыря. {card} нужно побить, если можете; побить нечем, поэтому годится любой ваш козырь: {cards}.</translation>
    </message>
    <message>
        <source>Trump led: go higher</source>
        <translation>На козырь — старше</translation>
    </message>
    <message>
        <source>No suit: trump it</source>
        <translation>Нет масти — бей козырем</translation>
    </message>
    <message>
        <source>You have no {suit}, so you must trump: play one of your {trump}, {cards}. Only a player with neither the suit nor a trump may play any card.</source>
        <translation>У вас нет {suit}, поэтому нужно бить козырем: положите один из своих {trump} — {cards}. Любую карту можно класть, только если нет ни масти, ни козырей.</translation>
    </message>
    <message>
        <source>Any card</source>
        <translation>Любая карта</translation>
    </message>
    <message>
        <source>You have neither {suit} nor a trump ({trump}): play any card. It cannot take the trick, so give a card worth little.</source>
        <translation>У вас нет ни {suit}, ни козырей ({trump}): кладите любую карту. Взятку она не возьмёт, поэтому отдайте ту, что стоит меньше.</translation>
    </message>
    <message>
        <source>the highest trump takes the trick.</source>
        <translation>взятку берёт старший козырь.</translation>
    </message>
    <message>
        <source>no trump in it, so the highest card of the suit led takes it.</source>
        <translation>козырей в ней нет, поэтому её берёт старшая карта масти хода.</translation>
    </message>
    <message>
        <source>{cards}: you take the trick — {why} It holds {points} card points, counted for you at the end of the deal. You lead next.</source>
        <translation>{cards}: взятку берёте вы — {why} Очков в ней: {points}, они засчитаются вам в конце сдачи. Следующий ход ваш.</translation>
    </message>
    <message>
        <source>{cards}: {name} takes the trick — {why} It holds {points} card points, counted for {name} at the end of the deal. {name} leads next.</source>
        <translation>{cards}: взятку берёт {name} — {why} Очков в ней: {points}, они засчитаются ему в конце сдачи. Следующим ходит {name}.</translation>
    </message>
    <message>
        <source>A trick</source>
        <translation>Взятка</translation>
    </message>
    <message>
        <source>Last trick (L) shows it again.</source>
        <translation>Кнопка «Последняя взятка» (L) покажет её ещё раз.</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Бэлла</translation>
    </message>
    <message>
        <source>Leave Declare bella ticked (under your cards) when you play the second of the king and queen of trumps.</source>
        <translation>Когда кладёте вторую из двух карт — козырного короля или даму, — оставьте отмеченным «Объявить бэллу» (под картами).</translation>
    </message>
    <message>
        <source>You held the king and queen of trumps when play began: a bella, worth {points}. It is declared with the second of the two you play.</source>
        <translation>В начале розыгрыша у вас были козырные король и дама — это бэлла, {points} очков. Её объявляют, когда кладут вторую из этих двух карт.</translation>
    </message>
    <message>
        <source>{name} declares bella</source>
        <translation>{name} объявляет бэллу</translation>
    </message>
    <message>
        <source>{name} played the second of the king and queen of trumps ({suit}) and declared bella: {points} points for him.</source>
        <translation>Игрок {name} положил вторую из двух карт — козырных короля и дамы ({suit}) — и объявил бэллу: ему {points} очков.</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Whoever takes the last trick scores {points} more.</source>
        <translation>Кто возьмёт последнюю взятку, получит ещё {points} очков.</translation>
    </message>
    <message>
        <source>The computers wait while you read the explanation (Enter goes on).</source>
        <translation>Компьютеры ждут, пока вы читаете объяснение (Enter — дальше).</translation>
    </message>
    <message>
        <source>The lesson is over. Help → Learn to play starts it again.</source>
        <translation>Урок окончен. «Справка → Научиться играть» начнёт его снова.</translation>
    </message>
    <message>
        <source>The lesson is stopped: the game goes on as a normal game.</source>
        <translation>Урок прерван: партия продолжается как обычная.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (вы)</translation>
    </message>
    <message>
        <source>Encrypted: nobody else on the network can read the cards.</source>
        <translation>Зашифровано: никто другой в сети не увидит карт.</translation>
    </message>
    <message>
        <source>Not encrypted: this computer&apos;s Qt has no TLS, so others on the network could read the cards.</source>
        <translation>Без шифрования: в Qt на этом компьютере нет TLS, и другие в сети могли бы увидеть карты.</translation>
    </message>
    <message>
        <source>Still missing: {seats}.</source>
        <translation>Ещё не заняты: {seats}.</translation>
    </message>
    <message>
        <source>Or let a computer take a seat (the button beside it).</source>
        <translation>Или посадите на место компьютер (кнопка рядом).</translation>
    </message>
    <message>
        <source>Everybody is here: start the game when you are ready.</source>
        <translation>Все на местах: начинайте партию, когда будете готовы.</translation>
    </message>
    <message>
        <source>Everybody is here: the host starts the game.</source>
        <translation>Все на местах: партию начинает хозяин стола.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>A computer takes it</source>
        <translation>Посадить компьютер</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Компьютер: {level}</translation>
    </message>
    <message>
        <source>Send {name} away</source>
        <translation>Освободить место игрока {name}</translation>
    </message>
    <message>
        <source>For a person</source>
        <translation>Для игрока</translation>
    </message>
    <message>
        <source>Offer this seat to a person on the network</source>
        <translation>Отдать это место игроку по сети</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>People on this network type this address in Game → Play on the network → Join, or find the table in its list. A firewall on this computer must let TCP port {port} in.</source>
        <translation>Игроки в этой сети вводят этот адрес в меню Игра → Игра по сети → Сесть за стол или находят стол в списке. Брандмауэр этого компьютера должен пропускать входящие соединения на TCP-порт {port}.</translation>
    </message>
    <message>
        <source>Table on the network</source>
        <translation>Стол в сети</translation>
    </message>
    <message>
        <source>Others join at:</source>
        <translation>Адрес для игроков:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Код входа:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the address to the clipboard</source>
        <translation>Скопировать адрес в буфер обмена</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Начать партию</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Закрыть стол</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Покинуть стол</translation>
    </message>
</context>
<context>
    <name>LocalSession</name>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Подождите: сейчас ходит {name}.</translation>
    </message>
</context>
<context>
    <name>Magistr</name>
    <message>
        <source>the trumps are chosen: play a card</source>
        <translation>козыри уже названы: ходите картой</translation>
    </message>
    <message>
        <source>an eight of another suit may be played only without a card of the main suit {suit}</source>
        <translation>восьмёрку другой масти можно положить, только если нет карт главной масти {suit}</translation>
    </message>
    <message>
        <source>you must beat the bank: you hold a card that beats {top}</source>
        <translation>нужно перебить банк: у вас есть карта, которая бьёт {top}</translation>
    </message>
    <message>
        <source>this card does not beat {top}: play a card of the main suit {suit} or of the main card&apos;s value {rank}</source>
        <translation>эта карта не бьёт {top}: положите карту главной масти {suit} или того же достоинства, что главная карта ({rank})</translation>
    </message>
    <message>
        <source>first the trumps are named</source>
        <translation>сначала называют козыри</translation>
    </message>
    <message>
        <source>{suit} is already someone&apos;s trump: each player names a suit of his own</source>
        <translation>{suit} — уже чей-то козырь: каждый называет свою масть</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>K and J</source>
        <translation>К и В</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Шестёрки</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Черви</translation>
    </message>
    <message>
        <source>10 and A</source>
        <translation>10 и Т</translation>
    </message>
    <message>
        <source>J–K of diamonds</source>
        <translation>В–К бубен</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Дамы</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Восьмёрки</translation>
    </message>
    <message>
        <source>Q of spades</source>
        <translation>Д пик</translation>
    </message>
    <message>
        <source>K of hearts</source>
        <translation>К червей</translation>
    </message>
    <message>
        <source>Last two</source>
        <translation>Две последние</translation>
    </message>
    <message>
        <source>MAX</source>
        <translation>Максимум</translation>
    </message>
</context>
<context>
    <name>MagistrKeeperForm</name>
    <message>
        <source>Enter every player&apos;s numbers (0 for none).</source>
        <translation>Запишите числа каждого игрока (0, если ничего).</translation>
    </message>
    <message>
        <source>The deal can be written: {stake:+d} in all.</source>
        <translation>Сдачу можно записать: всего {stake:+d}.</translation>
    </message>
    <message>
        <source>After the play, enter the tricks each player took.</source>
        <translation>После розыгрыша запишите взятки каждого игрока.</translation>
    </message>
    <message>
        <source>After the play, enter the tricks each player took and the scoring cards in them.</source>
        <translation>После розыгрыша запишите взятки каждого игрока и штрафные карты в них.</translation>
    </message>
    <message>
        <source>After the play, enter the tricks each player took and who took the last two.</source>
        <translation>После розыгрыша запишите взятки каждого игрока и кто взял две последние.</translation>
    </message>
    <message>
        <source>After the play, enter the tricks each player took and the card points in them.</source>
        <translation>После розыгрыша запишите взятки каждого игрока и очки карт в них.</translation>
    </message>
    <message>
        <source>Tricks: {played} of {tricks}.</source>
        <translation>Взятки: {played} из {tricks}.</translation>
    </message>
    <message>
        <source>{left} left unplayed: the deal ended early, every scoring card taken (§7).</source>
        <translation>Не сыграно {left}: сдача кончилась досрочно, все штрафные карты взяты (§7).</translation>
    </message>
    <message>
        <source>Scoring cards taken: {taken} of {total}.</source>
        <translation>Взято штрафных карт: {taken} из {total}.</translation>
    </message>
    <message>
        <source>The last two tricks: {taken} of 2.</source>
        <translation>Две последние взятки: {taken} из 2.</translation>
    </message>
    <message>
        <source>Led first</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Tricks and what the sub-game counts</source>
        <translation>Взятки и то, что считает игра сдачи</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Scoring cards</source>
        <translation>Штрафные карты</translation>
    </message>
    <message>
        <source>Of the last two tricks</source>
        <translation>Из двух последних взяток</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Очки карт</translation>
    </message>
    <message>
        <source>Tricks in the deal: {tricks} · dealer: {dealer}</source>
        <translation>Взяток в сдаче: {tricks} · сдаёт: {dealer}</translation>
    </message>
    <message>
        <source>The player who held the lowest diamond (§5).</source>
        <translation>Игрок, у которого была младшая бубна (§5).</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left (§5).</source>
        <translation>Игрок слева от сдающего (§5).</translation>
    </message>
    <message>
        <source>Scoring cards ({count}): {cards}</source>
        <translation>Штрафные карты ({count}): {cards}</translation>
    </message>
    <message>
        <source>Count who took the last two tricks: 0, 1 or 2 each.</source>
        <translation>Посчитайте, кто взял две последние взятки: у каждого 0, 1 или 2.</translation>
    </message>
    <message>
        <source>Count each player&apos;s card points in his tricks, with any bonus (§1); the most wins the deal&apos;s points (§7).</source>
        <translation>Посчитайте очки карт во взятках каждого игрока, вместе с надбавками (§1); очки сдачи получает тот, у кого больше всех (§7).</translation>
    </message>
    <message>
        <source>How many of the scoring cards {name} took.</source>
        <translation>Сколько штрафных карт взял игрок {name}.</translation>
    </message>
    <message>
        <source>How many of the last two tricks {name} took.</source>
        <translation>Сколько из двух последних взяток взял игрок {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s card points, with any bonus.</source>
        <translation>Очки карт игрока {name}, вместе с надбавками.</translation>
    </message>
</context>
<context>
    <name>MagistrLesson</name>
    <message>
        <source>A 7 is beaten by every other card of its suit, and beats none of them.</source>
        <translation>Семёрку бьёт любая другая карта её масти, а сама она не бьёт ни одной.</translation>
    </message>
    <message>
        <source>In its suit a {rank} is beaten only by: {ranks}.</source>
        <translation>В своей масти {rank} бьют только: {ranks}.</translation>
    </message>
    <message>
        <source>It beats the main card {main} too — otherwise it would only kill.</source>
        <translation>Главную карту {main} она тоже бьёт — иначе только убила бы.</translation>
    </message>
    <message>
        <source>It beats whatever lies on top, a trump too.</source>
        <translation>Она перебивает всё, что лежит сверху, и козырь тоже.</translation>
    </message>
    <message>
        <source>A higher card of the main suit</source>
        <translation>Старшая карта главной масти</translation>
    </message>
    <message>
        <source>{card} beats {beaten}: a card of the main suit beats the last main-suit card when the table says so.</source>
        <translation>{card} бьёт {beaten}: карта главной масти бьёт последнюю карту главной масти, если так сказано в таблице.</translation>
    </message>
    <message>
        <source>The order 6 7 8 9 J Q K 10 A alone does not decide.</source>
        <translation>Один порядок 6 7 8 9 В Д К 10 Т этого не решает.</translation>
    </message>
    <message>
        <source>One rank down</source>
        <translation>На одну ниже</translation>
    </message>
    <message>
        <source>{card} beats {top} one rank down: 9 on J, J on Q, Q on K, K on 10, 10 on A, in the top card&apos;s suit.</source>
        <translation>{card} бьёт {top} на одну ниже: 9 на В, В на Д, Д на К, К на 10, 10 на Т, в масти верхней карты.</translation>
    </message>
    <message>
        <source>Only on the main card nobody has beaten, or on a card that itself beat one rank down: K♠ Q♠ J♠ 9♠ may follow one another.</source>
        <translation>Только на главную карту, которую никто не перебил, или на карту, которая сама перебила на одну ниже: К♠ Д♠ В♠ 9♠ могут идти одна за другой.</translation>
    </message>
    <message>
        <source>Equal value</source>
        <translation>Тем же достоинством</translation>
    </message>
    <message>
        <source>{card} beats the main card {main} by equal value: the same value, another suit.</source>
        <translation>{card} бьёт главную карту {main} тем же достоинством: достоинство то же, масть другая.</translation>
    </message>
    <message>
        <source>Only on the main card, while nobody has beaten it or the bank is held one rank down or by equal value — and not when the main card is its leader&apos;s own trump.</source>
        <translation>Только главную карту, пока её никто не перебил или банк держится картой «на одну ниже» или того же достоинства, — и не тогда, когда главная карта — собственный козырь ходившего.</translation>
    </message>
    <message>
        <source>{suit} is now the main suit of this bank.</source>
        <translation>Теперь главная масть этого банка — {suit}.</translation>
    </message>
    <message>
        <source>{suit} stays the main suit.</source>
        <translation>Главной мастью остаётся {suit}.</translation>
    </message>
    <message>
        <source>An eight</source>
        <translation>Восьмёрка</translation>
    </message>
    <message>
        <source>{card} beats {top}: an eight beats any card but the queen or the king of its own suit; another eight beats an eight.</source>
        <translation>{card} бьёт {top}: восьмёрка бьёт любую карту, кроме дамы и короля своей масти; восьмёрку бьёт другая восьмёрка.</translation>
    </message>
    <message>
        <source>Only the queen or the king of {suit} or another eight beats it now — no trump.</source>
        <translation>Теперь её бьют только дама или король {suit} или другая восьмёрка — козырь не бьёт.</translation>
    </message>
    <message>
        <source>{suit} is a trump for everyone.</source>
        <translation>{suit} — козырь для всех.</translation>
    </message>
    <message>
        <source>{suit} is your own trump; from anyone else it is an ordinary suit.</source>
        <translation>{suit} — ваш собственный козырь; у других игроков эта масть простая.</translation>
    </message>
    <message>
        <source>{suit} is {owner}&apos;s own trump; from anyone else it is an ordinary suit.</source>
        <translation>{suit} — собственный козырь игрока {owner}; у других игроков эта масть простая.</translation>
    </message>
    <message>
        <source>A trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>{card} takes the bank as a trump.</source>
        <translation>{card} перебивает банк как козырь.</translation>
    </message>
    <message>
        <source>A trump must be higher in rank than the main card and every card that beat (here {highest}); it never beats an eight.</source>
        <translation>Козырь должен быть старше главной карты и всех перебивших карт (здесь {highest}); восьмёрку козырь не бьёт никогда.</translation>
    </message>
    <message>
        <source>The bank falls back to you, the leader.</source>
        <translation>Банк возвращается к вам — вы ходили.</translation>
    </message>
    <message>
        <source>The bank falls back to the leader, {leader}.</source>
        <translation>Банк возвращается к ходившему — {leader}.</translation>
    </message>
    <message>
        <source>Killed without taking</source>
        <translation>Убила, но не взяла</translation>
    </message>
    <message>
        <source>{card} beats {beaten} but not the main card {main}: it kills {beaten} and takes nothing.</source>
        <translation>{card} бьёт {beaten}, но не главную карту {main}: она убивает {beaten} и ничего не берёт.</translation>
    </message>
    <message>
        <source>Nobody can beat it one rank down or by equal value any more in this bank.</source>
        <translation>В этом банке его больше нельзя перебить ни на одну ниже, ни тем же достоинством.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>{card} ({who})</source>
        <translation>{card} ({who})</translation>
    </message>
    <message>
        <source>Learn to play Master</source>
        <translation>Учимся играть в «Магистр»</translation>
    </message>
    <message>
        <source>A real game of Master («Магистр»), you against {opponents} (easy computer players). The table stops at each new step and explains it; press Enter or Next to go on. Stop the lesson at any time: the game goes on as a normal game.</source>
        <translation>Настоящая партия в «Магистр»; ваши соперники — {opponents} (простые компьютерные игроки). На каждом новом шаге стол останавливается и объясняет его; чтобы продолжить, нажмите Enter или «Дальше». Урок можно прекратить в любой момент — партия продолжится как обычная.</translation>
    </message>
    <message>
        <source>A game is 24 deals. Deals 1–12 are the minus half: twelve different sub-games, and in each some cards or tricks cost points to whoever takes them. Deals 13–24 are the plus half: the same twelve again, where the same cards and tricks win points.</source>
        <translation>Партия — это 24 сдачи. Сдачи 1–12 — минусовая половина: двенадцать разных игр, и в каждой какие-то карты или взятки отнимают очки у того, кто их взял. Сдачи 13–24 — плюсовая половина: те же двенадцать игр, но те же карты и взятки теперь приносят очки.</translation>
    </message>
    <message>
        <source>The aim: the most points for the fewest tricks. After deal 24 the highest total wins; on equal points, fewer tricks rank higher.</source>
        <translation>Цель — набрать больше всех очков, взяв как можно меньше взяток. После 24-й сдачи побеждает тот, у кого больше всех очков; при равных очках выше тот, у кого меньше взяток.</translation>
    </message>
    <message>
        <source>Already named: {suits}; you choose among {choices}.</source>
        <translation>Уже названы: {suits}; вам выбирать из {choices}.</translation>
    </message>
    <message>
        <source>You name first; the others then choose among the suits left.</source>
        <translation>Вы называете первым; остальные выберут из оставшихся мастей.</translation>
    </message>
    <message>
        <source>Your own trump</source>
        <translation>Ваш собственный козырь</translation>
    </message>
    <message>
        <source>Before the first deal each player names a suit as his own trump, for the whole game; no two players name the same suit. Your trump is a trump only when you play it: from anyone else a card of that suit is an ordinary card.</source>
        <translation>Перед первой сдачей каждый игрок называет масть — свой козырь на всю партию; двое не могут назвать одну и ту же масть. Ваш козырь козырный, только когда его кладёте вы: у любого другого карта этой масти простая.</translation>
    </message>
    <message>
        <source>A trump takes the bank when it is higher in rank than the main card and every card that has beaten so far (a 9 of trumps cannot take a bank led with a king; a 10 can). It beats only when you choose to play it, so high cards in your suit serve you in the plus half and seldom hurt in the minus half.</source>
        <translation>Козырь перебивает банк, если он старше главной карты и всех уже перебивших карт (козырная девятка не перебьёт банк, в который зашли с короля, а десятка — перебьёт). Козырь бьёт, только когда вы сами решили его положить, так что старшие карты вашей масти помогут в плюсовой половине и редко помешают в минусовой.</translation>
    </message>
    <message>
        <source>You deal: {cards}, one at a time from your left.</source>
        <translation>Сдаёте вы: каждому {cards}, по одной, начиная с игрока слева.</translation>
    </message>
    <message>
        <source>{dealer} deals: {cards}, one at a time from his left.</source>
        <translation>Сдаёт {dealer}: каждому {cards}, по одной, начиная с игрока слева от себя.</translation>
    </message>
    <message>
        <source>In the deals called “All” (1 and 13) everyone gets 9 cards: the {aside} cards left over are set aside face down and take no part.</source>
        <translation>В сдачах «Все» (1-й и 13-й) каждый получает 9 карт: оставшиеся карты ({aside}) откладываются рубашкой вверх и в игре не участвуют.</translation>
    </message>
    <message>
        <source>The trumps for the whole game: {trumps}.</source>
        <translation>Козыри на всю партию: {trumps}.</translation>
    </message>
    <message>
        <source>{suits} is nobody&apos;s trump.</source>
        <translation>{suits} — ничей не козырь.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>You deal, having led first in the last deal.</source>
        <translation>Сдаёте вы: в прошлой сдаче вы ходили первым.</translation>
    </message>
    <message>
        <source>{dealer} deals: he led first in the last deal.</source>
        <translation>Сдаёт {dealer}: в прошлой сдаче этот игрок ходил первым.</translation>
    </message>
    <message>
        <source>The whole deck</source>
        <translation>Вся колода</translation>
    </message>
    <message>
        <source>Every deal but the two called “All” uses the whole deck: {cards}. The player who led first in a deal deals the next one.</source>
        <translation>Во всех сдачах, кроме двух сдач «Все», раздаётся вся колода: каждому {cards}. Следующую сдачу сдаёт тот, кто ходил первым в предыдущей.</translation>
    </message>
    <message>
        <source>Your {card} is the lowest diamond dealt: you lead first, any card.</source>
        <translation>Ваша {card} — младшая из розданных бубен: вы ходите первым, любой картой.</translation>
    </message>
    <message>
        <source>No diamond was dealt: the player left of the dealer — you — leads first, any card.</source>
        <translation>Бубен не роздано: первым ходит игрок слева от сдающего — вы, любой картой.</translation>
    </message>
    <message>
        <source>{leader} holds the lowest diamond dealt (6♦, or 7♦ if nobody has the six, and so on) and leads first, any card.</source>
        <translation>У игрока {leader} младшая из розданных бубен (6♦, а если шестёрки ни у кого нет — 7♦, и так далее): он ходит первым, любой картой.</translation>
    </message>
    <message>
        <source>The first lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>After that, whoever takes a bank leads to the next one.</source>
        <translation>Дальше ходит тот, кто забрал предыдущий банк.</translation>
    </message>
    <message>
        <source>Each trick taken counts {per}.</source>
        <translation>Каждая взятая взятка — {per}.</translation>
    </message>
    <message>
        <source>Each king and each jack taken counts {per}; {total} in the deal.</source>
        <translation>Каждый взятый король и валет — {per}; всего в сдаче {total}.</translation>
    </message>
    <message>
        <source>Each six taken counts {per}; {total} in the deal.</source>
        <translation>Каждая взятая шестёрка — {per}; всего в сдаче {total}.</translation>
    </message>
    <message>
        <source>Each heart taken counts {per}; {total} in the deal.</source>
        <translation>Каждая взятая черва — {per}; всего в сдаче {total}.</translation>
    </message>
    <message>
        <source>Each ten and each ace taken counts {per}; {total} in the deal.</source>
        <translation>Каждая взятая десятка и туз — {per}; всего в сдаче {total}.</translation>
    </message>
    <message>
        <source>J♦, Q♦ and K♦ count {per} each; {total} in the deal.</source>
        <translation>В♦, Д♦ и К♦ — по {per}; всего в сдаче {total}.</translation>
    </message>
    <message>
        <source>Each queen taken counts {per}; {total} in the deal.</source>
        <translation>Каждая взятая дама — {per}; всего в сдаче {total}.</translation>
    </message>
    <message>
        <source>Each eight taken counts {per}; {total} in the deal.</source>
        <translation>Каждая взятая восьмёрка — {per}; всего в сдаче {total}.</translation>
    </message>
    <message>
        <source>Each of the deal&apos;s last two tricks counts {per}.</source>
        <translation>Каждая из двух последних взяток сдачи — {per}.</translation>
    </message>
    <message>
        <source>{per} go to whoever takes the most card points: A 12, 10 10, K 5, Q 3, J 1.</source>
        <translation>{per} получает тот, кто наберёт во взятках больше всех очков: Т 12, 10 10, К 5, Д 3, В 1.</translation>
    </message>
    <message>
        <source>Only {card} counts: {per}.</source>
        <translation>Считается только {card}: {per}.</translation>
    </message>
    <message>
        <source>{cards} count {per} each; {total} in the deal.</source>
        <translation>{cards} — по {per}; всего в сдаче {total}.</translation>
    </message>
    <message>
        <source>Every four cards of one rank add 10.</source>
        <translation>Каждые четыре карты одного достоинства дают ещё 10.</translation>
    </message>
    <message>
        <source>A bank of four cards of one suit adds 10.</source>
        <translation>Банк из четырёх карт одной масти даёт ещё 10.</translation>
    </message>
    <message>
        <source>Equal best totals share them.</source>
        <translation>При равенстве лучших итогов очки делятся.</translation>
    </message>
    <message>
        <source>On equal best totals nobody scores.</source>
        <translation>При равенстве лучших итогов их не получает никто.</translation>
    </message>
    <message>
        <source>Deal {number} of 24: “{game}”, for plus</source>
        <translation>Сдача {number} из 24: «{game}», на плюс</translation>
    </message>
    <message>
        <source>Deal {number} of 24: “{game}”, for minus</source>
        <translation>Сдача {number} из 24: «{game}», на минус</translation>
    </message>
    <message>
        <source>Now every trick wins: take as many banks as you can.</source>
        <translation>Теперь каждая взятка приносит очки: забирайте как можно больше банков.</translation>
    </message>
    <message>
        <source>Every trick costs: take as few banks as you can — beat only when you must.</source>
        <translation>Каждая взятка отнимает очки: забирайте как можно меньше банков — перебивайте, только когда без этого никак.</translation>
    </message>
    <message>
        <source>Take banks with aces and tens in them.</source>
        <translation>Забирайте банки с тузами и десятками.</translation>
    </message>
    <message>
        <source>Let others take the aces and tens: the one with the most card points loses the 12.</source>
        <translation>Пусть тузы и десятки забирают другие: у кого больше всех очков в картах, тот теряет 12.</translation>
    </message>
    <message>
        <source>Keep cards that can beat late in the deal, to take the last two banks.</source>
        <translation>Приберегите карты, которые могут перебить в конце сдачи, чтобы забрать два последних банка.</translation>
    </message>
    <message>
        <source>Keep low cards for the end: whoever takes the last two banks loses.</source>
        <translation>Оставьте младшие карты на конец: кто заберёт два последних банка, тот теряет.</translation>
    </message>
    <message>
        <source>Take the banks that hold these cards.</source>
        <translation>Забирайте банки, в которых есть эти карты.</translation>
    </message>
    <message>
        <source>Do not take a bank that holds one of these cards: get rid of your own on banks another player will take.</source>
        <translation>Не забирайте банк, в котором есть такая карта, а свои такие карты сбрасывайте в банки, которые заберёт другой.</translation>
    </message>
    <message>
        <source>In the plus half the points are won.</source>
        <translation>В плюсовой половине эти очки приносят выигрыш.</translation>
    </message>
    <message>
        <source>In the minus half the points are taken off.</source>
        <translation>В минусовой половине эти очки вычитаются.</translation>
    </message>
    <message>
        <source>The deal ends as soon as every scoring card has been taken.</source>
        <translation>Сдача кончается, как только взяты все очковые карты.</translation>
    </message>
    <message>
        <source>The plus half</source>
        <translation>Плюсовая половина</translation>
    </message>
    <message>
        <source>Deals 13–24 play the same twelve sub-games in the same order, now for plus: every trick, card or bonus that cost points in the minus half now wins them.</source>
        <translation>В сдачах 13–24 играют те же двенадцать игр в том же порядке, но на плюс: каждая взятка, карта или премия, которая в минусовой половине отнимала очки, теперь их приносит.</translation>
    </message>
    <message>
        <source>So turn your play around: beat the bank when it holds what scores, and keep cards that can beat.</source>
        <translation>Так что играйте наоборот: перебивайте банк, когда в нём есть очковые карты, и берегите карты, которые могут перебить.</translation>
    </message>
    <message>
        <source>You lead {card}: the main card; {suit} is the main suit.</source>
        <translation>Вы ходите {card}: это главная карта, {suit} — главная масть.</translation>
    </message>
    <message>
        <source>{leader} leads {card}: the main card; {suit} is the main suit.</source>
        <translation>{leader} ходит {card}: это главная карта, {suit} — главная масть.</translation>
    </message>
    <message>
        <source>The bank</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>Each other player adds one card to the bank: it beats (one of five ways) or is a discard. Whoever beat last holds the bank and takes it when all have played — the leader, if nobody beat.</source>
        <translation>Каждый из остальных кладёт в банк одну карту: она либо перебивает (одним из пяти способов), либо идёт в сброс. Кто перебил последним, тот держит банк и забирает его, когда положат все; если никто не перебил — забирает ходивший.</translation>
    </message>
    <message>
        <source>Drag a card to the middle, double-click it, or pick it with the arrow keys and press Enter.</source>
        <translation>Перетащите карту на середину стола, щёлкните по ней дважды или выберите её стрелками и нажмите Enter.</translation>
    </message>
    <message>
        <source>Your scoring cards in this deal: {cards}.</source>
        <translation>Ваши очковые карты в этой сдаче: {cards}.</translation>
    </message>
    <message>
        <source>You want banks now: a six is beaten in its suit only by the queen or an eight, so the others can often follow without beating — and then the bank is yours.</source>
        <translation>Теперь банки нужны вам: шестёрку в её масти бьют только дама и восьмёрка, так что другие часто отвечают в масть, не перебивая, — и банк ваш.</translation>
    </message>
    <message>
        <source>You want the others to take: every card of its suit beats a seven, so whoever follows suit on it takes hold of the bank.</source>
        <translation>Вам нужно, чтобы забирали другие: семёрку бьёт любая карта её масти, так что кто ответит на неё в масть, тот и перебьёт банк.</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>Lead any card: it becomes the main card. If nobody beats it, you take the bank.</source>
        <translation>Ходите любой картой: она станет главной. Если её никто не перебьёт, банк заберёте вы.</translation>
    </message>
    <message>
        <source>Main card {main}, main suit {suit}: after a kill the main card is on top again.</source>
        <translation>Главная карта {main}, главная масть {suit}: после убийства сверху снова главная карта.</translation>
    </message>
    <message>
        <source>Main card {main}, main suit {suit}: {top} holds the bank.</source>
        <translation>Главная карта {main}, главная масть {suit}: банк держит {top}.</translation>
    </message>
    <message>
        <source>Main card {main}, main suit {suit}: nobody has beaten it yet.</source>
        <translation>Главная карта {main}, главная масть {suit}: её ещё никто не перебил.</translation>
    </message>
    <message>
        <source>Marked cards would beat and make you the holder: {cards}.</source>
        <translation>Отмеченные карты перебьют банк, и держать его будете вы: {cards}.</translation>
    </message>
    <message>
        <source>None of your cards beats now.</source>
        <translation>Сейчас ни одна ваша карта не перебивает.</translation>
    </message>
    <message>
        <source>Not beating, you must play the main suit or the main card&apos;s value: {cards}.</source>
        <translation>Если не перебиваете, нужно положить карту главной масти или того же достоинства, что главная карта: {cards}.</translation>
    </message>
    <message>
        <source>You have neither {suit} nor a {rank}: any card will do; one that does not beat is a discard.</source>
        <translation>У вас нет ни {suit}, ни карты достоинства {rank}: годится любая карта; та, что не перебивает, идёт в сброс.</translation>
    </message>
    <message>
        <source>Every card you may play of the main suit or value beats.</source>
        <translation>Любая ваша карта главной масти или того же достоинства перебивает.</translation>
    </message>
    <message>
        <source>Not {cards}: an eight of another suit only without a card of the main suit.</source>
        <translation>Но не {cards}: восьмёрку другой масти можно положить, только если нет карт главной масти.</translation>
    </message>
    <message>
        <source>On the bank: {cards} — won by whoever takes it.</source>
        <translation>В банке: {cards} — они достанутся тому, кто его заберёт.</translation>
    </message>
    <message>
        <source>On the bank: {cards} — they cost whoever takes it.</source>
        <translation>В банке: {cards} — они отнимут очки у того, кто его заберёт.</translation>
    </message>
    <message>
        <source>You play last: a card that beats takes the bank.</source>
        <translation>Вы кладёте последним: перебившая карта забирает банк.</translation>
    </message>
    <message>
        <source>A later player may still beat you.</source>
        <translation>Следующий игрок ещё может вас перебить.</translation>
    </message>
    <message>
        <source>No card of the main suit or value</source>
        <translation>Нет ни главной масти, ни того же достоинства</translation>
    </message>
    <message>
        <source>An eight held back</source>
        <translation>Восьмёрку класть нельзя</translation>
    </message>
    <message>
        <source>Your card to the bank</source>
        <translation>Ваша карта в банк</translation>
    </message>
    <message>
        <source>The bank is already taken: the Last trick button shows it again.</source>
        <translation>Банк уже забран: кнопка «Последняя взятка» покажет его снова.</translation>
    </message>
    <message>
        <source>After a kill the main card {card} stood: the leader takes his own bank.</source>
        <translation>После убийства главная карта {card} устояла: ходивший забирает свой банк.</translation>
    </message>
    <message>
        <source>{player} held it to the end.</source>
        <translation>Карта {player} продержалась до конца.</translation>
    </message>
    <message>
        <source>Nobody beat the main card {card}: the leader takes his own bank.</source>
        <translation>Главную карту {card} никто не перебил: ходивший забирает свой банк.</translation>
    </message>
    <message>
        <source>You take the bank — {count} cards, one trick — and lead next.</source>
        <translation>Банк забираете вы — {count} карты, одна взятка — и ходите следующим.</translation>
    </message>
    <message>
        <source>{taker} takes the bank — {count} cards, one trick — and leads next.</source>
        <translation>Банк забирает {taker} — {count} карты, одна взятка — и ходит следующим.</translation>
    </message>
    <message>
        <source>Scoring cards in it: {cards}, {points} in this deal.</source>
        <translation>Очковые карты в нём: {cards}, в этой сдаче это {points}.</translation>
    </message>
    <message>
        <source>In this deal a trick counts {points}.</source>
        <translation>В этой сдаче взятка — это {points}.</translation>
    </message>
    <message>
        <source>No scoring card in it: it wins nothing.</source>
        <translation>Очковых карт в нём нет: он ничего не приносит.</translation>
    </message>
    <message>
        <source>No scoring card in it: it costs nothing.</source>
        <translation>Очковых карт в нём нет: он ничего не стоит.</translation>
    </message>
    <message>
        <source>A bank taken</source>
        <translation>Банк забран</translation>
    </message>
    <message>
        <source>The deal ends early</source>
        <translation>Сдача кончается досрочно</translation>
    </message>
    <message>
        <source>Every scoring card of this deal has been taken: nothing is left to play for, so the deal stops here with {tricks} unplayed. The sheet writes them as “left”.</source>
        <translation>Все очковые карты этой сдачи взяты: играть больше не за что, и сдача кончается; не сыграно: {tricks}. В записи они идут в столбец КВОП (оставшиеся взятки).</translation>
    </message>
    <message>
        <source>“All”, “Last two” and MAX are always played to the last card.</source>
        <translation>«Все», «Две последние» и «Максимум» всегда доигрываются до последней карты.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>{who}: {tricks}, {count} card points — {points}.</source>
        <translation>{who}: {tricks}, очков в картах {count} — {points}.</translation>
    </message>
    <message>
        <source>{who}: {tricks}, {cards} — {points}.</source>
        <translation>{who}: {tricks}, {cards} — {points}.</translation>
    </message>
    <message>
        <source>{who}: {tricks} — {points}.</source>
        <translation>{who}: {tricks} — {points}.</translation>
    </message>
    <message>
        <source>Deal {number} is scored</source>
        <translation>Подсчёт сдачи {number}</translation>
    </message>
    <message>
        <source>The deal was worth {stake:+d}; everyone&apos;s points together make exactly that.</source>
        <translation>Сдача стоила {stake:+d}; очки всех игроков вместе дают ровно столько.</translation>
    </message>
    <message>
        <source>The score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Each deal is a row: its number and sub-game, then for each player the tricks he took and the points he scored; then the tricks left unplayed, who led first and who dealt, and what the deal was worth. The last column checks that the tricks and the points add up.</source>
        <translation>Каждая сдача — строка: её номер и игра, дальше у каждого игрока — взятые им взятки (КВП) и набранные очки (КОНИП); затем несыгранные взятки (КВОП), кто ходил первым и кто сдавал (И Х/Р) и сколько стоила сдача (ВОП). Последний столбец проверяет, что взятки и очки сходятся.</translation>
    </message>
    <message>
        <source>Tricks are always written as a plain count, never negative: points are one thing, tricks another. The dock beside the table shows each deal&apos;s points and the totals; View → Score sheet window shows the whole sheet.</source>
        <translation>Взятки всегда пишутся простым числом, никогда не с минусом: очки — одно, взятки — другое. Панель рядом со столом показывает очки каждой сдачи и итоги; Вид → Окно записи — всю запись.</translation>
    </message>
    <message>
        <source>After deal {number} the totals are {totals}.</source>
        <translation>После сдачи {number} итоги: {totals}.</translation>
    </message>
    <message>
        <source>{who} {points:+d} ({tricks})</source>
        <translation>{who} {points:+d} ({tricks})</translation>
    </message>
    <message>
        <source>The minus half is over</source>
        <translation>Минусовая половина сыграна</translation>
    </message>
    <message>
        <source>After deal 12 the sheet adds a total row for the half: each player&apos;s tricks and points in it, the tricks left unplayed and all the half&apos;s tricks. The half was worth {stake:+d}: {parts}.</source>
        <translation>После 12-й сдачи в записи появляется строка «Итого» за половину: взятки и очки каждого игрока за половину (ОКВПИ и ОРПИ), несыгранные взятки (КВОППИ) и все взятки половины (ВВПИ). Половина стоила {stake:+d}: {parts}.</translation>
    </message>
    <message>
        <source>You share first place.</source>
        <translation>Вы делите первое место.</translation>
    </message>
    <message>
        <source>You have the most points: you win!</source>
        <translation>У вас больше всех очков: вы победили!</translation>
    </message>
    <message>
        <source>{winner} has the most points and wins; your place: {place}.</source>
        <translation>Больше всех очков у игрока {winner}: это победа; ваше место: {place}.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>Your points: {points:+d}, your rating {rating}. At 50% you won as much as you lost; 100% would be every plus point and no minus point.</source>
        <translation>Ваши очки (ОРВИ): {points:+d}, ваш рейтинг {rating}. 50% — выиграно столько же, сколько проиграно; 100% — все плюсовые очки и ни одного минусового.</translation>
    </message>
</context>
<context>
    <name>MagistrLessonPlurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>по %n карте</numerusform>
            <numerusform>по %n карты</numerusform>
            <numerusform>по %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MagistrPlurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n вз.</numerusform>
            <numerusform>%n вз.</numerusform>
            <numerusform>%n вз.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MagistrSheet</name>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Sub-game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>КВП</translation>
    </message>
    <message>
        <source>Tr.</source>
        <translation>КВП</translation>
    </message>
    <message>
        <source>Tricks the player took in the deal</source>
        <translation>КВП — количество взяток в партии: взятки игрока в этой сдаче</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>КОНИП</translation>
    </message>
    <message>
        <source>Points the player scored in the deal</source>
        <translation>КОНИП — количество очков, набранных игроком в партии: очки игрока в этой сдаче</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>КВОП</translation>
    </message>
    <message>
        <source>Tricks left unplayed: the deal ended early</source>
        <translation>КВОП — количество взяток, оставшихся в партии: не сыгранные из-за досрочного конца сдачи</translation>
    </message>
    <message>
        <source>Led / dealt</source>
        <translation>И Х/Р</translation>
    </message>
    <message>
        <source>Led</source>
        <translation>И Х/Р</translation>
    </message>
    <message>
        <source>Who led first / who dealt</source>
        <translation>И Х/Р — имя ходящего / раздающего: кто ходил первым и кто сдавал</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>ВОП</translation>
    </message>
    <message>
        <source>The points at stake in the deal</source>
        <translation>ВОП — все очки партии: сколько стоит сдача</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>The sheet&apos;s checks (§8): tricks and remaining tricks make the deal&apos;s tricks; the points make the stake</source>
        <translation>Проверки записи (§8): КВП и КВОП вместе — все взятки сдачи; КОНИП вместе — ВОП</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат игры</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>Итого пока</translation>
    </message>
    <message>
        <source>Plus half</source>
        <translation>Итого (плюс)</translation>
    </message>
    <message>
        <source>Minus half</source>
        <translation>Итого (минус)</translation>
    </message>
    <message>
        <source>Tricks, Points: each player&apos;s tricks and points in the deal; minus in deals 1–12, plus in 13–24 (§7).</source>
        <translation>КВП — количество взяток в партии (взятки игрока в этой сдаче); КОНИП — количество очков, набранных игроком в партии: в сдачах 1–12 с минусом, в 13–24 с плюсом (§7).</translation>
    </message>
    <message>
        <source>Left: tricks not played because the deal ended early (§7).</source>
        <translation>КВОП — количество взяток, оставшихся в партии: не сыгранные из-за досрочного конца сдачи (§7).</translation>
    </message>
    <message>
        <source>Led / dealt: who led first and who dealt.</source>
        <translation>И Х/Р — имя ходящего / раздающего: кто ходил первым и кто сдавал.</translation>
    </message>
    <message>
        <source>Stake: what the whole deal is worth (§7).</source>
        <translation>ВОП — все очки партии: сколько стоит сдача (§7).</translation>
    </message>
    <message>
        <source>Half totals: each player&apos;s tricks and points in the half, the tricks left, all the tricks of the half and its points (§8).</source>
        <translation>«Итого» половины: в столбцах КВП и КОНИП — ОКВПИ (общее количество взяток за половину игры) и ОРПИ (общий результат за половину игры), в столбце КВОП — КВОППИ (количество взяток, оставшихся в половине игры), в столбце И Х/Р — ВВПИ (все взятки половины игры), в столбце ВОП — очки половины (§8).</translation>
    </message>
    <message>
        <source>Result: each player&apos;s tricks and points in the whole game and the tricks played; Place, with the rating in the tricks&apos; column (§9, §10).</source>
        <translation>«Результат игры»: ВВИ (все взятки игрока) и ОРВИ (общий результат всей игры), в столбце ВОП — КВВИ (количество взяток всей игры); «Место»: МЗИ (место, занятое игроком), рядом, в столбце КВП, — рейтинг (§9, §10).</translation>
    </message>
    <message>
        <source>✓ the checks of §8 hold, ✗ they do not.</source>
        <translation>✓ — проверки §8 сходятся, ✗ — не сходятся.</translation>
    </message>
</context>
<context>
    <name>MagistrTable</name>
    <message>
        <source>led, not beaten</source>
        <translation>никто не перебил</translation>
    </message>
    <message>
        <source>a higher card of the main suit</source>
        <translation>старшей картой главной масти</translation>
    </message>
    <message>
        <source>one rank down</source>
        <translation>на одну ниже</translation>
    </message>
    <message>
        <source>equal value</source>
        <translation>тем же достоинством</translation>
    </message>
    <message>
        <source>an eight</source>
        <translation>восьмёркой</translation>
    </message>
    <message>
        <source>a trump</source>
        <translation>козырем</translation>
    </message>
    <message>
        <source>killed without taking: back to the leader</source>
        <translation>вернулся к ходившему после убийства</translation>
    </message>
    <message>
        <source>plus</source>
        <translation>+</translation>
    </message>
    <message>
        <source>minus</source>
        <translation>−</translation>
    </message>
    <message>
        <source>{points} a trick</source>
        <translation>{points} за взятку</translation>
    </message>
    <message>
        <source>{points} each</source>
        <translation>{points}</translation>
    </message>
    <message>
        <source>{points} for each of the last two tricks</source>
        <translation>{points} за взятку</translation>
    </message>
    <message>
        <source>{points} to the most card points</source>
        <translation>{points} тому, у кого больше всех очков в картах</translation>
    </message>
    <message>
        <source>led</source>
        <translation>ход</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>старшей</translation>
    </message>
    <message>
        <source>one down</source>
        <translation>на одну ниже</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <source>{game}: {per}, {sign}</source>
        <translation>{game}: {sign}{per}</translation>
    </message>
    <message>
        <source>Name {suit} as your own trump for the whole game (rules §3).</source>
        <translation>Назвать {suit} своим козырем на всю партию (правила, §3).</translation>
    </message>
    <message>
        <source>Name {suit} as a trump for everyone, for the whole game (rules §3).</source>
        <translation>Назвать {suit} козырем для всех на всю партию (правила, §3).</translation>
    </message>
    <message>
        <source>Name your own trump suit for the whole game:</source>
        <translation>Назовите свою козырную масть на всю партию:</translation>
    </message>
    <message>
        <source>Name the trump suit for everyone:</source>
        <translation>Назовите козырную масть для всех:</translation>
    </message>
    <message>
        <source>Your lead: any card (it becomes the main card).</source>
        <translation>Ваш ход: любая карта (она станет главной картой).</translation>
    </message>
    <message>
        <source>Your card: a marked card takes the bank; otherwise follow the main suit or the main card&apos;s value.</source>
        <translation>Ваш ход: отмеченная карта берёт банк; иначе — в масть или в достоинство главной карты.</translation>
    </message>
    <message>
        <source>Master, custom rules</source>
        <translation>Магистр, свои правила</translation>
    </message>
    <message>
        <source>{game}, {players}</source>
        <translation>{game}, {players}</translation>
    </message>
    <message>
        <source>H</source>
        <comment>chip: holds the bank</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>Ended early: {tricks} left unplayed.</source>
        <translation>Сдача кончилась досрочно (не сыграно: {tricks})</translation>
    </message>
    <message>
        <source>trump {suit}</source>
        <translation>козырь {suit}</translation>
    </message>
    <message>
        <source>★ {count}: cards taken that score in this sub-game (rules §7)</source>
        <translation>★ {count}: взято очковых карт этой игры (правила §7)</translation>
    </message>
    <message>
        <source>{chip}: holds the bank — would take it now, his card is the one to beat (rules §6.2)</source>
        <translation>{chip}: держит банк — взял бы его сейчас, бить надо его карту (правила §6.2)</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Козыри</translation>
    </message>
    <message>
        <source>Main suit {suit} · {name} holds: {how}</source>
        <translation>Банк: {name}, {how} · главная масть {suit}</translation>
    </message>
    <message>
        <source>Trumps for everyone: {suits}</source>
        <translation>Козыри для всех: {suits}</translation>
    </message>
    <message>
        <source>Scoring cards left: {left}</source>
        <translation>Осталось очковых: {left}</translation>
    </message>
    <message>
        <source>{points} a card</source>
        <translation>{points} за карту</translation>
    </message>
    <message>
        <source>{points} to the most points</source>
        <translation>{points} за больше всех очков</translation>
    </message>
    <message>
        <source>Every scoring card is taken: the deal ends early, {tricks} left unplayed (rules §7).</source>
        <translation>Все очковые карты взяты: сдача кончается досрочно. Не сыграно: {tricks} (правила, §7).</translation>
    </message>
    <message>
        <source>For the whole game</source>
        <translation>На всю партию</translation>
    </message>
    <message>
        <source>Deal {number} of 24: plus</source>
        <translation>Сдача {number}/24: плюс</translation>
    </message>
    <message>
        <source>Deal {number} of 24: minus</source>
        <translation>Сдача {number}/24: минус</translation>
    </message>
    <message>
        <source>{scoring} · {left} left</source>
        <translation>{scoring} · осталось {left}</translation>
    </message>
    <message>
        <source>Main suit {suit} · {how}</source>
        <translation>Главная {suit} · {how}</translation>
    </message>
    <message>
        <source>Senior trump {senior} · junior trump {junior}</source>
        <translation>Старший козырь {senior} · младший козырь {junior}</translation>
    </message>
    <message>
        <source>{name} took the bank</source>
        <translation>Банк: {name}</translation>
    </message>
    <message>
        <source>Deal {number}: {line}</source>
        <translation>Сдача {number}: {line}</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>The deal is worth {stake:+d} in all.</source>
        <translation>Вся сдача стоит {stake:+d}.</translation>
    </message>
    <message>
        <source>{place}. {name}: {points:+d} ({tricks} tricks, rating {rating})</source>
        <translation>{place}. {name}: {points:+d} (взяток: {tricks}, рейтинг {rating})</translation>
    </message>
    <message>
        <source>24 deals played; {tricks} tricks in all.</source>
        <translation>Сыграно 24 сдачи; всего взяток: {tricks}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Debertz Desktop</source>
        <translation>Деберц</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Welcome to Debertz.</source>
        <translation>Добро пожаловать в Деберц!</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Открыть н&amp;едавние</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Пе&amp;чать…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Пред&amp;просмотр печати…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Экспорт в P&amp;DF…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Экспорт в &amp;CSV…</translation>
    </message>
    <message>
        <source>Score &amp;keeper for real cards…</source>
        <translation>&amp;Запись счёта для игры настоящими картами…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Ст&amp;атистика…</translation>
    </message>
    <message>
        <source>Revie&amp;w a deal…</source>
        <translation>&amp;Разбор сдачи…</translation>
    </message>
    <message>
        <source>Review a saved &amp;game…</source>
        <translation>Разбор со&amp;хранённой партии…</translation>
    </message>
    <message>
        <source>&amp;Undo last card</source>
        <translation>О&amp;тменить последнюю карту</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Запись</translation>
    </message>
    <message>
        <source>Score sheet &amp;window</source>
        <translation>&amp;Окно записи</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Последняя взятка</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Learn to play {game}</source>
        <translation>Научиться играть: {game}</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>deal {number}</source>
        <translation>сдача {number}</translation>
    </message>
    <message>
        <source>Save score &amp;sheet</source>
        <translation>Сохранить &amp;запись</translation>
    </message>
    <message>
        <source>Save score sheet &amp;as…</source>
        <translation>Сохранить запись &amp;как…</translation>
    </message>
    <message>
        <source>Saves the score sheet as you see it; the game itself is kept by its host.</source>
        <translation>Сохраняет запись такой, какой вы её видите; саму партию хранит тот, кто открыл стол.</translation>
    </message>
    <message>
        <source>Saves the whole table: open the file to host it again, and its players come back to their seats.</source>
        <translation>Сохраняет весь стол: откройте файл, чтобы открыть стол снова, — игроки вернутся на свои места.</translation>
    </message>
    <message>
        <source>The game was not added to the statistics: {reason}</source>
        <translation>Партия не попала в статистику: {reason}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>The settings dialog is not available yet.</source>
        <translation>Окно настроек пока недоступно.</translation>
    </message>
</context>
<context>
    <name>MissingFiles</name>
    <message>
        <source>card deck: {name}</source>
        <translation>колода: {name}</translation>
    </message>
    <message>
        <source>interface language: {name}</source>
        <translation>язык интерфейса: {name}</translation>
    </message>
    <message>
        <source>rules of {game}: {language}</source>
        <translation>правила игры «{game}»: {language}</translation>
    </message>
    <message>
        <source>the program&apos;s icon</source>
        <translation>значок программы</translation>
    </message>
    <message>
        <source>Some of the program&apos;s files are missing; it goes on without them:

{files}

Reinstall Debertz Desktop to get them back. They were looked for in {folder}.</source>
        <translation>Некоторых файлов программы нет; она работает без них:

{files}

Переустановите «Деберц», чтобы вернуть их. Они искались в папке {folder}.</translation>
    </message>
    <message>
        <source>Files missing</source>
        <translation>Нет файлов</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Компьютер {number}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} и {second}</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>a frame of {size} bytes is larger than the limit of {limit}</source>
        <translation>кадр в {size} байт больше предела в {limit}</translation>
    </message>
    <message>
        <source>{detail}</source>
        <translation>{detail}</translation>
    </message>
    <message>
        <source>a frame cannot be read: {detail}</source>
        <translation>не удаётся прочитать кадр: {detail}</translation>
    </message>
    <message>
        <source>unknown message type &quot;{type}&quot;</source>
        <translation>неизвестный тип сообщения «{type}»</translation>
    </message>
    <message>
        <source>&quot;{type}&quot; is not expected now ({state})</source>
        <translation>«{type}» сейчас не ожидается ({state})</translation>
    </message>
    <message>
        <source>too many messages: wait a moment</source>
        <translation>слишком много сообщений: подождите немного</translation>
    </message>
    <message>
        <source>far too many messages: the connection is closed</source>
        <translation>слишком частые сообщения: соединение закрыто</translation>
    </message>
    <message>
        <source>a message was not finished within {seconds} seconds</source>
        <translation>сообщение не пришло целиком за {seconds} с</translation>
    </message>
    <message>
        <source>too many bad frames: the connection is closed</source>
        <translation>слишком много неверных кадров: соединение закрыто</translation>
    </message>
    <message>
        <source>the table speaks protocol version {host}, this program version {client}: both players need the same version of Debertz Desktop</source>
        <translation>стол говорит на протоколе версии {host}, эта программа — версии {client}: обоим игрокам нужна одна и та же версия «Деберца»</translation>
    </message>
    <message>
        <source>no greeting within {seconds} seconds</source>
        <translation>нет приветствия за {seconds} с</translation>
    </message>
    <message>
        <source>the table has too many connections</source>
        <translation>у стола слишком много соединений</translation>
    </message>
    <message>
        <source>the join code is wrong</source>
        <translation>неверный код для входа</translation>
    </message>
    <message>
        <source>a name of 1 to {limit} characters is needed</source>
        <translation>нужно имя длиной от 1 до {limit} символов</translation>
    </message>
    <message>
        <source>seat {seat} is not a seat for a person on the network</source>
        <translation>место {seat} — не место для игрока по сети</translation>
    </message>
    <message>
        <source>seat {seat} is taken</source>
        <translation>место {seat} занято</translation>
    </message>
    <message>
        <source>every seat is taken</source>
        <translation>все места заняты</translation>
    </message>
    <message>
        <source>the game has started: only its players can rejoin</source>
        <translation>игра уже идёт: вернуться могут только её игроки</translation>
    </message>
    <message>
        <source>this table does not know that seat token</source>
        <translation>этот стол не знает такого ключа места</translation>
    </message>
    <message>
        <source>your seat was taken over by a newer connection</source>
        <translation>ваше место заняло более новое соединение</translation>
    </message>
    <message>
        <source>the game has not started</source>
        <translation>игра ещё не началась</translation>
    </message>
    <message>
        <source>join a seat first</source>
        <translation>сначала займите место</translation>
    </message>
    <message>
        <source>not an action: &quot;{text}&quot;</source>
        <translation>это не действие: «{text}»</translation>
    </message>
    <message>
        <source>the game has moved on since that choice</source>
        <translation>с тех пор игра ушла вперёд</translation>
    </message>
    <message>
        <source>nothing heard for {seconds} seconds</source>
        <translation>нет ответа {seconds} с</translation>
    </message>
    <message>
        <source>the host closed the table</source>
        <translation>хозяин закрыл стол</translation>
    </message>
    <message>
        <source>you left the table</source>
        <translation>вы вышли из-за стола</translation>
    </message>
    <message>
        <source>the table did not answer</source>
        <translation>стол не ответил</translation>
    </message>
    <message>
        <source>the table&apos;s certificate is not the one it had: another computer may pretend to be it</source>
        <translation>сертификат стола не тот, что был раньше: возможно, другой компьютер выдаёт себя за него</translation>
    </message>
    <message>
        <source>the host closed the connection</source>
        <translation>хозяин стола закрыл соединение</translation>
    </message>
    <message>
        <source>another table answers at this address</source>
        <translation>по этому адресу отвечает другой стол</translation>
    </message>
    <message>
        <source>this table plays {game}, a game this program cannot play</source>
        <translation>за этим столом играют в {game}: в эту игру программа играть не умеет</translation>
    </message>
</context>
<context>
    <name>NetworkMenu</name>
    <message>
        <source>Play on the n&amp;etwork</source>
        <translation>&amp;Игра по сети</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Открыть стол…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Сесть за стол…</translation>
    </message>
    <message>
        <source>Host &amp;again</source>
        <translation>Открыть стол с&amp;нова</translation>
    </message>
    <message>
        <source>Show the l&amp;obby</source>
        <translation>Показать &amp;лобби</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Закрыть стол</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Покинуть стол</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <source>You hosted the table «{name}» again; its players come back to their seats as their programs reconnect.</source>
        <translation>Вы снова открыли стол «{name}»; игроки вернутся на свои места, как только их программы переподключатся.</translation>
    </message>
    <message>
        <source>The table «{name}» is hosted again: its players come back to their seats as their programs reconnect.</source>
        <translation>Стол «{name}» открыт снова: игроки вернутся на свои места, как только их программы переподключатся.</translation>
    </message>
    <message>
        <source>The connection to the table was lost — reconnecting…</source>
        <translation>Связь со столом потеряна — переподключаемся…</translation>
    </message>
    <message>
        <source>The table «{name}» went away (its host&apos;s program or the network stopped) — reconnecting…</source>
        <translation>Стол «{name}» пропал (остановилась программа хозяина стола или сеть) — переподключение…</translation>
    </message>
    <message>
        <source>Connected to the table again, now at {address}.</source>
        <translation>Связь со столом восстановлена, теперь он на {address}.</translation>
    </message>
    <message>
        <source>Connected to the table again.</source>
        <translation>Связь со столом восстановлена.</translation>
    </message>
    <message>
        <source>The table «{name}» is back; you are at your seat again.</source>
        <translation>Стол «{name}» вернулся; вы снова на своём месте.</translation>
    </message>
    <message>
        <source>The table is at {address} now — reconnecting there…</source>
        <translation>Стол теперь на {address} — переподключаемся туда…</translation>
    </message>
    <message>
        <source>The host of «{name}» does not answer — still trying…</source>
        <translation>Хозяин стола «{name}» не отвечает — пробуем дальше…</translation>
    </message>
    <message>
        <source>Another table answers at {address} now: the host no longer has your seat at «{name}» there. Still looking for it — to stop, leave the table (Game → Play on the network).</source>
        <translation>По адресу {address} теперь отвечает другой стол: вашего места за столом «{name}» там больше нет. Поиски продолжаются — чтобы прекратить, покиньте стол (Игра → Игра по сети).</translation>
    </message>
    <message>
        <source>Stay at the table: the host may start another game.</source>
        <translation>Оставайтесь за столом: хозяин может начать новую партию.</translation>
    </message>
    <message>
        <source>The host closed the table «{name}».</source>
        <translation>Хозяин закрыл стол «{name}».</translation>
    </message>
    <message>
        <source>You left the table «{name}».</source>
        <translation>Вы покинули стол «{name}».</translation>
    </message>
    <message>
        <source>The table «{name}» has ended for you.</source>
        <translation>Для вас игра за столом «{name}» окончена.</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>You closed the table «{name}».</source>
        <translation>Вы закрыли стол «{name}».</translation>
    </message>
    <message>
        <source>Nothing more is played here.</source>
        <translation>Здесь больше не играют.</translation>
    </message>
</context>
<context>
    <name>NetworkSession</name>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Подождите: сейчас ходит {name}.</translation>
    </message>
    <message>
        <source>Reconnecting to the table: wait a moment.</source>
        <translation>Восстанавливаем связь со столом: подождите немного.</translation>
    </message>
</context>
<context>
    <name>NetworkSheet</name>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Saved by</source>
        <translation>Сохранено игроком</translation>
    </message>
    <message>
        <source>Score sheet of a network game</source>
        <translation>Запись сетевой партии</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>И&amp;гра:</translation>
    </message>
    <message>
        <source>Debertz for 2–4, Oh Hell for 3–7 (bid the exact number of tricks), Master for 2–4 (beat the bank).</source>
        <translation>Деберц — от двух до четырёх игроков, «Черт побери» — от трёх до семи (заказать точное число взяток), «Магистр» — от двух до четырёх (перебить банк).</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Игроков:</translation>
    </message>
    <message>
        <source>In &amp;pairs (partners sit opposite)</source>
        <translation>&amp;Пара на пару (партнёры сидят напротив)</translation>
    </message>
    <message>
        <source>With four players: two pairs score together.</source>
        <translation>Вчетвером: две пары, каждая пара считает очки вместе.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>How well this computer player plays.</source>
        <translation>Насколько сильно играет этот компьютерный игрок.</translation>
    </message>
    <message>
        <source>&amp;Edit rules…</source>
        <translation>Изменить п&amp;равила…</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Вы:</translation>
    </message>
    <message>
        <source>Partner:</source>
        <translation>Партнёр:</translation>
    </message>
    <message>
        <source>Opponent {0}:</source>
        <translation>Противник {0}:</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>Место {0}:</translation>
    </message>
</context>
<context>
    <name>OhHellKeeperForm</name>
    <message>
        <source>Tricks taken: {total} of {cards}.</source>
        <translation>Взяток записано: {total} из {cards}.</translation>
    </message>
    <message>
        <source>The deal can be written.</source>
        <translation>Сдачу можно записать.</translation>
    </message>
    <message>
        <source>Enter the trump turned and the bids as they are said; after the play, the tricks each player took.</source>
        <translation>Отметьте открытый козырь и записывайте заказы по мере того, как их называют; после розыгрыша — взятки каждого игрока.</translation>
    </message>
    <message>
        <source>Next to bid: {name}.</source>
        <translation>Следующий заказывает: {name}.</translation>
    </message>
    <message>
        <source>Every bid is in (kept). After the play, enter the tricks each player took.</source>
        <translation>Все заказы записаны (и сохранены). После розыгрыша запишите взятки каждого игрока.</translation>
    </message>
    <message>
        <source>Enter the tricks of every player: {left} still to enter.</source>
        <translation>Запишите взятки каждого игрока: осталось записать {left}.</translation>
    </message>
    <message>
        <source>Enter the bids as they are said (no trump in this deal); after the play, the tricks each player took.</source>
        <translation>Записывайте заказы по мере того, как их называют (в этой сдаче козыря нет); после розыгрыша — взятки каждого игрока.</translation>
    </message>
    <message>
        <source>Enter the tricks of every player.</source>
        <translation>Запишите взятки каждого игрока.</translation>
    </message>
    <message>
        <source>No trump: the last deal of the game is played without trumps (§3).</source>
        <translation>Без козыря: последняя сдача партии играется без козыря (§3).</translation>
    </message>
    <message>
        <source>No trump: every card is dealt, none is left to turn (§3).</source>
        <translation>Без козыря: сданы все карты, открывать нечего (§3).</translation>
    </message>
    <message>
        <source>Bids so far: {total} for {tricks} ({count} of {players} players).</source>
        <translation>Заказано пока: {total}, в сдаче {tricks} (заказали {count} из {players}).</translation>
    </message>
    <message>
        <source>Bids: {total} for {tricks} — {over_under}.</source>
        <translation>Заказано: {total}, в сдаче {tricks} — {over_under}.</translation>
    </message>
    <message>
        <source>{name} deals and may not bid {bid}: the bids would add up to the number of tricks ({cards}) (§4).</source>
        <translation>{name} сдаёт и не может заказать {bid}: сумма заказов сравнялась бы с числом взяток ({cards}) (§4).</translation>
    </message>
    <message>
        <source>{name} deals and may bid anything: no bid of his makes the bids add up to the number of tricks ({cards}) (§4).</source>
        <translation>{name} сдаёт и может заказать что угодно: никакой его заказ не сравняет сумму заказов с числом взяток ({cards}) (§4).</translation>
    </message>
    <message>
        <source>{name} deals and bids last; he may not make the bids add up to the number of tricks ({cards}) (§4).</source>
        <translation>{name} сдаёт и заказывает последним; сумма заказов не должна сравняться с числом взяток ({cards}) (§4).</translation>
    </message>
    <message>
        <source>Trump turned</source>
        <translation>Открытый козырь</translation>
    </message>
    <message>
        <source>The dealer turned a card of {suit}: {suit} are trumps in this deal (§3).</source>
        <translation>Сдающий открыл карту масти {suit}: в этой сдаче козыри — {suit} (§3).</translation>
    </message>
    <message>
        <source>Bids and tricks, in bidding order</source>
        <translation>Заказы и взятки, в порядке заказов</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>{name}&apos;s bid: how many tricks he says he will take (0 to {cards}).</source>
        <translation>Заказ игрока {name}: сколько взяток он обещает взять (от 0 до {cards}).</translation>
    </message>
    <message>
        <source>Cards each: {cards} · dealer: {dealer}
Bidding and the first lead: {order}</source>
        <translation>Карт у каждого: {cards} · сдаёт: {dealer}
Заказывают и ходят первыми: {order}</translation>
    </message>
</context>
<context>
    <name>OhHellLesson</name>
    <message>
        <source>Learn to play Oh Hell</source>
        <translation>Учимся играть в «Черт побери»</translation>
    </message>
    <message>
        <source>A real game of Oh Hell («Черт побери»), you against {opponents} (easy computer players), in {deals}: one card each in the first deal, two in the second, and so on. The table stops at each new step and explains it; press Enter or Next to go on.</source>
        <translation>Настоящая партия в «Черт побери»; ваши соперники — {opponents} (простые компьютерные игроки), {deals}: в первой сдаче по одной карте, во второй по две и так далее. На каждом новом шаге стол останавливается и объясняет его; чтобы продолжить, нажмите Enter или «Дальше».</translation>
    </message>
    <message>
        <source>The goal: in every deal, say how many tricks you will take — and then take exactly that many. An exact bid scores 10 + the bid (a bid of 0 made scores {zero}); one trick too many or too few scores nothing. After the last deal the highest total wins.</source>
        <translation>Цель: в каждой сдаче заказать, сколько взяток возьмёте, — и взять ровно столько. Точный заказ приносит 10 + заказ (сыгранный заказ 0 — {zero}); на взятку больше или меньше — ничего. После последней сдачи побеждает тот, у кого больше всего очков.</translation>
    </message>
    <message>
        <source>You deal: {cards}.</source>
        <translation>Сдаёте вы: каждому {cards}.</translation>
    </message>
    <message>
        <source>{dealer} deals: {cards}.</source>
        <translation>Сдаёт {dealer}: каждому {cards}.</translation>
    </message>
    <message>
        <source>The deal and the trump</source>
        <translation>Сдача и козырь</translation>
    </message>
    <message>
        <source>The next card of the pack, {card}, is turned face up: {suit} are trumps for this deal. A trump takes any card of another suit. The rest of the pack takes no part.</source>
        <translation>Следующая карта колоды, {card}, открыта: в этой сдаче козыри — {suit}. Козырь бьёт любую карту другой масти. Остальная колода в игре не участвует.</translation>
    </message>
    <message>
        <source>This is the game&apos;s last deal: no card is turned and it is played without trumps.</source>
        <translation>Это последняя сдача партии: карта не открывается, играют без козырей.</translation>
    </message>
    <message>
        <source>No card is left to turn: this deal is played without trumps.</source>
        <translation>Открыть нечего — карт не осталось: эту сдачу играют без козырей.</translation>
    </message>
    <message>
        <source>A deal without trumps</source>
        <translation>Сдача без козырей</translation>
    </message>
    <message>
        <source>Each trick goes to the highest card of the suit led.</source>
        <translation>Взятку берёт старшая карта масти захода.</translation>
    </message>
    <message>
        <source>Said so far: {bids}.</source>
        <translation>Уже заказали: {bids}.</translation>
    </message>
    <message>
        <source>You bid first.</source>
        <translation>Вы заказываете первым.</translation>
    </message>
    <message>
        <source>Aces and high trumps usually take a trick: you hold {cards}.</source>
        <translation>Тузы и старшие козыри обычно берут взятку: у вас {cards}.</translation>
    </message>
    <message>
        <source>You hold no ace and no high trump: 0 is often the safe bid.</source>
        <translation>У вас нет ни туза, ни старшего козыря: часто надёжнее заказать 0.</translation>
    </message>
    <message>
        <source>You hold no ace: 0 is often the safe bid.</source>
        <translation>У вас нет туза: часто надёжнее заказать 0.</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Ваш заказ</translation>
    </message>
    <message>
        <source>Say how many tricks you will take: 0 to {cards}. Take exactly that many and you score 10 + your bid; one more or one fewer and you score nothing. A 0 made scores {zero}.</source>
        <translation>Скажите, сколько взяток возьмёте: от 0 до {cards}. Возьмёте ровно столько — получите 10 + заказ; на одну больше или меньше — ничего. Сыгранный заказ 0 приносит {zero}.</translation>
    </message>
    <message>
        <source>The dealer bids last</source>
        <translation>Сдающий заказывает последним</translation>
    </message>
    <message>
        <source>As the dealer you bid last, and you may not bid {bid}: the bids would add up to exactly the number of tricks ({cards}), and then everyone could make his bid.</source>
        <translation>Вы сдающий и заказываете последним; заказать {bid} нельзя: сумма заказов сравнялась бы с числом взяток ({cards}), и тогда каждый мог бы сыграть свой заказ.</translation>
    </message>
    <message>
        <source>More tricks were bid than there are: at least one player will take fewer than he said.</source>
        <translation>Заказано больше взяток, чем есть: хотя бы кто-то возьмёт меньше, чем заказал.</translation>
    </message>
    <message>
        <source>Fewer tricks were bid than there are: at least one player will take more than he wanted.</source>
        <translation>Заказано меньше взяток, чем есть: хотя бы кто-то возьмёт больше, чем хотел.</translation>
    </message>
    <message>
        <source>The bids add up to the tricks: everyone can make his bid — and everyone will try to make someone miss.</source>
        <translation>Сумма заказов равна числу взяток: каждый может сыграть свой заказ — и каждый постарается кому-нибудь помешать.</translation>
    </message>
    <message>
        <source>Over, under or even</source>
        <translation>Завышение, занижение или баланс</translation>
    </message>
    <message>
        <source>The bids add up to {total} for {tricks}: {figure}.</source>
        <translation>Заказано {total}, а в сдаче {tricks}: {figure}.</translation>
    </message>
    <message>
        <source>You sit left of the dealer: you lead the first trick, any card.</source>
        <translation>Вы сидите слева от сдающего: вы заходите в первую взятку, любой картой.</translation>
    </message>
    <message>
        <source>{leader} sits left of the dealer and leads the first trick.</source>
        <translation>{leader} сидит слева от сдающего и заходит в первую взятку.</translation>
    </message>
    <message>
        <source>The first lead</source>
        <translation>Первый заход</translation>
    </message>
    <message>
        <source>The others must follow the suit led if they can. The highest trump takes the trick, or without a trump the highest card of the suit led; the winner leads next.</source>
        <translation>Остальные обязаны ходить в масть захода, если она есть. Взятку берёт старший козырь, а без козыря — старшая карта масти захода; взявший заходит следующим.</translation>
    </message>
    <message>
        <source>Drag a card to the middle, double-click it, or pick it with the arrow keys and press Enter.</source>
        <translation>Перетащите карту на середину стола, щёлкните по ней дважды или выберите её стрелками и нажмите Enter.</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Ход в масть</translation>
    </message>
    <message>
        <source>{card} was led and you hold {suit}: you must play one of them ({cards}).</source>
        <translation>Зашли с {card}, а у вас есть {suit}: нужно положить одну из них ({cards}).</translation>
    </message>
    <message>
        <source>You have no {suit}: play any card. Without trumps it cannot take the trick — a good moment to get rid of a high card you do not want.</source>
        <translation>У вас нет масти «{suit}»: кладите любую карту. Без козырей она взятку не возьмёт — удобный момент избавиться от ненужной старшей карты.</translation>
    </message>
    <message>
        <source>You have no {suit}: play any card. A trump ({trump}) takes the trick unless a higher trump comes; you need not trump — throw away another card if you want no more tricks.</source>
        <translation>У вас нет масти «{suit}»: кладите любую карту. Козырь ({trump}) возьмёт взятку, если не придёт старший козырь; козырять не обязательно — сбросьте другую карту, если больше взяток не нужно.</translation>
    </message>
    <message>
        <source>No card of the suit led</source>
        <translation>Нет масти захода</translation>
    </message>
    <message>
        <source>the highest trump</source>
        <translation>старшим козырем</translation>
    </message>
    <message>
        <source>the highest card of the suit led</source>
        <translation>старшей картой масти захода</translation>
    </message>
    <message>
        <source>You take the trick with {card}, {how}. You have {taken} of the {bid} you bid.</source>
        <translation>Вы берёте взятку картой {card} — {how}. У вас {taken} из заказанных {bid}.</translation>
    </message>
    <message>
        <source>{winner} takes the trick with {card}, {how}, and has {taken} of the {bid} he bid.</source>
        <translation>{winner} берёт взятку картой {card} — {how}; у него {taken} из заказанных {bid}.</translation>
    </message>
    <message>
        <source>A trick</source>
        <translation>Взятка</translation>
    </message>
    <message>
        <source>The one who took it leads the next trick.</source>
        <translation>Взявший заходит в следующую взятку.</translation>
    </message>
    <message>
        <source>You bid 0: any trick you take breaks your bid. Play low cards, follow with cards lower than the ones on the table, and throw away your high cards when you cannot follow.</source>
        <translation>Вы заказали 0: любая взятая взятка ломает заказ. Играйте младшими картами, подкладывайте карты ниже лежащих на столе, а когда масти нет — сбрасывайте старшие карты.</translation>
    </message>
    <message>
        <source>You bid {bid} and have taken {bid}: one more trick and the deal scores nothing. Play low cards now, and follow with cards lower than the ones on the table.</source>
        <translation>Вы заказали {bid} и уже взяли {bid}: ещё одна взятка — и сдача не принесёт ничего. Теперь играйте младшими картами и подкладывайте карты ниже лежащих на столе.</translation>
    </message>
    <message>
        <source>Take no more tricks</source>
        <translation>Больше взяток не брать</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>{who}: bid {bid}, took {taken} — made, {points}.</source>
        <translation>{who}: заказ {bid}, взято {taken} — сыграно, {points}.</translation>
    </message>
    <message>
        <source>{who}: bid {bid}, took {taken} — bankrupt, {points}.</source>
        <translation>{who}: заказ {bid}, взято {taken} — банкрот, {points}.</translation>
    </message>
    <message>
        <source>The deal is scored</source>
        <translation>Подсчёт сдачи</translation>
    </message>
    <message>
        <source>Only an exact bid scores: 10 + the bid.</source>
        <translation>Очки приносит только точный заказ: 10 + заказ.</translation>
    </message>
    <message>
        <source>The score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Each deal is a row: its number, the cards each player held, the trump and the over/under figure; then for each player his bid and running total. A missed bid is struck out and scores nothing. The dock beside the table shows the totals; View → Score sheet window shows the whole sheet.</source>
        <translation>Каждая сдача — строка: её номер, сколько карт было у каждого, козырь и завышение или занижение; дальше у каждого игрока — его заказ и нарастающий итог. Несыгранный заказ зачёркивается и ничего не приносит. Панель рядом со столом показывает итоги; Вид → Окно записи — всю запись.</translation>
    </message>
    <message>
        <source>After deal {number} the totals are {totals}.</source>
        <translation>После сдачи {number} итоги: {totals}.</translation>
    </message>
    <message>
        <source>You share the highest total: you share first place.</source>
        <translation>У вас лучший итог вместе с другими: вы делите первое место.</translation>
    </message>
    <message>
        <source>You have the highest total: you win!</source>
        <translation>У вас лучший итог: вы победили!</translation>
    </message>
    <message>
        <source>{winner} has the highest total and wins. Another game? Game → New game, or Help → Learn to play Oh Hell again.</source>
        <translation>Лучший итог у игрока {winner}: это победа. Ещё партию? Игра → Новая партия или снова Справка → Научиться играть: Черт побери.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Конец партии</translation>
    </message>
    <message>
        <source>Equal totals share a place.</source>
        <translation>Равные итоги делят место.</translation>
    </message>
</context>
<context>
    <name>OhHellLessonPlurals</name>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>по %n карте</numerusform>
            <numerusform>по %n карты</numerusform>
            <numerusform>по %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellPlurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n&#xa0;карта</numerusform>
            <numerusform>%n&#xa0;карты</numerusform>
            <numerusform>%n&#xa0;карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n сдача</numerusform>
            <numerusform>%n сдачи</numerusform>
            <numerusform>%n сдач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played; {made} of {bids} bids made.</source>
        <translation>
            <numerusform>Сыграна %n сдача; сыграно заказов: {made} из {bids}.</numerusform>
            <numerusform>Сыграно %n сдачи; сыграно заказов: {made} из {bids}.</numerusform>
            <numerusform>Сыграно %n сдач; сыграно заказов: {made} из {bids}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellRules</name>
    <message>
        <source>first every player bids how many tricks he will take</source>
        <translation>сначала каждый заказывает, сколько возьмёт взяток</translation>
    </message>
    <message>
        <source>the bidding is over: play a card</source>
        <translation>заказы сделаны: ходите картой</translation>
    </message>
    <message>
        <source>a bid is a number of tricks from 0 to {cards}, the cards in your hand</source>
        <translation>заказ — число взяток от 0 до {cards}, по числу карт у вас на руке</translation>
    </message>
    <message>
        <source>the dealer may not bid {bid}: the bids would add up to the number of tricks in the deal ({cards})</source>
        <translation>сдатчику нельзя заказать {bid}: сумма заказов сравнялась бы с числом взяток в сдаче ({cards})</translation>
    </message>
    <message>
        <source>you must follow suit: {suit} was led</source>
        <translation>нужно ходить в масть: первый ход — {suit}</translation>
    </message>
</context>
<context>
    <name>OhHellSheet</name>
    <message>
        <source>even</source>
        <translation>баланс</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trump, in a narrow column</comment>
        <translation>б/к</translation>
    </message>
    <message>
        <source>A struck-out bid: bankrupt, the player took more or fewer tricks than he bid and loses the difference between his bid and his tricks (§6).</source>
        <translation>Зачёркнутый заказ — банкрот: игрок взял больше или меньше взяток, чем заказал, и теряет разницу между заказом и взятками (§6).</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Cds</source>
        <translation>Карт</translation>
    </message>
    <message>
        <source>Cards each player held</source>
        <translation>Сколько карт было у каждого на руках</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>Over / under</source>
        <translation>Завыш. / заниж.</translation>
    </message>
    <message>
        <source>The bids minus the tricks: over (+), under (−) or even (0)</source>
        <translation>Сумма заказов минус число взяток: завышение (+), занижение (−) или баланс (0)</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>bid {bid}, took {tricks}: {points:+d}</source>
        <translation>заказ {bid}, взято {tricks}: {points:+d}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>A struck-out bid: bankrupt, the player took more or fewer tricks than he bid and scores nothing for the deal (§6).</source>
        <translation>Зачёркнутый заказ — банкрот: игрок взял больше или меньше взяток, чем заказал, и за сдачу ему ничего не записано (§6).</translation>
    </message>
    <message>
        <source>±: the bids minus the tricks of the deal (§4).</source>
        <translation>±: сумма заказов минус число взяток в сдаче (§4).</translation>
    </message>
    <message>
        <source>NT: the deal was played without trumps (§3).</source>
        <translation>б/к: сдача играна без козыря (§3).</translation>
    </message>
    <message>
        <source>Each cell: the running total · the bid, written small.</source>
        <translation>В каждой клетке: сумма · заказ (мелко).</translation>
    </message>
</context>
<context>
    <name>OhHellSheetPlurals</name>
    <message numerus="yes">
        <source>over by %n</source>
        <translation>
            <numerusform>завышение на&#xa0;%n</numerusform>
            <numerusform>завышение на&#xa0;%n</numerusform>
            <numerusform>завышение на&#xa0;%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>under by %n</source>
        <translation>
            <numerusform>занижение на&#xa0;%n</numerusform>
            <numerusform>занижение на&#xa0;%n</numerusform>
            <numerusform>занижение на&#xa0;%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>place %n</source>
        <translation>
            <numerusform>место %n</numerusform>
            <numerusform>место %n</numerusform>
            <numerusform>место %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellTable</name>
    <message>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Ваш заказ: сколько взяток возьмёте?</translation>
    </message>
    <message>
        <source>(As the dealer you may not bid {bid}: the bids would add up to the number of tricks, {cards}; §4.)</source>
        <translation>(Сдатчику нельзя заказать {bid}: сумма заказов сравнялась бы с числом взяток в сдаче, {cards}, §4.)</translation>
    </message>
    <message>
        <source>Your card (you bid {bid}, you have {taken}): drag it to the table, double-click it or press Enter.</source>
        <translation>Ваш ход (заказ {bid}, взято {taken}): перетащите карту на стол (или двойной щелчок, или Enter).</translation>
    </message>
    <message>
        <source>Oh Hell, custom rules</source>
        <translation>Черт побери, свои правила</translation>
    </message>
    <message>
        <source>{game}, {players}, {deals}</source>
        <translation>{game}, {players}, {deals}</translation>
    </message>
    <message>
        <source>Bid {bid}: you say you will take exactly {tricks}; made, it scores {points} (rules §4, §6).</source>
        <translation>Заказ {bid} ({tricks}): вы обещаете взять ровно столько; если сыграете, получите {points} (правила, §4, §6).</translation>
    </message>
    <message>
        <source>Missed, it loses a point for every trick too many or too few.</source>
        <translation>Если нет — минус очко за каждую лишнюю или недостающую взятку.</translation>
    </message>
    <message>
        <source>The bids add up to {total} for {tricks}: {over_under}.</source>
        <translation>Заказано {total}, а в сдаче {tricks}: {over_under}.</translation>
    </message>
    <message>
        <source>to bid</source>
        <translation>заказывает</translation>
    </message>
    <message>
        <source>bid {bid} · took {taken}</source>
        <translation>заказ {bid} · взято {taken}</translation>
    </message>
    <message>
        <source>Bid {bid}, took {taken} of {cards}.</source>
        <translation>Заказ {bid}, взято {taken} из {cards}.</translation>
    </message>
    <message>
        <source>Bids so far: {total}</source>
        <translation>Заказано пока: {total}</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Без козыря</translation>
    </message>
    <message>
        <source>Deal&#xa0;{number}: {cards}, {trump} — {over_under}</source>
        <translation>Сдача&#xa0;{number}: {cards}, {trump} — {over_under}</translation>
    </message>
    <message>
        <source>Deal {number} of {count}</source>
        <translation>Сдача {number} из {count}</translation>
    </message>
    <message>
        <source>{cards} each</source>
        <translation>На руке: {cards}</translation>
    </message>
    <message>
        <source>The last deal is played without trumps (rules §3).</source>
        <translation>Последняя сдача играется без козыря (правила, §3).</translation>
    </message>
    <message>
        <source>No card is left to turn: no trumps (rules §3).</source>
        <translation>Открыть козырь нечем: все карты розданы, игра без козыря (правила, §3).</translation>
    </message>
    <message>
        <source>{deal}
Trump: {suit}
{rest}</source>
        <translation>{deal}
Козырь: {suit}
{rest}</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>без козыря</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Bankrupt (took more or fewer tricks than bid): {names}.</source>
        <translation>Банкротство (перебор или недобор): {names}.</translation>
    </message>
    <message>
        <source>Every bid was made.</source>
        <translation>Все заказы сыграны.</translation>
    </message>
</context>
<context>
    <name>OsError</name>
    <message>
        <source>no permission</source>
        <translation>нет прав доступа</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>не найден</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>ошибка чтения или записи диска</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>{side} claimed the finish with {written} + {deal} = {total} of {target} points: a true claim, which wins the game (rules §8.7).</source>
        <translation>{side}: доезд заявлен с {written} + {deal} = {total} из {target} очков — доезд верный, партия выиграна (правила, §8.7).</translation>
    </message>
    <message>
        <source>{side} claimed the finish with {written} + {deal} = {total} of {target} points: a false claim, which loses the game (rules §8.7).</source>
        <translation>{side}: доезд заявлен с {written} + {deal} = {total} из {target} очков — доезда нет, партия проиграна (правила, §8.7).</translation>
    </message>
    <message>
        <source>{side} claimed the finish, counting {deal} points of this deal: a true claim, which wins the game (rules §8.7).</source>
        <translation>{side}: доезд заявлен (очков в этой сдаче: {deal}) — доезд верный, партия выиграна (правила, §8.7).</translation>
    </message>
    <message>
        <source>{side} claimed the finish, counting {deal} points of this deal: a false claim, which loses the game (rules §8.7).</source>
        <translation>{side}: доезд заявлен (очков в этой сдаче: {deal}) — доезда нет, партия проиграна (правила, §8.7).</translation>
    </message>
    <message>
        <source>Everybody passed: the cards are dealt again (rules §4).</source>
        <translation>Все спасовали: карты сдаются заново (правила, §4).</translation>
    </message>
    <message>
        <source>Four sevens were shown: the cards are dealt again (rules §5).</source>
        <translation>Показаны четыре семёрки: карты сдаются заново (правила, §5).</translation>
    </message>
    <message>
        <source>A poor hand was shown: the cards are dealt again (rules §5).</source>
        <translation>Показана плохая карта: карты сдаются заново (правила, §5).</translation>
    </message>
    <message>
        <source>Fifty was conceded: {maker} writes 50 without play (rules §4).</source>
        <translation>Полтинник отдан: {maker} записывает 50 без игры (правила, §4).</translation>
    </message>
    <message>
        <source>{side} showed a debertz and won the game at once (rules §5).</source>
        <translation>{side}: показан деберц — партия выиграна сразу (правила, §5).</translation>
    </message>
    <message>
        <source>{side} showed a klabor and won the game at once (rules §5).</source>
        <translation>{side}: показан клабор — партия выиграна сразу (правила, §5).</translation>
    </message>
    <message>
        <source>The dave was declined: {stakes} to {side} (rules §12).</source>
        <translation>Дав не принят. Победитель: {side} ({stakes}) (правила, §12).</translation>
    </message>
    <message>
        <source>A negative round: everybody passed twice, nobody is the maker, and every side writes its points as minus (rules §10.4).</source>
        <translation>Игра в минус: все дважды спасовали, играющего нет, и каждая сторона записывает свои очки со знаком минус (правила, §10.4).</translation>
    </message>
    <message>
        <source>{side} reached the target of {target} points (rules §10.3).</source>
        <translation>{side}: достигнута цель партии ({target}), партия выиграна (правила, §10.3).</translation>
    </message>
    <message>
        <source>More than one side reached {target} points in the last deal; the rules give the game to {side} (rules §10.3, §15).</source>
        <translation>В последней сдаче {target} очков набрали несколько сторон; по правилам партия достаётся: {side} (правила, §10.3, §15).</translation>
    </message>
    <message>
        <source>{side}: {points} points ahead, and that ends the game (rules §10.3).</source>
        <translation>{side}: отрыв {points} — этого достаточно, партия окончена (правила, §10.3).</translation>
    </message>
    <message>
        <source>{loser} declined the dave and gave up {stakes} to {side} (rules §12).</source>
        <translation>{loser}: дав не принят, партия сдана. Победитель: {side} ({stakes}) (правила, §12).</translation>
    </message>
    <message>
        <source>The one deal decided the game: {stakes} to {side} (rules §12).</source>
        <translation>Партию решила единственная сдача. Победитель: {side} ({stakes}) (правила, §12).</translation>
    </message>
    <message>
        <source>You claim the finish: {target} points reached. Written before this deal: {written}; taken in it: {deal}; together {total}.</source>
        <translation>Вы заявляете доезд: {target} очков набрано. Записано до этой сдачи: {written}; взято в ней: {deal}; всего {total}.</translation>
    </message>
    <message>
        <source>The claim is true: you win the game at once (rules §8.7).</source>
        <translation>Доезд верный: вы сразу выигрываете партию (правила, §8.7).</translation>
    </message>
    <message>
        <source>That is short of {target}: the claim is false, and you lose the game at once (rules §8.7).</source>
        <translation>Это меньше {target}: доезда нет, и вы сразу проигрываете партию (правила, §8.7).</translation>
    </message>
    <message>
        <source>Claim the finish?</source>
        <translation>Заявить доезд?</translation>
    </message>
    <message>
        <source>Claim the finish</source>
        <translation>Заявить доезд</translation>
    </message>
    <message>
        <source>You show a debertz: your cards are shown to everybody and you win the game at once (rules §5).</source>
        <translation>Вы показываете деберц: ваши карты увидят все, и вы сразу выигрываете партию (правила, §5).</translation>
    </message>
    <message>
        <source>You show a klabor: your cards are shown to everybody and you win the game at once (rules §5).</source>
        <translation>Вы показываете клабор: ваши карты увидят все, и вы сразу выигрываете партию (правила, §5).</translation>
    </message>
    <message>
        <source>Show your cards?</source>
        <translation>Показать карты?</translation>
    </message>
    <message>
        <source>Show and win</source>
        <translation>Показать и выиграть</translation>
    </message>
    <message>
        <source>Concede fifty?</source>
        <translation>Отдать полтинник?</translation>
    </message>
    <message>
        <source>You give up this deal: if {maker} accepts, {maker} writes 50 points and the deal ends without play; {maker} may refuse and play it (rules §4).</source>
        <translation>Вы сдаётесь в этой сдаче: если {maker} согласится, {maker} запишет 50 очков и сдача закончится без игры; {maker} может и отказаться и играть (правила, §4).</translation>
    </message>
    <message>
        <source>Concede fifty</source>
        <translation>Отдать полтинник</translation>
    </message>
    <message>
        <source>Decline the dave?</source>
        <translation>Не принимать дав?</translation>
    </message>
    <message>
        <source>You give up {stakes} and the game ends: {name} wins it (rules §12). To play on for the raised stake, accept the dave instead.</source>
        <translation>Вы отдаёте ставку ({stakes}), и партия заканчивается; победитель — {name} (правила, §12). Чтобы играть дальше на повышенную ставку, примите дав.</translation>
    </message>
    <message>
        <source>Decline and lose</source>
        <translation>Сдаться и проиграть</translation>
    </message>
    <message>
        <source>Say dave?</source>
        <translation>Сказать «дав»?</translation>
    </message>
    <message>
        <source>If your opponent declines, you win {stakes} and the game ends; if he accepts, the deal goes on for more (rules §12).</source>
        <translation>Если противник не примет дав, вы выигрываете ({stakes}) и партия заканчивается; если примет — сдача идёт дальше на повышенную ставку (правила, §12).</translation>
    </message>
    <message>
        <source>Say dave</source>
        <translation>Сказать «дав»</translation>
    </message>
    <message>
        <source>Everybody passed twice: a negative round. {trump} is trump and nobody is the maker; every point a side takes is written as minus (rules §10.4).</source>
        <translation>Все дважды спасовали: игра в минус. Козырь — {trump}, играющего нет; каждое взятое очко записывается со знаком минус (правила, §10.4).</translation>
    </message>
    <message>
        <source>{name} says dave: decline and lose {stakes}, or accept and play on for more (rules §12).</source>
        <translation>{name}: «Дав!» Не примете — проиграете ({stakes}); примете — играете дальше на повышенную ставку (правила, §12).</translation>
    </message>
    <message>
        <source>{name} accepts the dave: the deal is now played for {stakes} (rules §12).</source>
        <translation>{name}: дав принят, играем дальше; на кону {stakes} (правила, §12).</translation>
    </message>
    <message>
        <source>{name} declines the dave and gives up {stakes} (rules §12).</source>
        <translation>{name}: дав не принят — партия сдана, проиграно: {stakes} (правила, §12).</translation>
    </message>
    <message>
        <source>{name} shows a debertz ({cards}) and wins the game at once (rules §5).</source>
        <translation>{name}: деберц ({cards}) — партия выиграна сразу (правила, §5).</translation>
    </message>
    <message>
        <source>{name} shows a klabor ({cards}) and wins the game at once (rules §5).</source>
        <translation>{name}: клабор ({cards}) — партия выиграна сразу (правила, §5).</translation>
    </message>
    <message>
        <source>{name} shows {cards}: the deal is void and dealt again (rules §5).</source>
        <translation>{name}: показаны {cards} — сдача недействительна, пересдача (правила, §5).</translation>
    </message>
    <message>
        <source>{name} claims the finish, counting {points} points of this deal: a true claim, which wins the game (rules §8.7).</source>
        <translation>{name}: «Доезд!» (очков в этой сдаче: {points}) — доезд верный, партия выиграна (правила, §8.7).</translation>
    </message>
    <message>
        <source>{name} claims the finish, counting {points} points of this deal: a false claim, which loses the game (rules §8.7).</source>
        <translation>{name}: «Доезд!» (очков в этой сдаче: {points}) — доезда нет, партия проиграна (правила, §8.7).</translation>
    </message>
    <message>
        <source>{name} concedes fifty: accept 50 points without play, or refuse and play the deal (rules §4).</source>
        <translation>{name} отдаёт полтинник: примите 50 очков без игры или откажитесь и играйте сдачу (правила, §4).</translation>
    </message>
    <message>
        <source>{name} refuses the concession: the deal is played (rules §4).</source>
        <translation>{name}: полтинник не принят, сдача играется (правила, §4).</translation>
    </message>
    <message>
        <source>{name} accepts the concession and writes 50 points (rules §4).</source>
        <translation>{name}: полтинник принят — записано 50 очков (правила, §4).</translation>
    </message>
</context>
<context>
    <name>PencilLegend</name>
    <message>
        <source>a stick: 20</source>
        <translation>палочка — 20</translation>
    </message>
    <message>
        <source>a circle: 50</source>
        <translation>кружок — 50</translation>
    </message>
    <message>
        <source>a cross: 100</source>
        <translation>крест — 100</translation>
    </message>
    <message>
        <source>small points above are taken away: 40 − 4 = 36</source>
        <translation>мелкие очки сверху вычитаются: 40 − 4 = 36</translation>
    </message>
    <message>
        <source>small points below are added: 60 + 8 = 68</source>
        <translation>мелкие очки снизу прибавляются: 60 + 8 = 68</translation>
    </message>
    <message>
        <source>a dash: nothing written (0)</source>
        <translation>прочерк — ничего не записано (0)</translation>
    </message>
    <message>
        <source>a minus in front: points lost (−40)</source>
        <translation>минус впереди — очки списаны (−40)</translation>
    </message>
    <message>
        <source>bitten</source>
        <translation>байт</translation>
    </message>
    <message>
        <source>the third bite: a penalty</source>
        <translation>третий байт — штраф</translation>
    </message>
    <message>
        <source>the points hang</source>
        <translation>очки висят</translation>
    </message>
    <message>
        <source>won the hanging points</source>
        <translation>забрал висячие</translation>
    </message>
    <message>
        <source>{sign}: no trick taken</source>
        <translation>{sign} — ни одной взятки</translation>
    </message>
    <message>
        <source>the total reached 500</source>
        <translation>набрано 500</translation>
    </message>
</context>
<context>
    <name>PlayerRowsForm</name>
    <message>
        <source>Every deal of the game is written.</source>
        <translation>Все сдачи партии записаны.</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Deal {number} of {count}</source>
        <translation>Сдача {number} из {count}</translation>
    </message>
    <message>
        <source>Correcting deal {number} of {count}</source>
        <translation>Исправление сдачи {number} из {count}</translation>
    </message>
    <message>
        <source>{name} (dealer)</source>
        <translation>{name} (сдаёт)</translation>
    </message>
    <message>
        <source>The tricks {name} took.</source>
        <translation>Взятки, которые взял игрок {name}.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n stake(s)</source>
        <translation>
            <numerusform>%n ставка</numerusform>
            <numerusform>%n ставки</numerusform>
            <numerusform>%n ставок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The maker tied: his %n point(s) hang and go to whoever scores most in the next deal (rules §10.2).</source>
        <translation>
            <numerusform>У играющего поровну с вистующим: его %n очко висит и достанется тому, кто больше наберёт в следующей сдаче (правила, §10.2).</numerusform>
            <numerusform>У играющего поровну с вистующим: его %n очка висят и достанутся тому, кто больше наберёт в следующей сдаче (правила, §10.2).</numerusform>
            <numerusform>У играющего поровну с вистующим: его %n очков висят и достанутся тому, кто больше наберёт в следующей сдаче (правила, §10.2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The maker was bitten by two defenders with equal totals: his %n point(s) hang between them until a deal decides (rules §10.1).</source>
        <translation>
            <numerusform>Играющий не сыграл, а у двух вистующих поровну: его %n очко висит между ними, пока его не решит сдача (правила, §10.1).</numerusform>
            <numerusform>Играющий не сыграл, а у двух вистующих поровну: его %n очка висят между ними, пока их не решит сдача (правила, §10.1).</numerusform>
            <numerusform>Играющий не сыграл, а у двух вистующих поровну: его %n очков висят между ними, пока их не решит сдача (правила, §10.1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>Classic (Moscow)</source>
        <translation>Классика (московский)</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>По сайту</translation>
    </message>
    <message>
        <source>Kharkov</source>
        <translation>Харьковский</translation>
    </message>
    <message>
        <source>Odessa (Klabor)</source>
        <translation>Одесский (клабор)</translation>
    </message>
    <message>
        <source>Paired Belote</source>
        <translation>Парная белота</translation>
    </message>
    <message>
        <source>Short Deberts</source>
        <translation>Короткий деберц</translation>
    </message>
    <message>
        <source>Deberts with fifty</source>
        <translation>Деберц с полтинником</translation>
    </message>
    <message>
        <source>Master (classic): own trumps</source>
        <translation>Магистр (классика): свои козыри</translation>
    </message>
    <message>
        <source>Master without trumps</source>
        <translation>Магистр без козырей</translation>
    </message>
    <message>
        <source>Master, one trump for all</source>
        <translation>Магистр, один козырь для всех</translation>
    </message>
    <message>
        <source>Master, two trumps for all</source>
        <translation>Магистр, два козыря для всех</translation>
    </message>
    <message>
        <source>Master, senior ♠ and junior ♦ trumps</source>
        <translation>Магистр, старший ♠ и младший ♦ козыри</translation>
    </message>
    <message>
        <source>Chert poberi (classic)</source>
        <translation>Черт побери (классика)</translation>
    </message>
    <message>
        <source>Chert poberi, zero bids 5 + cards</source>
        <translation>Черт побери, ноль — 5 + карты</translation>
    </message>
    <message>
        <source>Oh Hell river (up and down)</source>
        <translation>Река (вверх и вниз)</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>one deal (Short Deberts)</source>
        <translation>одна сдача (короткий деберц)</translation>
    </message>
    <message>
        <source>to {target} points</source>
        <translation>до {target} очка</translation>
    </message>
    <message>
        <source>{players} players in pairs</source>
        <translation>{players} игрока, пара на пару</translation>
    </message>
    <message>
        <source>{players} players</source>
        <translation>игроков: {players}</translation>
    </message>
    <message>
        <source>{variant}, {seating}, {target}</source>
        <translation>{variant}, {seating}, {target}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>{rules}, except {changes}</source>
        <translation>{rules}; изменено: {changes}</translation>
    </message>
    <message>
        <source>{game} score sheet</source>
        <translation>Запись игры «{game}»</translation>
    </message>
    <message>
        <source>Debertz score sheet</source>
        <translation>Запись партии в деберц</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>{title} — page {page} of {pages}</source>
        <translation>{title} — страница {page} из {pages}</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>части</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>победитель</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>score sheet {date}</source>
        <translation>запись {date}</translation>
    </message>
    <message>
        <source>c</source>
        <comment>abbreviation: card points</comment>
        <translation>к</translation>
    </message>
    <message>
        <source>l</source>
        <comment>abbreviation: last trick</comment>
        <translation>пв</translation>
    </message>
    <message>
        <source>k</source>
        <comment>abbreviation: combinations</comment>
        <translation>ком</translation>
    </message>
    <message>
        <source>b</source>
        <comment>abbreviation: bella</comment>
        <translation>б</translation>
    </message>
    <message>
        <source>a</source>
        <comment>abbreviation: points awarded without play</comment>
        <translation>прс</translation>
    </message>
    <message>
        <source>r</source>
        <comment>abbreviation: points received</comment>
        <translation>пол</translation>
    </message>
    <message>
        <source>p</source>
        <comment>abbreviation: penalties</comment>
        <translation>шт</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Набор страниц:</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>{count} names for {players} players</source>
        <translation>{count} имён на {players} игроков</translation>
    </message>
    <message>
        <source>not a Debertz game record (no &quot;format&quot;: &quot;debertz-record&quot;)</source>
        <translation>это не запись партии в деберц (нет &quot;format&quot;: &quot;debertz-record&quot;)</translation>
    </message>
    <message>
        <source>version: a whole number is needed</source>
        <translation>version: нужно целое число</translation>
    </message>
    <message>
        <source>version {version}: this record was made by a newer Debertz Desktop (this one reads version {known})</source>
        <translation>version {version}: запись сделана более новой версией программы (эта читает версию {known})</translation>
    </message>
    <message>
        <source>version {version}: unknown</source>
        <translation>version {version}: неизвестная версия</translation>
    </message>
    <message>
        <source>rules: {error}</source>
        <translation>правила: {error}</translation>
    </message>
    <message>
        <source>seats: a list of {players} seats is needed</source>
        <translation>seats: нужен список из {players} мест</translation>
    </message>
    <message>
        <source>seats[{index}]: a seat needs a name</source>
        <translation>seats[{index}]: у места должно быть имя</translation>
    </message>
    <message>
        <source>seed: a whole number is needed</source>
        <translation>seed: нужно целое число</translation>
    </message>
    <message>
        <source>deals: a list is needed</source>
        <translation>deals: нужен список</translation>
    </message>
    <message>
        <source>deals[{index}].number: deal {number} is given twice</source>
        <translation>deals[{index}].number: сдача {number} указана дважды</translation>
    </message>
    <message>
        <source>actions: a list is needed</source>
        <translation>actions: нужен список</translation>
    </message>
    <message>
        <source>actions[{index}]: {item!r} is not [seat, &quot;action&quot;]</source>
        <translation>actions[{index}]: {item!r} — не [место, &quot;действие&quot;]</translation>
    </message>
    <message>
        <source>actions[{index}]: {error}</source>
        <translation>actions[{index}]: {error}</translation>
    </message>
    <message>
        <source>actions[{index}]: seat {seat} &quot;{action}&quot;: {error}</source>
        <translation>actions[{index}]: место {seat} &quot;{action}&quot;: {error}</translation>
    </message>
    <message>
        <source>not a game record: {error}</source>
        <translation>это не запись партии: {error}</translation>
    </message>
    <message>
        <source>deals[{index}]: an object is needed</source>
        <translation>deals[{index}]: нужен объект</translation>
    </message>
    <message>
        <source>deals[{index}].number: a deal number from 1 is needed</source>
        <translation>deals[{index}].number: нужен номер сдачи от 1</translation>
    </message>
    <message>
        <source>deals[{index}].dealer: a seat from 0 to {last} is needed</source>
        <translation>deals[{index}].dealer: нужно место от 0 до {last}</translation>
    </message>
    <message>
        <source>deals[{index}].deck: a list of {count} cards is needed</source>
        <translation>deals[{index}].deck: нужен список из {count} карт</translation>
    </message>
    <message>
        <source>deals[{index}].deck: {error}</source>
        <translation>deals[{index}].deck: {error}</translation>
    </message>
    <message>
        <source>not a Debertz score-keeper game (no &quot;format&quot;: &quot;debertz-live&quot;)</source>
        <translation>это не партия из «Записи счёта» (нет &quot;format&quot;: &quot;debertz-live&quot;)</translation>
    </message>
    <message>
        <source>first_dealer: a seat from 0 to {last} is needed</source>
        <translation>first_dealer: нужно место от 0 до {last}</translation>
    </message>
    <message>
        <source>deals[{index}]: {error}</source>
        <translation>deals[{index}]: {error}</translation>
    </message>
    <message>
        <source>deals: {error}</source>
        <translation>deals: {error}</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>файла нет</translation>
    </message>
    <message>
        <source>the file cannot be read: {reason}</source>
        <translation>файл не читается: {reason}</translation>
    </message>
    <message>
        <source>not a regular file (a folder, a device or a pipe)</source>
        <translation>это не обычный файл (папка, устройство или канал)</translation>
    </message>
    <message>
        <source>too large: {size} bytes, where a saved game is at most {limit}</source>
        <translation>слишком большой: {size} байт, а сохранённая партия занимает не больше {limit}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>not a text file (invalid UTF-8 at byte {offset})</source>
        <translation>это не текстовый файл (неверный UTF-8 в байте {offset})</translation>
    </message>
    <message>
        <source>invalid JSON at line {line}, column {column}</source>
        <translation>неверный JSON в строке {line}, столбце {column}</translation>
    </message>
    <message>
        <source>{token} is not a number JSON allows</source>
        <translation>{token} — не число, допустимое в JSON</translation>
    </message>
    <message>
        <source>a number too long or too large to read</source>
        <translation>слишком длинное или слишком большое число</translation>
    </message>
    <message>
        <source>nested more than {limit} levels deep</source>
        <translation>вложенность глубже {limit} уровней</translation>
    </message>
    <message>
        <source>text that is not valid Unicode (a lone surrogate)</source>
        <translation>текст, который не является правильным Юникодом (одиночный суррогат)</translation>
    </message>
    <message>
        <source>not a hosted table (no &quot;format&quot;: &quot;debertz-lan-table&quot;)</source>
        <translation>это не сетевой стол (нет &quot;format&quot;: &quot;debertz-lan-table&quot;)</translation>
    </message>
    <message>
        <source>hosted table version {version}: made by a newer Debertz Desktop (this one reads version {known})</source>
        <translation>сетевой стол версии {version}: сохранён более новой версией Debertz Desktop (эта читает версию {known})</translation>
    </message>
    <message>
        <source>hosted table version {version}: unknown</source>
        <translation>сетевой стол версии {version}: неизвестна</translation>
    </message>
    <message>
        <source>seats: {error}</source>
        <translation>места: {error}</translation>
    </message>
    <message>
        <source>not a score sheet of a network game (no &quot;format&quot;: &quot;debertz-network-sheet&quot;)</source>
        <translation>это не запись сетевой партии (нет &quot;format&quot;: &quot;debertz-network-sheet&quot;)</translation>
    </message>
    <message>
        <source>score sheet version {version}: made by a newer Debertz Desktop (this one reads version {known})</source>
        <translation>запись версии {version}: сохранена более новой версией Debertz Desktop (эта читает версию {known})</translation>
    </message>
    <message>
        <source>score sheet version {version}: unknown</source>
        <translation>запись версии {version}: неизвестна</translation>
    </message>
    <message>
        <source>names: a list of {players} names is needed</source>
        <translation>names: нужен список из {players} имён</translation>
    </message>
    <message>
        <source>seat: a seat from 0 to {last} is needed</source>
        <translation>seat: нужно место от 0 до {last}</translation>
    </message>
    <message>
        <source>rows: a list is needed</source>
        <translation>rows: нужен список</translation>
    </message>
    <message>
        <source>a row of the sheet: {error}</source>
        <translation>строка записи: {error}</translation>
    </message>
    <message>
        <source>rows[{index}]: {sides} sides are needed</source>
        <translation>rows[{index}]: нужно сторон: {sides}</translation>
    </message>
    <message>
        <source>record: a game of {game} is needed</source>
        <translation>record: нужна партия игры {game}</translation>
    </message>
    <message>
        <source>winner_side: a side from 0 to {last} is needed</source>
        <translation>winner_side: нужна сторона от 0 до {last}</translation>
    </message>
    <message>
        <source>game &quot;{game}&quot;: this version knows {known}</source>
        <translation>игра «{game}»: эта версия знает {known}</translation>
    </message>
    <message>
        <source>a deck must hold each of the {count} cards exactly once</source>
        <translation>в колоде каждая из {count} карт должна быть ровно один раз</translation>
    </message>
    <message>
        <source>not a kept game of Master</source>
        <translation>это не записанная партия в «Магистр»</translation>
    </message>
    <message>
        <source>not a kept game of Oh Hell</source>
        <translation>это не записанная партия в «Черт побери»</translation>
    </message>
    <message>
        <source>not a kept game of Debertz</source>
        <translation>это не записанная партия в Деберц</translation>
    </message>
    <message>
        <source>not the seats held at network tables (no &quot;format&quot;: &quot;debertz-lan-seats&quot; with a list of &quot;seats&quot;)</source>
        <translation>это не места за сетевыми столами (нет &quot;format&quot;: &quot;debertz-lan-seats&quot; со списком &quot;seats&quot;)</translation>
    </message>
</context>
<context>
    <name>RejoinTrouble</name>
    <message>
        <source>The host of «{table}» does not answer at {address}: its program may be closed, or the table not hosted again yet. Still trying…</source>
        <translation>Хозяин стола «{table}» не отвечает по адресу {address}: возможно, его программа закрыта или стол ещё не открыт снова. Пробуем дальше…</translation>
    </message>
    <message>
        <source>Stopped. Your seat at «{table}» stays in the list above: Rejoin once its host has hosted the table again.</source>
        <translation>Остановлено. Ваше место за столом «{table}» остаётся в списке выше: вернитесь, когда хозяин снова откроет стол.</translation>
    </message>
    <message>
        <source>This table no longer has your seat: at {address} its host has a new table now, «{other}». Join the new table, or forget your seat at «{table}» (keep it only if the host may still open that table again).</source>
        <translation>За этим столом вашего места больше нет: по адресу {address} у хозяина теперь новый стол, «{other}». Сядьте за новый стол или забудьте место за столом «{table}» (оставьте его, только если хозяин может снова открыть тот стол).</translation>
    </message>
    <message>
        <source>Your seat at «{table}» is forgotten.</source>
        <translation>Место за столом «{table}» забыто.</translation>
    </message>
    <message>
        <source>&amp;Stop trying</source>
        <translation>&amp;Прекратить попытки</translation>
    </message>
    <message>
        <source>&amp;Forget the seat</source>
        <translation>&amp;Забыть место</translation>
    </message>
    <message>
        <source>Take the seat off the list of tables you were seated at</source>
        <translation>Убрать место из списка столов, за которыми вы сидели</translation>
    </message>
    <message>
        <source>Join the ne&amp;w table</source>
        <translation>Сесть за &amp;новый стол</translation>
    </message>
    <message>
        <source>Show the new table&apos;s seats, to take one</source>
        <translation>Показать места за новым столом, чтобы занять одно</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Deal {number}: the review for {name}</source>
        <translation>Сдача {number}: разбор игры — {name}</translation>
    </message>
    <message>
        <source>trump: {contract}, maker: {maker}</source>
        <translation>козырь: {contract}, играющий: {maker}</translation>
    </message>
    <message>
        <source>The hands as play began:</source>
        <translation>Карты на руках перед розыгрышем:</translation>
    </message>
    <message>
        <source>Biggest mistakes</source>
        <translation>Главные ошибки</translation>
    </message>
    <message>
        <source>No mistake in this deal.</source>
        <translation>В этой сдаче ошибок нет.</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>The choices at each mistake</source>
        <translation>Выбор при каждой ошибке</translation>
    </message>
    <message>
        <source>Exact values: with every hand known, everybody playing their best from the choice on (double dummy). Hard&apos;s estimate: what the computer&apos;s Hard player expects from the seat&apos;s own view, without any hidden card.</source>
        <translation>Точные значения: все карты известны, и после выбора каждый играет наилучшим образом (в открытую). Оценка «Сильного»: чего ожидает компьютерный игрок «Сильный», видя только то, что видно с этого места, без единой скрытой карты.</translation>
    </message>
    <message>
        <source>Trick {trick}</source>
        <translation>Взятка {trick}</translation>
    </message>
    <message>
        <source>Review the deal</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Взятка</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Выбрано</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучше</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Потеря</translation>
    </message>
    <message>
        <source>From the seat</source>
        <translation>С места</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Выбор</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Точно</translation>
    </message>
    <message>
        <source>Hard&apos;s estimate</source>
        <translation>Оценка «Сильного»</translation>
    </message>
    <message>
        <source>The trick the decision was made in</source>
        <translation>Взятка, в которой принято решение</translation>
    </message>
    <message>
        <source>A bid, a lead (the first card of a trick) or a reply</source>
        <translation>Заказ, заход (первая карта взятки) или ответ</translation>
    </message>
    <message>
        <source>What was chosen</source>
        <translation>Что было выбрано</translation>
    </message>
    <message>
        <source>The best choice with every hand known</source>
        <translation>Лучший выбор, когда известны все руки</translation>
    </message>
    <message>
        <source>What the choice lost against the best, with every hand known</source>
        <translation>Сколько выбор потерял против лучшего, когда известны все руки</translation>
    </message>
    <message>
        <source>What the choice lost as far as the seat could know: Hard&apos;s estimate from the seat&apos;s own cards and the play so far, the hidden hands unknown — a loss here was a mistake one could have seen</source>
        <translation>Сколько выбор потерял, насколько это можно было знать с этого места: оценка «Сильного» по своим картам и сыгранному, без чужих рук — потеря здесь означает ошибку, которую можно было увидеть</translation>
    </message>
    <message>
        <source>Each choice the seat had</source>
        <translation>Каждый возможный выбор</translation>
    </message>
    <message>
        <source>The choice&apos;s value with every hand known</source>
        <translation>Цена выбора, когда известны все руки</translation>
    </message>
    <message>
        <source>The choice&apos;s value as Hard judged it from the seat, the hidden hands unknown</source>
        <translation>Цена выбора по оценке «Сильного» с этого места, без чужих рук</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Отметка</translation>
    </message>
    <message>
        <source>The choice made, the best one with every hand known, and the one Hard would have made</source>
        <translation>Какой ход сделан, какой лучший при всех открытых картах и какой выбрал бы «Сильный»</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>выбрано</translation>
    </message>
    <message>
        <source>best</source>
        <translation>лучше всего</translation>
    </message>
    <message>
        <source>Hard&apos;s choice</source>
        <translation>выбор «Сильного»</translation>
    </message>
    <message>
        <source>As played: {result}</source>
        <translation>Как сыграно: {result}</translation>
    </message>
    <message>
        <source>from trick {trick} on</source>
        <translation>начиная со взятки {trick}</translation>
    </message>
    <message>
        <source>from the bidding on</source>
        <translation>начиная с торговли</translation>
    </message>
    <message>
        <source>With everyone&apos;s best play {where}: {result}</source>
        <translation>Если бы все играли наилучшим образом {where}: {result}</translation>
    </message>
    <message>
        <source>No mistake: the best play would not have changed the deal.</source>
        <translation>Ошибок нет: лучшая игра не изменила бы сдачу.</translation>
    </message>
    <message>
        <source>Each mistake counts from the deal as it then stood, and the others&apos; play is in both results, so the points lost can differ from the gap between them.</source>
        <translation>Каждая ошибка считается от положения, в котором тогда была сдача, а игра остальных входит в оба результата, поэтому потерянные очки могут не совпадать с разницей между ними.</translation>
    </message>
    <message>
        <source>{mistake} (Hard&apos;s choice too: from the seat it looked best)</source>
        <translation>{mistake} (и выбор «Сильного»: с места игрока это выглядело лучшим)</translation>
    </message>
    <message>
        <source>The rules at this decision, as Learn to play explains them; a section opens Help → Rules there</source>
        <translation>Правила в этот момент — так, как их объясняет «Учимся играть»; ссылка на раздел открывает Справку → Правила на нём</translation>
    </message>
    <message>
        <source>rules {sections}</source>
        <translation>правила {sections}</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>заказ</translation>
    </message>
    <message>
        <source>lead</source>
        <translation>заход</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>ответ</translation>
    </message>
    <message>
        <source>declaration</source>
        <translation>объявление</translation>
    </message>
    <message>
        <source>other</source>
        <translation>другое</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Заказы</translation>
    </message>
    <message>
        <source>Leads</source>
        <translation>Заходы</translation>
    </message>
    <message>
        <source>Replies</source>
        <translation>Ответы</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Объявления</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Другое</translation>
    </message>
    <message>
        <source>no declaration</source>
        <translation>без объявления</translation>
    </message>
    <message>
        <source>declare {combinations}</source>
        <translation>объявить: {combinations}</translation>
    </message>
    <message>
        <source>Values: what the deal writes for your side less what it writes for the others, with every hand known (rules §10).</source>
        <translation>Значения: сколько сдача записывает вашей стороне минус сколько другим, когда известны все карты (правила §10).</translation>
    </message>
    <message>
        <source>Values: your side&apos;s points of the deal — cards, last trick, combinations, bella — with every hand known (rules §9).</source>
        <translation>Значения: очки вашей стороны за сдачу — карты, последняя взятка, комбинации, бэлла — когда известны все карты (правила §9).</translation>
    </message>
    <message>
        <source>This position was too large to search to the end: the values are close estimates.</source>
        <translation>Эту позицию не удалось просчитать до конца: значения — близкие оценки.</translation>
    </message>
    <message>
        <source>In a negative round every side plays to take fewer points; the exact search plays for points, so a negative round is not valued.</source>
        <translation>В отрицательном круге каждая сторона старается взять меньше очков, а точный перебор играет на очки, поэтому отрицательный круг не оценивается.</translation>
    </message>
    <message>
        <source>This choice ends the game or changes the stake: it is not valued in points.</source>
        <translation>Этот выбор заканчивает партию или меняет ставку: в очках он не оценивается.</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Без козыря</translation>
    </message>
    <message>
        <source>Trump: {suit} ({card} turned)</source>
        <translation>Козырь: {suit} (открыта {card})</translation>
    </message>
    <message>
        <source>Bids: {total} for {tricks} tricks, {state}</source>
        <translation>Заказано {total} на {tricks} взяток: {state}</translation>
    </message>
    <message>
        <source>bid {bid}</source>
        <translation>заказ {bid}</translation>
    </message>
    <message>
        <source>{taken} of {bid}</source>
        <translation>{taken} из {bid}</translation>
    </message>
    <message>
        <source>Exact: what the deal writes for the seat with every hand known, everybody playing his best (rules §6: 10 + the bid when made). Hard&apos;s estimate: the chance of making the bid, seen from the seat.</source>
        <translation>Точно: что сдача запишет игроку, если все карты открыты и каждый играет как можно лучше (правила, §6: 10 + заказ, если он сыгран). Оценка «Сильного»: шанс сыграть заказ, как его видно с места игрока.</translation>
    </message>
    <message>
        <source>Too many cards were left to search to the end: the hands are played by the Medium player&apos;s rules, every hand open, until the exact search can take over. These values are estimates.</source>
        <translation>Карт оставалось слишком много, чтобы просчитать до конца: руки разыгрываются по правилам «Среднего» в открытую, пока не сможет вступить точный расчёт. Эти значения — оценки.</translation>
    </message>
    <message>
        <source>The only legal choice.</source>
        <translation>Другого хода по правилам нет.</translation>
    </message>
    <message>
        <source>{card} takes the bank with {cards}</source>
        <translation>{card} забирает банк, а в нём {cards}</translation>
    </message>
    <message>
        <source>{card} takes the bank: one trick more</source>
        <translation>{card} забирает банк: на одну взятку больше</translation>
    </message>
    <message>
        <source>Exact: the seat&apos;s points for the deal with every hand known, everybody playing his best (rules §7: minus in deals 1–12, plus in 13–24). Hard&apos;s estimate: its average points for the card, seen from the seat.</source>
        <translation>Точно: очки игрока за сдачу, если все карты открыты и каждый играет как можно лучше (правила, §7: в сдачах 1–12 — минус, в 13–24 — плюс). Оценка «Сильного»: его средние очки за эту карту, как их видно с места игрока.</translation>
    </message>
    <message>
        <source>leading the {card} gives it away to {name}</source>
        <translation>ход с {card} отдаёт эту карту сопернику ({name})</translation>
    </message>
    <message>
        <source>{card} ends up in the bank taken by {name}</source>
        <translation>{card} уходит в банк соперника ({name})</translation>
    </message>
    <message>
        <source>{card} gives away {cards} to {name}</source>
        <translation>{card} отдаёт {cards} сопернику ({name})</translation>
    </message>
    <message>
        <source>{card} lets {name} take the bank with {cards}</source>
        <translation>{card} отдаёт банк сопернику ({name}), а в нём {cards}</translation>
    </message>
    <message>
        <source>{card} lets {name} take the bank</source>
        <translation>{card} отдаёт банк сопернику ({name})</translation>
    </message>
    <message>
        <source>leading the {card} gives it away</source>
        <translation>ход с {card} отдаёт её другому игроку</translation>
    </message>
    <message>
        <source>{card} goes to another player&apos;s bank</source>
        <translation>{card} уходит в чужой банк</translation>
    </message>
    <message>
        <source>{card} gives away {cards}</source>
        <translation>{card} отдаёт {cards} в чужие банки</translation>
    </message>
    <message>
        <source>{card} lets another player take the bank with {cards}</source>
        <translation>{card} отдаёт другому игроку банк, а в нём {cards}</translation>
    </message>
    <message>
        <source>{card} lets another player take the bank</source>
        <translation>{card} отдаёт банк другому игроку</translation>
    </message>
    <message>
        <source>{card} leaves you to take {cards} later</source>
        <translation>после {card} вам позже достанутся {cards}</translation>
    </message>
    <message>
        <source>{card} loses you {cards} later</source>
        <translation>после {card} вы позже упустите {cards}</translation>
    </message>
    <message>
        <source>{card} leaves you more tricks later (took {taken})</source>
        <translation>после {card} вам позже достанется больше взяток (взято {taken})</translation>
    </message>
    <message>
        <source>{card} leaves you fewer tricks later (took {taken})</source>
        <translation>после {card} вы позже возьмёте меньше взяток (взято {taken})</translation>
    </message>
    <message>
        <source>{card} leaves you one of the last two banks</source>
        <translation>после {card} вам достаётся один из двух последних банков</translation>
    </message>
    <message>
        <source>{card} loses you one of the last two banks</source>
        <translation>после {card} вы упускаете один из двух последних банков</translation>
    </message>
    <message>
        <source>{card} leaves you the most card points</source>
        <translation>после {card} больше всех очков в картах остаётся у вас</translation>
    </message>
    <message>
        <source>{card} loses you the most card points</source>
        <translation>после {card} больше всех очков в картах набирает другой игрок</translation>
    </message>
    <message>
        <source>{name} {points} ({tricks})</source>
        <translation>{name} {points} ({tricks})</translation>
    </message>
    <message>
        <source>ended early, {tricks} unplayed</source>
        <translation>досрочный конец, не сыграно: {tricks}</translation>
    </message>
    <message>
        <source>trumps: {trumps}</source>
        <translation>козыри: {trumps}</translation>
    </message>
    <message>
        <source>Exact values: the seat&apos;s points for the deal with every hand known, everybody playing his best from the choice on (the computer&apos;s own search, each player for himself). The search runs to the end once at most {cards} cards are left in all hands; before that the hands are played by the Medium player&apos;s rules and the values are estimates. Hard&apos;s estimate: the average points the computer&apos;s Hard player expects for the card from the seat&apos;s own view, without any hidden card.</source>
        <translation>Точные значения: очки игрока за сдачу, если все карты открыты и с этого выбора каждый играет как можно лучше (расчёт самого компьютера, каждый за себя). До конца расчёт идёт, когда во всех руках остаётся не больше {cards} карт; раньше руки разыгрываются по правилам «Среднего», и значения — оценки. Оценка «Сильного»: средние очки за карту, которые компьютерный «Сильный» игрок ожидает с места игрока, не зная ни одной скрытой карты.</translation>
    </message>
    <message>
        <source>{card} takes a trick you did not bid: the bid of {bid} is broken</source>
        <translation>{card} берёт незаказанную взятку: заказ {bid} сорван</translation>
    </message>
    <message>
        <source>{card} leaves you a trick too many later: the bid of {bid} is broken (took {taken})</source>
        <translation>{card} — и позже приходит лишняя взятка: заказ {bid} сорван (взято {taken})</translation>
    </message>
    <message>
        <source>{card} does not take a trick you needed: the bid of {bid} is broken (took {taken})</source>
        <translation>{card} не берёт нужную взятку: заказ {bid} сорван (взято {taken})</translation>
    </message>
    <message>
        <source>{card} costs you a trick you needed later: the bid of {bid} is broken (took {taken})</source>
        <translation>{card} — и позже не хватает нужной взятки: заказ {bid} сорван (взято {taken})</translation>
    </message>
    <message>
        <source>A bid of {best} could be made; the bid of {chosen} is broken (took {taken})</source>
        <translation>Заказ {best} можно было сыграть; заказ {chosen} сорван (взято {taken})</translation>
    </message>
    <message>
        <source>A bid of {best} could be made as well, and scores more</source>
        <translation>Заказ {best} тоже можно было сыграть, и он дороже</translation>
    </message>
    <message>
        <source>A bid of {best} was better than {chosen}</source>
        <translation>Заказ {best} был лучше, чем {chosen}</translation>
    </message>
    <message>
        <source>{name} {points} ({taken} of {bid})</source>
        <translation>{name} {points} ({taken} из {bid})</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>без козыря</translation>
    </message>
    <message>
        <source>trump: {suit} ({card} turned)</source>
        <translation>козырь: {suit} (открыта {card})</translation>
    </message>
    <message>
        <source>Exact values: what the deal writes for the seat with every hand known, everybody playing his best from the choice on (the computer&apos;s own search: his bid first, then the others&apos; broken). The search runs to the end once at most {cards} cards are left in all hands; before that the values are estimates. Hard&apos;s estimate: the chance of making the bid that the computer&apos;s Hard player sees from the seat&apos;s own view, without any hidden card.</source>
        <translation>Точные значения: что сдача запишет игроку, если все карты открыты и с этого выбора каждый играет как можно лучше (расчёт самого компьютера: сначала свой заказ, затем сорвать чужие). До конца расчёт идёт, когда во всех руках остаётся не больше {cards} карт; раньше значения — оценки. Оценка «Сильного»: шанс сыграть заказ, который компьютерный «Сильный» игрок видит с места игрока, не зная ни одной скрытой карты.</translation>
    </message>
    <message>
        <source>made</source>
        <translation>сыграна</translation>
    </message>
    <message>
        <source>bitten</source>
        <translation>байт</translation>
    </message>
    <message>
        <source>hanging</source>
        <translation>висит</translation>
    </message>
    <message>
        <source>redealt</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <source>{card} first lets the {lost} be trumped</source>
        <translation>заход {card} отдаёт {lost} под козырь</translation>
    </message>
    <message>
        <source>{card} lets the {lost} be trumped</source>
        <translation>{card} отдаёт {lost} под козырь</translation>
    </message>
    <message>
        <source>{card} is trumped by the {by}</source>
        <translation>{card} побита козырем {by}</translation>
    </message>
    <message>
        <source>{card} first lets the {lost} be taken by the {by}</source>
        <translation>после захода {card} карту {lost} забирает {by}</translation>
    </message>
    <message>
        <source>{card} lets the {lost} be taken by the {by}</source>
        <translation>после {card} карту {lost} забирает {by}</translation>
    </message>
    <message>
        <source>{card} is taken by the {by}</source>
        <translation>{card} побита картой {by}</translation>
    </message>
    <message>
        <source>{card} first lets the {lost} get away</source>
        <translation>заход {card} упускает {lost}</translation>
    </message>
    <message>
        <source>{card} lets the {lost} get away</source>
        <translation>{card} упускает {lost}</translation>
    </message>
    <message>
        <source>{card} gives away the last trick</source>
        <translation>{card} отдаёт последнюю взятку</translation>
    </message>
    <message>
        <source>{card} without bella gives up the bella&apos;s 20</source>
        <translation>{card} без бэллы: 20 очков бэллы потеряны</translation>
    </message>
    <message>
        <source>{best} was better than {card}</source>
        <translation>лучше было {best}, а не {card}</translation>
    </message>
    <message>
        <source>{best} was better than {chosen}</source>
        <translation>лучше было «{best}», а не «{chosen}»</translation>
    </message>
    <message>
        <source>{reason} (best play after it: {chosen} instead of {best})</source>
        <translation>{reason} (при лучшей игре после этого: {chosen} вместо «{best}»)</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <source>maker</source>
        <translation>играющий</translation>
    </message>
    <message>
        <source>Trump: {contract}</source>
        <translation>Козырь: {contract}</translation>
    </message>
    <message>
        <source>Turned card: {card}</source>
        <translation>Открытая карта: {card}</translation>
    </message>
    <message>
        <source>Tricks: {tricks}</source>
        <translation>Взятки: {tricks}</translation>
    </message>
</context>
<context>
    <name>ReviewPlurals</name>
    <message numerus="yes">
        <source>Points lost: {lost} in %n mistake(s)</source>
        <translation>
            <numerusform>Потеряно очков: {lost} за %n ошибку</numerusform>
            <numerusform>Потеряно очков: {lost} за %n ошибки</numerusform>
            <numerusform>Потеряно очков: {lost} за %n ошибок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPrinting</name>
    <message>
        <source>Print the review</source>
        <translation>Печать разбора</translation>
    </message>
    <message>
        <source>review of deal {number}</source>
        <translation>разбор сдачи {number}</translation>
    </message>
    <message>
        <source>Save the review as PDF</source>
        <translation>Сохранить разбор в PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The review was not saved.

{reason}</source>
        <translation>Разбор не сохранён.

{reason}</translation>
    </message>
    <message>
        <source>The review was saved as a PDF document:</source>
        <translation>Разбор сохранён как документ PDF:</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Сохранить в PDF</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review the deal</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <source>Deal:</source>
        <translation>Сдача:</translation>
    </message>
    <message>
        <source>Whose play:</source>
        <translation>Чья игра:</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Сдача {number}</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Сохранить в PDF…</translation>
    </message>
    <message>
        <source>◀ Decision</source>
        <translation>◀ Решение</translation>
    </message>
    <message>
        <source>Decision ▶</source>
        <translation>Решение ▶</translation>
    </message>
    <message>
        <source>The deal&apos;s start (Home)</source>
        <translation>Начало сдачи (Home)</translation>
    </message>
    <message>
        <source>One action back (←)</source>
        <translation>На ход назад (←)</translation>
    </message>
    <message>
        <source>One action on (→)</source>
        <translation>На ход вперёд (→)</translation>
    </message>
    <message>
        <source>The deal&apos;s end (End)</source>
        <translation>Конец сдачи (End)</translation>
    </message>
    <message>
        <source>The seat&apos;s previous decision (PgUp, ↑)</source>
        <translation>Предыдущее решение игрока (PgUp, ↑)</translation>
    </message>
    <message>
        <source>The seat&apos;s next decision (PgDn, ↓); M: the next mistake</source>
        <translation>Следующее решение игрока (PgDn, ↓); M — следующая ошибка</translation>
    </message>
    <message>
        <source>Biggest mistakes</source>
        <translation>Главные ошибки</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>No deal of this game is finished yet.</source>
        <translation>В этой партии ещё ни одна сдача не доиграна.</translation>
    </message>
    <message>
        <source>The analysis failed; the log has the details.</source>
        <translation>Разбор не удался; подробности — в журнале.</translation>
    </message>
    <message>
        <source>Analysing the deal…</source>
        <translation>Разбираю сдачу…</translation>
    </message>
    <message>
        <source>Action {step} of {count}: {name} — {action}</source>
        <translation>Ход {step} из {count}: {name} — {action}</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Сдача окончена.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Разбираю…</translation>
    </message>
    <message>
        <source>No decision of {name} here.</source>
        <translation>Здесь решает не {name}.</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Ваш выбор</translation>
    </message>
    <message>
        <source>The choices of {name}</source>
        <translation>Выбор: {name}</translation>
    </message>
</context>
<context>
    <name>RuleOption</name>
    <message>
        <source>Players and game</source>
        <translation>Игроки и партия</translation>
    </message>
    <message>
        <source>Deal and bidding</source>
        <translation>Сдача и торговля</translation>
    </message>
    <message>
        <source>Before the lead</source>
        <translation>До первого хода</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Козыри</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт</translation>
    </message>
    <message>
        <source>Two, three or four players, each for himself. A game is 24 deals: twelve sub-games for minus, then the same twelve for plus.</source>
        <translation>Двое, трое или четверо игроков, каждый за себя. Партия — 24 сдачи: двенадцать игр на минус, потом те же двенадцать на плюс.</translation>
    </message>
    <message>
        <source>Each player names his own trump suit before the first deal; or no trumps; or one or two trump suits for everyone; or a senior trump that beats everything and a junior one that beats only junior trumps and plain cards. Trumps are kept for the whole game.</source>
        <translation>Каждый игрок до первой сдачи называет свою козырную масть; или без козырей; или одна или две козырные масти для всех; или старший козырь, который бьёт всё, и младший, который бьёт только младшие козыри и простые карты. Козыри остаются на всю партию.</translation>
    </message>
    <message>
        <source>Every player a different trump</source>
        <translation>У всех разные козыри</translation>
    </message>
    <message>
        <source>With own trumps, no two players may name the same suit.</source>
        <translation>При своих козырях двое не могут назвать одну и ту же масть.</translation>
    </message>
    <message>
        <source>An own trump counts</source>
        <translation>Свой козырь действует</translation>
    </message>
    <message>
        <source>A card of your trump suit is a trump only when you play it (played by anyone else it is a plain card); or every card of a named suit is a trump whoever plays it.</source>
        <translation>Карта вашей масти козырная, только когда её кладёте вы (у любого другого это простая карта); или каждая карта названной масти козырная, кто бы её ни положил.</translation>
    </message>
    <message>
        <source>Senior trump</source>
        <translation>Старший козырь</translation>
    </message>
    <message>
        <source>The suit that may beat any card.</source>
        <translation>Масть, которая может бить любую карту.</translation>
    </message>
    <message>
        <source>Junior trump</source>
        <translation>Младший козырь</translation>
    </message>
    <message>
        <source>The suit that may beat only junior trumps and plain cards.</source>
        <translation>Масть, которая может бить только младшие козыри и простые карты.</translation>
    </message>
    <message>
        <source>The player who led first in the deal just played deals the next one, or the deal passes to the left.</source>
        <translation>Следующую сдачу сдаёт тот, кто ходил первым в только что сыгранной, или сдача переходит налево.</translation>
    </message>
    <message>
        <source>The holder of the lowest diamond leads first in every deal (left of the dealer if no diamond was dealt), or only in the first deal.</source>
        <translation>Первым в каждой сдаче ходит тот, у кого младшая бубна (если бубен не роздано — игрок слева от сдатчика), или так только в первой сдаче.</translation>
    </message>
    <message>
        <source>Must beat</source>
        <translation>Обязательно перебивать</translation>
    </message>
    <message>
        <source>A player who holds a card that would take the bank must play one. Off: beating is a choice. Either way, one who does not beat plays a card of the main suit or of the main card&apos;s value if he has one. How cards beat: a higher card of the main suit by the table (a six falls only to the queen or an eight, a seven beats nothing); one rank down along a chain; a card of equal value on the main card; an eight, which makes its suit the main one; a trump higher than every card that beat.</source>
        <translation>У кого есть карта, которая заберёт банк, тот обязан положить такую. Выключено: перебивать или нет — на выбор. В любом случае кто не перебивает, кладёт карту главной масти или того же достоинства, что главная карта, если она есть. Как перебивают: старшей картой главной масти по таблице (шестёрку бьёт только дама или восьмёрка, семёрка не бьёт ничего); на одну ниже по цепочке; картой того же достоинства на главную карту; восьмёркой, которая делает свою масть главной; козырем старше каждой перебившей карты.</translation>
    </message>
    <message>
        <source>End a deal early</source>
        <translation>Досрочный конец сдачи</translation>
    </message>
    <message>
        <source>Deals 2–10 (and 14–22) stop as soon as every scoring card of the sub-game has been taken; the tricks not played are written as remaining.</source>
        <translation>Сдачи 2–10 (и 14–22) кончаются, как только взяты все карты, которые считаются в этой игре; несыгранные взятки записываются как оставшиеся.</translation>
    </message>
    <message>
        <source>Ninth sub-game scores</source>
        <translation>Девятая игра</translation>
    </message>
    <message>
        <source>The queen of spades (9 points), or the nine, jack and queen of spades (9 each).</source>
        <translation>Дама пик (9 очков) или девятка, валет и дама пик (по 9).</translation>
    </message>
    <message>
        <source>Tenth sub-game scores</source>
        <translation>Десятая игра</translation>
    </message>
    <message>
        <source>The king of hearts (10 points), or the king and the ten of hearts (10 each).</source>
        <translation>Король червей (10 очков) или король и десятка червей (по 10).</translation>
    </message>
    <message>
        <source>Bonus for the MAX deal</source>
        <translation>Премия в «Максимуме»</translation>
    </message>
    <message>
        <source>In the MAX deal, which goes to the most card points (A 12, 10 10, K 5, Q 3, J 1): four cards of one rank taken add 10; or a bank of four cards of one suit adds 10 (four players only); or no bonus.</source>
        <translation>В «Максимуме», где 12 очков получает тот, у кого больше всех очков в картах (Т 12, 10 10, К 5, Д 3, В 1): четыре взятые карты одного достоинства дают ещё 10; или банк из четырёх карт одной масти даёт 10 (только вчетвером); или премии нет.</translation>
    </message>
    <message>
        <source>Tie in the MAX deal</source>
        <translation>Ничья в «Максимуме»</translation>
    </message>
    <message>
        <source>Equal highest card points share the 12 points, or nobody scores.</source>
        <translation>У кого поровну больше всех очков в картах, те делят 12 очков; или никто ничего не получает.</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>A game&apos;s rating: 50 % plus half the share of the half&apos;s points you won (100 %: every plus point and no minus point); or the original text&apos;s formula as written, for players who know it.</source>
        <translation>Рейтинг игры: 50 % плюс половина доли очков половины игры, набранных вами (100 %: все плюсовые очки и ни одного минусового); или формула из исходного описания, как она записана, — для тех, кто её знает.</translation>
    </message>
    <message>
        <source>Short Deberts</source>
        <translation>Короткий деберц</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроков</translation>
    </message>
    <message>
        <source>Two, three or four players.</source>
        <translation>Двое, трое или четверо игроков.</translation>
    </message>
    <message>
        <source>Play in pairs</source>
        <translation>Пара на пару</translation>
    </message>
    <message>
        <source>With four players: two pairs, partners sit opposite and score together.</source>
        <translation>Вчетвером: две пары, партнёры сидят друг напротив друга и считают очки вместе.</translation>
    </message>
    <message>
        <source>Game to</source>
        <translation>Партия до</translation>
    </message>
    <message>
        <source>The score that wins the game, or one deal only (Short Deberts).</source>
        <translation>Сколько очков нужно набрать для выигрыша партии, или одна сдача (короткий деберц).</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Первый сдающий</translation>
    </message>
    <message>
        <source>Who deals first: chosen at random, or cards are turned round the table and the first ace deals.</source>
        <translation>Кто сдаёт первым: по жребию, или карты открывают по кругу и сдаёт тот, кому выпал первый туз.</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Следующий сдающий</translation>
    </message>
    <message>
        <source>The deal passes to the left, or to who scored most (Moscow) or least (Kharkov, Belote) in the previous deal.</source>
        <translation>Сдача переходит к игроку слева, или к тому, кто в прошлой сдаче набрал больше всех (московский) или меньше всех (харьковский, белота).</translation>
    </message>
    <message>
        <source>Deal with four players</source>
        <translation>Раздача вчетвером</translation>
    </message>
    <message>
        <source>6 cards then 2 after the bidding (Debertz), or 5 then 3 (Paired Belote).</source>
        <translation>По 6 карт и 2 после торговли (деберц) или по 5 и 3 (парная белота).</translation>
    </message>
    <message>
        <source>Buy-in cards</source>
        <translation>Карт в прикупе</translation>
    </message>
    <message>
        <source>Cards each player gets after the bidding with 2 or 3 players: 3, or 4 (Kharkov, a hand of 10).</source>
        <translation>Сколько карт получает каждый после торговли, когда играют двое или трое: 3 или 4 (харьковский, на руках по 10).</translation>
    </message>
    <message>
        <source>Turned card goes to</source>
        <translation>Открытая карта уходит</translation>
    </message>
    <message>
        <source>The turned card stays face up on the table out of play, or the maker or the dealer takes it as part of the buy-in. With four players the whole deck is dealt, so it cannot stay on the table.</source>
        <translation>Открытая карта остаётся лежать на столе вне игры, или её забирает в прикуп играющий либо сдающий. Вчетвером раздаётся вся колода, поэтому на столе она остаться не может.</translation>
    </message>
    <message>
        <source>Show the bottom card</source>
        <translation>Показывать нижнюю карту</translation>
    </message>
    <message>
        <source>After the buy-in the bottom card of the stock is shown to all.</source>
        <translation>После прикупа нижняя карта колоды открывается всем.</translation>
    </message>
    <message>
        <source>First to bid</source>
        <translation>Первым говорит</translation>
    </message>
    <message>
        <source>The player left of the dealer speaks first, or who wrote least in the last deal (Belote).</source>
        <translation>Первым торгуется игрок слева от сдающего или тот, кто записал меньше всех в прошлой сдаче (белота).</translation>
    </message>
    <message>
        <source>When everybody passes</source>
        <translation>Когда все спасовали</translation>
    </message>
    <message>
        <source>If all pass twice: the cards are dealt anew, or the dealer must name a suit, or the deal is a negative round with no maker.</source>
        <translation>Если все дважды сказали «пас»: пересдача, или сдающий обязан назвать масть, или сдача играется в минус без играющего.</translation>
    </message>
    <message>
        <source>No-trump contract</source>
        <translation>Игра без козыря</translation>
    </message>
    <message>
        <source>In the second round a player may name no trumps: every suit is plain and everything written is doubled.</source>
        <translation>Во втором круге можно заказать игру без козыря: все масти простые, а всё записанное удваивается.</translation>
    </message>
    <message>
        <source>All-trump contract</source>
        <translation>Игра «все козыри»</translation>
    </message>
    <message>
        <source>In the second round a player may name all trumps: every suit ranks and scores as trump.</source>
        <translation>Во втором круге можно заказать «все козыри»: каждая масть идёт и считается как козырная.</translation>
    </message>
    <message>
        <source>Concede fifty</source>
        <translation>Отдать полтинник</translation>
    </message>
    <message>
        <source>With two players the defender may give up the deal before the buy-in: the maker writes 50 unless he prefers to play.</source>
        <translation>Вдвоём вистующий может сдаться до прикупа: играющий записывает 50, если не захочет всё же играть.</translation>
    </message>
    <message>
        <source>Forced play after a hang</source>
        <translation>Обязательная игра после висячих</translation>
    </message>
    <message>
        <source>After the maker tied (his points hang), the next deal has no bidding: he must play the turned suit, and only bella may be declared.</source>
        <translation>Если у играющего ничья и его очки повисли, следующая сдача без торговли: он обязан играть в масть открытой карты, а объявлять можно только бэллу.</translation>
    </message>
    <message>
        <source>Exchange the trump seven</source>
        <translation>Обмен козырной семёрки</translation>
    </message>
    <message>
        <source>While the turned suit is trump and the turned card lies on the table, the holder of the trump seven may swap it for the turned card.</source>
        <translation>Пока козырь — масть открытой карты и эта карта лежит на столе, тот, у кого семёрка козырная, может обменять её на открытую карту.</translation>
    </message>
    <message>
        <source>Redeal on four sevens</source>
        <translation>Пересдача при четырёх семёрках</translation>
    </message>
    <message>
        <source>A player holding all four sevens may show them and have the cards dealt anew.</source>
        <translation>Игрок, у которого все четыре семёрки, может показать их и потребовать пересдачи.</translation>
    </message>
    <message>
        <source>Redeal on a poor hand</source>
        <translation>Пересдача при плохой карте</translation>
    </message>
    <message>
        <source>A player whose first cards total at most this many points, counted as plain suits, may show them and have the cards dealt anew.</source>
        <translation>Игрок, у которого в первых картах не больше стольких очков (считая все масти простыми), может показать их и потребовать пересдачи.</translation>
    </message>
    <message>
        <source>Debertz</source>
        <translation>Деберц</translation>
    </message>
    <message>
        <source>A long sequence shown before the first lead wins the whole game at once.</source>
        <translation>Длинная последовательность, показанная до первого хода, сразу выигрывает всю партию.</translation>
    </message>
    <message>
        <source>Klabor</source>
        <translation>Клабор</translation>
    </message>
    <message>
        <source>First cards A K Q J 10 9 of one suit win the whole game at once (Odessa).</source>
        <translation>Первые карты Т К Д В 10 9 одной масти сразу выигрывают всю партию (одесский).</translation>
    </message>
    <message>
        <source>Hundred</source>
        <translation>Сотня</translation>
    </message>
    <message>
        <source>A sequence of five or six cards is worth 100.</source>
        <translation>Последовательность из пяти или шести карт стоит 100.</translation>
    </message>
    <message>
        <source>Trump breaks ties</source>
        <translation>Козырная комбинация старше</translation>
    </message>
    <message>
        <source>Of two equal combinations with the same top card, the one in trumps wins.</source>
        <translation>Из двух равных комбинаций с одинаковой старшей картой побеждает козырная.</translation>
    </message>
    <message>
        <source>Equal combinations</source>
        <translation>Равные комбинации</translation>
    </message>
    <message>
        <source>Who scores when the highest combinations are still equal: the first in turn, nobody, or who takes the last trick.</source>
        <translation>Кому записываются комбинации, если старшие всё равно равны: первому по очереди, никому или взявшему последнюю взятку.</translation>
    </message>
    <message>
        <source>Declare sequences</source>
        <translation>Объявлять комбинации</translation>
    </message>
    <message>
        <source>Sequences are declared with the player&apos;s first card, or until his second card (Odessa).</source>
        <translation>Комбинации объявляют с первой картой игрока или до его второй карты (одесский).</translation>
    </message>
    <message>
        <source>Declare bella</source>
        <translation>Объявлять бэллу</translation>
    </message>
    <message>
        <source>Bella (trump king and queen) is declared when the second of them is played, or with either of them.</source>
        <translation>Бэллу (козырные король и дама) объявляют, когда ходят второй из этих карт, или с любой из них.</translation>
    </message>
    <message>
        <source>Bella needs a trick</source>
        <translation>Бэлле нужна взятка</translation>
    </message>
    <message>
        <source>Bella scores only for a side that takes at least one trick.</source>
        <translation>Бэлла записывается, только если её хозяин взял хотя бы одну взятку.</translation>
    </message>
    <message>
        <source>Bella to the trick taker</source>
        <translation>Бэлла тому, кто взял взятку</translation>
    </message>
    <message>
        <source>Bella goes to whoever takes the trick it was declared in (Odessa).</source>
        <translation>Бэлла достаётся тому, кто взял взятку, в которой её объявили (одесский).</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Who leads to the first trick: left of the dealer, the maker, or who spoke first in the bidding.</source>
        <translation>Кто ходит первым: игрок слева от сдающего, играющий или тот, кто первым говорил в торговле.</translation>
    </message>
    <message>
        <source>Must overtrump</source>
        <translation>Обязательно перебивать козырем</translation>
    </message>
    <message>
        <source>If an opponent has already trumped, you must trump higher if you can.</source>
        <translation>Если противник уже побил козырем, нужно перебить старшим козырем, если он есть.</translation>
    </message>
    <message>
        <source>No need to trump partner&apos;s trick</source>
        <translation>Не бить взятку партнёра</translation>
    </message>
    <message>
        <source>In pairs, when your partner is winning the trick you need not trump.</source>
        <translation>В парах: если взятку берёт партнёр, козырять не обязательно.</translation>
    </message>
    <message>
        <source>Beat partner&apos;s trump</source>
        <translation>Перебивать козырь партнёра</translation>
    </message>
    <message>
        <source>In pairs, on a trump lead you must beat your partner&apos;s winning trump too.</source>
        <translation>В парах: при ходе с козыря нужно перебить и старший козырь партнёра.</translation>
    </message>
    <message>
        <source>Claim the finish</source>
        <translation>Доезд</translation>
    </message>
    <message>
        <source>In pairs, on his lead a player may claim that his side has reached the target; a wrong claim loses the game.</source>
        <translation>В парах игрок на своём ходу может заявить, что его пара уже доехала до конца партии; ошибочное заявление проигрывает партию.</translation>
    </message>
    <message>
        <source>Penalty for no trick</source>
        <translation>Штраф за болт</translation>
    </message>
    <message>
        <source>Points written off a player or pair that took no trick in a deal.</source>
        <translation>Сколько очков списывается с игрока или пары, не взявших за сдачу ни одной взятки (болт).</translation>
    </message>
    <message>
        <source>Penalty for three bites</source>
        <translation>Штраф за три байта</translation>
    </message>
    <message>
        <source>Every third bite of a player costs this many points.</source>
        <translation>Каждый третий байт игрока стоит ему столько очков.</translation>
    </message>
    <message>
        <source>Bitten points with three players</source>
        <translation>Очки за байт втроём</translation>
    </message>
    <message>
        <source>A bitten maker&apos;s points go to the top defender, or are split between both defenders (Kharkov).</source>
        <translation>Очки играющего, получившего байт, уходят вистующему с наибольшим счётом или делятся между обоими вистующими (харьковский).</translation>
    </message>
    <message>
        <source>Hangs resolved one by one</source>
        <translation>Висячие по очереди</translation>
    </message>
    <message>
        <source>Each hang is won by its own later deal, in order, instead of all by the next deal.</source>
        <translation>Каждые висячие очки разыгрываются в своей следующей сдаче по порядку, а не все сразу в ближайшей.</translation>
    </message>
    <message>
        <source>Several over the target</source>
        <translation>Несколько игроков за чертой</translation>
    </message>
    <message>
        <source>Who wins when more than one reaches the target: the highest total, who took the last trick, or the defenders (Belote).</source>
        <translation>Кто выигрывает, если до конца партии дошли несколько: у кого больше очков, кто взял последнюю взятку или вистующие (белота).</translation>
    </message>
    <message>
        <source>End when far ahead</source>
        <translation>Досрочный конец</translation>
    </message>
    <message>
        <source>The game ends when the leader is at least this many points ahead.</source>
        <translation>Партия заканчивается, когда лидер опережает остальных хотя бы на столько очков.</translation>
    </message>
    <message>
        <source>Bitten maker in a single deal</source>
        <translation>Байт в одной сдаче</translation>
    </message>
    <message>
        <source>Who made trump does not matter; or a bitten maker loses a double stake; or a maker wins or pays one stake per opponent.</source>
        <translation>Неважно, кто заказал козырь; или играющий при байте платит двойную ставку; или играющий получает или платит по ставке с каждого противника.</translation>
    </message>
    <message>
        <source>Dave (raise the stake)</source>
        <translation>Дав (повышение ставки)</translation>
    </message>
    <message>
        <source>In a two-player single deal, the player to act may offer &quot;dave&quot;: the opponent gives up the current stake or plays on for more.</source>
        <translation>В одной сдаче вдвоём игрок, чей ход, может сказать «дав»: противник либо сдаётся и отдаёт текущую ставку, либо играет дальше на повышенную.</translation>
    </message>
    <message>
        <source>Dave raises the stake</source>
        <translation>Дав повышает ставку</translation>
    </message>
    <message>
        <source>Each accepted dave doubles the stake, or adds one.</source>
        <translation>Каждый принятый дав удваивает ставку или прибавляет к ней единицу.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Three to seven players, each for himself. The largest hand is 15 cards with three players, 13 with four, 10 with five, 8 with six and 7 with seven.</source>
        <translation>От трёх до семи игроков, каждый за себя. Самая большая рука — 15 карт втроём, 13 вчетвером, 10 впятером, 8 вшестером и 7 всемером.</translation>
    </message>
    <message>
        <source>Order of the deals</source>
        <translation>Порядок сдач</translation>
    </message>
    <message>
        <source>One card each in the first deal, two in the second and so on up to the largest hand; or up and then back down to one card (the river).</source>
        <translation>В первой сдаче по одной карте, во второй по две и так далее до самой большой руки; или вверх и потом обратно вниз до одной карты («река»).</translation>
    </message>
    <message>
        <source>Fewer deals</source>
        <translation>Меньше сдач</translation>
    </message>
    <message>
        <source>Play only the first deals of the sequence, by agreement (never more). Off: the whole sequence. The last deal is always without trumps.</source>
        <translation>Играть только первые сдачи ряда, по договорённости (но не больше). Выключено: весь ряд. Последняя сдача всегда без козыря.</translation>
    </message>
    <message>
        <source>The dealer may not make it even</source>
        <translation>Сдатчику нельзя заказывать в баланс</translation>
    </message>
    <message>
        <source>&quot;Screw the dealer&quot;: the dealer, who bids last, may not bid the number that makes the bids add up to exactly the tricks of the deal.</source>
        <translation>Сдатчик заказывает последним и не может назвать число, при котором сумма заказов равна числу взяток в сдаче.</translation>
    </message>
    <message>
        <source>A made bid of zero scores</source>
        <translation>Сыгранный ноль приносит</translation>
    </message>
    <message>
        <source>10 points, like any made bid of 10 + the bid; or 5 + the cards each player held, so that a zero grows dearer as the hands grow.</source>
        <translation>10 очков, как любой сыгранный заказ (10 + заказ); или 5 + число карт у каждого на руке — чем больше карт, тем дороже ноль.</translation>
    </message>
    <message>
        <source>A missed bid scores</source>
        <translation>Несыгранный заказ приносит</translation>
    </message>
    <message>
        <source>A player who took more or fewer tricks than he bid is bankrupt: he scores nothing, or loses the difference between his bid and his tricks.</source>
        <translation>Кто взял больше или меньше взяток, чем заказал, — банкрот: ему ничего не пишут, или он теряет разницу между заказом и взятками.</translation>
    </message>
    <message>
        <source>Columns of the sheet</source>
        <translation>Столбцы записи</translation>
    </message>
    <message>
        <source>Two columns per player, the bid and the running total; or one, the total with the bid written small. Only how the sheet looks.</source>
        <translation>Два столбца на игрока — заказ и сумма; или один — сумма, а заказ мелко. Меняет только вид записи.</translation>
    </message>
</context>
<context>
    <name>RuleSet</name>
    <message>
        <source>{preset} is not played by {players} players in pairs</source>
        <translation>«{preset}» не играют вчетвером пара на пару ({players} игроков)</translation>
    </message>
    <message>
        <source>{preset} is not played by {players} players</source>
        <translation>«{preset}» не играют при {players} игроках</translation>
    </message>
    <message>
        <source>unknown preset: {key}</source>
        <translation>неизвестный вариант правил: {key}</translation>
    </message>
    <message>
        <source>{option} = {value!r}: allowed are {allowed}</source>
        <translation>{option} = {value!r}: допустимы только {allowed}</translation>
    </message>
    <message>
        <source>{option} = {value!r}: a suit S, C, D or H is needed</source>
        <translation>{option} = {value!r}: нужна масть S, C, D или H</translation>
    </message>
    <message>
        <source>players = {value}: Master is played by 2, 3 or 4</source>
        <translation>Игроков {value}: в «Магистр» играют вдвоём, втроём или вчетвером</translation>
    </message>
    <message>
        <source>{option}: {choice} needs 4 players: only a bank of four cards can be of one suit</source>
        <translation>{option}: {choice} — только вчетвером: одной масти может быть только банк из четырёх карт</translation>
    </message>
    <message>
        <source>{option} must be on or off (true/false)</source>
        <translation>{option}: нужно «вкл.» или «выкл.» (true/false)</translation>
    </message>
    <message>
        <source>the senior and the junior trump must be different suits</source>
        <translation>старший и младший козыри должны быть разных мастей</translation>
    </message>
    <message>
        <source>players = {value}: Debertz is played by 2, 3 or 4</source>
        <translation>Игроков {value}: в деберц играют вдвоём, втроём или вчетвером</translation>
    </message>
    <message>
        <source>target = {value!r}: allowed are 301, 501, 1001, single_deal</source>
        <translation>«Партия до» {value!r}: можно только 301, 501, 1001 или одна сдача</translation>
    </message>
    <message>
        <source>buyin = {value!r}: allowed are 3 and 4</source>
        <translation>«Карт в прикупе» {value!r}: можно только 3 или 4</translation>
    </message>
    <message>
        <source>{option} needs 4 players (two pairs), not {players}</source>
        <translation>{option} — нужны 4 игрока (две пары), а сейчас их {players}</translation>
    </message>
    <message>
        <source>{option} cannot be {choice} with 4 players: the whole deck is dealt, so the maker or the dealer takes the turned card</source>
        <translation>{option} — {choice}: вчетвером так нельзя, раздаётся вся колода, и открытую карту берёт играющий или сдающий</translation>
    </message>
    <message>
        <source>{option} needs 2 players, not {players}</source>
        <translation>{option} — только для двух игроков, а сейчас их {players}</translation>
    </message>
    <message>
        <source>{option} needs 4 players in pairs</source>
        <translation>{option} — только для четырёх игроков пара на пару</translation>
    </message>
    <message>
        <source>{option} needs a score to reach, not a single deal (Short Deberts)</source>
        <translation>{option} — нужна партия до заданного счёта, а не одна сдача (короткий деберц)</translation>
    </message>
    <message>
        <source>{option} needs a single deal (Short Deberts)</source>
        <translation>{option} — только в партии из одной сдачи (короткий деберц)</translation>
    </message>
    <message>
        <source>ski_penalty = {value!r}: allowed are 0, 50, 100, by_players</source>
        <translation>«Штраф за болт» {value!r}: можно только 0, 50, 100 или по числу игроков</translation>
    </message>
    <message>
        <source>three_bites_penalty = {value!r}: allowed are 0 and 100</source>
        <translation>«Штраф за три байта» {value!r}: можно только 0 или 100</translation>
    </message>
    <message>
        <source>redeal_poor_hand = {value!r}: off or a number of points from 0 to 60</source>
        <translation>«Пересдача при плохой карте» {value!r}: выключено или число очков от 0 до 60</translation>
    </message>
    <message>
        <source>mercy_gap = {value!r}: off or a number of points from 1 to 1000</source>
        <translation>«Досрочный конец» {value!r}: выключено или число очков от 1 до 1000</translation>
    </message>
    <message>
        <source>rules must be a JSON object</source>
        <translation>правила должны быть объектом JSON</translation>
    </message>
    <message>
        <source>unknown rule option: {name}</source>
        <translation>неизвестная настройка правил: {name}</translation>
    </message>
    <message>
        <source>rules are not valid JSON: {error}</source>
        <translation>правила — неверный JSON: {error}</translation>
    </message>
    <message>
        <source>players = {value}: Oh Hell is played by 3 to 7</source>
        <translation>Игроков {value}: в «Черт побери» играют от трёх до семи</translation>
    </message>
    <message>
        <source>{option}: from 1 to {longest} deals with these players and this order of the deals, not {value}</source>
        <translation>{option}: при таком числе игроков и порядке сдач — от 1 до {longest} сдач, а не {value}</translation>
    </message>
</context>
<context>
    <name>RuleValue</name>
    <message>
        <source>at random</source>
        <translation>по жребию</translation>
    </message>
    <message>
        <source>first ace drawn deals</source>
        <translation>до первого туза</translation>
    </message>
    <message>
        <source>each player his own</source>
        <translation>у каждого свой</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>без козырей</translation>
    </message>
    <message>
        <source>one trump for all</source>
        <translation>один козырь для всех</translation>
    </message>
    <message>
        <source>two trumps for all</source>
        <translation>два козыря для всех</translation>
    </message>
    <message>
        <source>a senior and a junior trump</source>
        <translation>старший и младший козырь</translation>
    </message>
    <message>
        <source>only for its owner</source>
        <translation>только для хозяина</translation>
    </message>
    <message>
        <source>for everyone</source>
        <translation>для всех</translation>
    </message>
    <message>
        <source>who led first</source>
        <translation>кто ходил первым</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>по кругу налево</translation>
    </message>
    <message>
        <source>the lowest diamond, every deal</source>
        <translation>младшая бубна, в каждой сдаче</translation>
    </message>
    <message>
        <source>the lowest diamond in deal 1, then left of the dealer</source>
        <translation>младшая бубна в первой сдаче, потом слева от сдатчика</translation>
    </message>
    <message>
        <source>Q♠ (9)</source>
        <translation>Д♠ (9)</translation>
    </message>
    <message>
        <source>9♠, J♠ and Q♠ (27)</source>
        <translation>9♠, В♠ и Д♠ (27)</translation>
    </message>
    <message>
        <source>K♥ (10)</source>
        <translation>К♥ (10)</translation>
    </message>
    <message>
        <source>K♥ and 10♥ (20)</source>
        <translation>К♥ и 10♥ (20)</translation>
    </message>
    <message>
        <source>four of a rank: +10</source>
        <translation>четыре одного достоинства: +10</translation>
    </message>
    <message>
        <source>a bank of one suit: +10</source>
        <translation>банк одной масти: +10</translation>
    </message>
    <message>
        <source>shared equally</source>
        <translation>делится поровну</translation>
    </message>
    <message>
        <source>share of the points</source>
        <translation>доля очков</translation>
    </message>
    <message>
        <source>the original formula</source>
        <translation>формула из описания</translation>
    </message>
    <message>
        <source>who scored most last deal</source>
        <translation>кто больше набрал в прошлой сдаче</translation>
    </message>
    <message>
        <source>who did worst last deal</source>
        <translation>кто меньше набрал в прошлой сдаче</translation>
    </message>
    <message>
        <source>6 + 2 (Debertz)</source>
        <translation>6 + 2 (деберц)</translation>
    </message>
    <message>
        <source>5 + 3 (Belote)</source>
        <translation>5 + 3 (белота)</translation>
    </message>
    <message>
        <source>stays on the table</source>
        <translation>остаётся на столе</translation>
    </message>
    <message>
        <source>the maker</source>
        <translation>играющему</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>сдающему</translation>
    </message>
    <message>
        <source>left of the dealer</source>
        <translation>игрок слева от сдающего</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <source>dealer must name a suit</source>
        <translation>сдающий обязан назвать масть</translation>
    </message>
    <message>
        <source>negative round</source>
        <translation>игра в минус</translation>
    </message>
    <message>
        <source>off</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>7 trumps in sequence</source>
        <translation>7 козырей подряд</translation>
    </message>
    <message>
        <source>7 in sequence, any suit</source>
        <translation>7 подряд в любой масти</translation>
    </message>
    <message>
        <source>6 in sequence, any suit</source>
        <translation>6 подряд в любой масти</translation>
    </message>
    <message>
        <source>5 in sequence</source>
        <translation>5 подряд</translation>
    </message>
    <message>
        <source>6 in sequence</source>
        <translation>6 подряд</translation>
    </message>
    <message>
        <source>first in turn wins</source>
        <translation>первому по очереди</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>никому</translation>
    </message>
    <message>
        <source>who takes the last trick</source>
        <translation>взявшему последнюю взятку</translation>
    </message>
    <message>
        <source>with the first card</source>
        <translation>с первой картой</translation>
    </message>
    <message>
        <source>until the second card</source>
        <translation>до второй карты</translation>
    </message>
    <message>
        <source>with the second card</source>
        <translation>со второй картой</translation>
    </message>
    <message>
        <source>with either card</source>
        <translation>с любой из двух</translation>
    </message>
    <message>
        <source>who spoke first</source>
        <translation>кто первым говорил</translation>
    </message>
    <message>
        <source>to the top defender</source>
        <translation>лучшему вистующему</translation>
    </message>
    <message>
        <source>split equally</source>
        <translation>поровну</translation>
    </message>
    <message>
        <source>highest total</source>
        <translation>у кого больше очков</translation>
    </message>
    <message>
        <source>the defenders</source>
        <translation>вистующие</translation>
    </message>
    <message>
        <source>no difference</source>
        <translation>без разницы</translation>
    </message>
    <message>
        <source>double</source>
        <translation>двойная ставка</translation>
    </message>
    <message>
        <source>one stake per opponent</source>
        <translation>по ставке с каждого</translation>
    </message>
    <message>
        <source>plus one</source>
        <translation>плюс одна</translation>
    </message>
    <message>
        <source>one deal (Short Deberts)</source>
        <translation>одна сдача (короткий деберц)</translation>
    </message>
    <message>
        <source>by players (50 or 100)</source>
        <translation>по числу игроков (50 или 100)</translation>
    </message>
    <message>
        <source>up: 1, 2, 3 … cards</source>
        <translation>вверх: 1, 2, 3 … карты</translation>
    </message>
    <message>
        <source>up and down: 1 … the most … 1</source>
        <translation>вверх и вниз: 1 … больше всего … 1</translation>
    </message>
    <message>
        <source>10 points</source>
        <translation>10 очков</translation>
    </message>
    <message>
        <source>5 + the cards in the deal</source>
        <translation>5 + число карт в сдаче</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>minus the difference</source>
        <translation>минус разницу</translation>
    </message>
    <message>
        <source>double: bid and total</source>
        <translation>двойные: заказ и сумма</translation>
    </message>
    <message>
        <source>single: total, bid small</source>
        <translation>одинарные: сумма, заказ мелко</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>not an action: {text!r}</source>
        <translation>это не действие: {text!r}</translation>
    </message>
    <message>
        <source>not a combination: {text!r}</source>
        <translation>это не комбинация: {text!r}</translation>
    </message>
    <message>
        <source>the deal is over</source>
        <translation>сдача окончена</translation>
    </message>
    <message>
        <source>it is not your turn: seat {seat} is to act</source>
        <translation>сейчас не ваш ход: ходит место {seat}</translation>
    </message>
    <message>
        <source>you do not hold {card}</source>
        <translation>у вас нет карты {card}</translation>
    </message>
    <message>
        <source>bella is declared with the king or queen of trumps, held together when play began ({card})</source>
        <translation>бэллу объявляют с козырным королём или дамой, если обе карты были на руках к началу розыгрыша ({card})</translation>
    </message>
    <message>
        <source>cards are played only after the bidding and the claims</source>
        <translation>ходить можно только после торговли и заявок</translation>
    </message>
    <message>
        <source>after a hang only bella may be declared</source>
        <translation>после висячих можно объявлять только бэллу</translation>
    </message>
    <message>
        <source>sequences are declared with your first card; it is too late</source>
        <translation>комбинации объявляют с первой картой — уже поздно</translation>
    </message>
    <message>
        <source>you do not hold {combination} (each card counts in one sequence only)</source>
        <translation>у вас нет комбинации {combination} (каждая карта идёт только в одну комбинацию)</translation>
    </message>
    <message>
        <source>the dealer may not pass: he must name a suit</source>
        <translation>сдающему пасовать нельзя: он обязан назвать масть</translation>
    </message>
    <message>
        <source>{contract} can be named only where the rules allow it, and not by the obliged dealer</source>
        <translation>«{contract}» можно заказать, только если это разрешают правила, и не сдающему по обязанности</translation>
    </message>
    <message>
        <source>in the first round you may only play the turned suit or pass</source>
        <translation>в первом круге можно только играть в масть открытой карты или сказать «пас»</translation>
    </message>
    <message>
        <source>in the second round name a suit other than the turned one</source>
        <translation>во втором круге назовите другую масть, не масть открытой карты</translation>
    </message>
    <message>
        <source>only the holder of the trump seven may take the turned card, while it lies on the table</source>
        <translation>взять открытую карту может только тот, у кого семёрка козырная, и только пока карта лежит на столе</translation>
    </message>
    <message>
        <source>this claim is not allowed with your cards or these rules</source>
        <translation>с вашими картами или по этим правилам так заявить нельзя</translation>
    </message>
    <message>
        <source>you may not offer dave now (not twice in a row)</source>
        <translation>сейчас нельзя сказать «дав» (не два раза подряд)</translation>
    </message>
    <message>
        <source>the finish is claimed on your lead, in pairs, where the rules allow it</source>
        <translation>доезд заявляют на своём ходу, в парах и если это разрешают правила</translation>
    </message>
    <message>
        <source>{action} is not possible now ({phase})</source>
        <translation>{action} сейчас невозможно ({phase})</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>you must follow suit: {suit}</source>
        <translation>нужно ходить в масть: {suit}</translation>
    </message>
    <message>
        <source>you must play a higher {suit} if you can</source>
        <translation>нужно положить старшую карту в масти {suit}, если она есть</translation>
    </message>
    <message>
        <source>an opponent has trumped: you must trump higher ({suit})</source>
        <translation>противник побил козырем: нужно перебить старшим козырем ({suit})</translation>
    </message>
    <message>
        <source>you cannot follow suit, so you must trump: {suit}</source>
        <translation>масти нет — нужно бить козырем: {suit}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Oh Hell</source>
        <translation>Правила игры «Черт побери»</translation>
    </message>
    <message>
        <source>Rules of Master</source>
        <translation>Правила игры «Магистр»</translation>
    </message>
    <message>
        <source>The rules page is not installed: {reason}. Reinstall Debertz Desktop to get it back.</source>
        <translation>Правила не установлены: {reason}. Переустановите «Деберц», чтобы вернуть их.</translation>
    </message>
    <message>
        <source>Rules of Debertz</source>
        <translation>Правила деберца</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>“{text}”</source>
        <translation>«{text}»</translation>
    </message>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>turn on {option}</source>
        <translation>включить {option}</translation>
    </message>
    <message>
        <source>turn off {option}</source>
        <translation>выключить {option}</translation>
    </message>
    <message>
        <source>set {option} to {value}</source>
        <translation>{option} — {value}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>4 players in pairs</source>
        <translation>4 игрока в парах</translation>
    </message>
    <message>
        <source>{span} players, alone or in pairs with 4</source>
        <translation>{span} игрока, вчетвером — каждый за себя или в парах</translation>
    </message>
    <message>
        <source>{span} players, in pairs with 4</source>
        <translation>{span} игрока, вчетвером — в парах</translation>
    </message>
    <message>
        <source>4 players, each for himself</source>
        <translation>4 игрока, каждый за себя</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Вкл.</translation>
    </message>
    <message>
        <source>Rules, {section}</source>
        <translation>Правила, {section}</translation>
    </message>
    <message>
        <source>&amp;Fix: {changes}</source>
        <translation>&amp;Исправить: {changes}</translation>
    </message>
    <message>
        <source>Changes only these options; everything else stays as you set it.</source>
        <translation>Меняются только эти правила, остальные остаются такими, как вы их задали.</translation>
    </message>
    <message>
        <source>{preset} is played by {table}, not by {seating}.</source>
        <translation>«{preset}»: играют {table}, а не {seating}.</translation>
    </message>
    <message>
        <source>{preset}: {table}.</source>
        <translation>{preset}: {table}.</translation>
    </message>
    <message>
        <source>{preset} is played by {table}: for {seating} its rules are kept as “Custom”.</source>
        <translation>«{preset}»: играют {table}. Для стола «{seating}» эти правила показаны как «Свои правила».</translation>
    </message>
    <message>
        <source>Variants for {seating}: {presets}.</source>
        <translation>Варианты для стола «{seating}»: {presets}.</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <source>{preset} — {table}</source>
        <translation>{preset} — {table}</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свои правила</translation>
    </message>
    <message>
        <source>A named variant of the game. Changing any option below makes the rules “Custom”.</source>
        <translation>Известный вариант игры. Если изменить любую настройку ниже, правила станут «Свои правила».</translation>
    </message>
</context>
<context>
    <name>SaveChanges</name>
    <message>
        <source>Save changes?</source>
        <translation>Сохранить изменения?</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Do&amp;n&apos;t save</source>
        <translation>&amp;Не сохранять</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>ScoreKeeperWindow</name>
    <message>
        <source>The deal was not written</source>
        <translation>Сдача не записана</translation>
    </message>
    <message>
        <source>Remove deal {number}? Its figures go back into the form, to be corrected and written again, and what is entered in the form now is lost: it is not written.</source>
        <translation>Удалить сдачу {number}? Её числа вернутся в форму, чтобы их исправить и записать снова, а то, что введено в форму сейчас, пропадёт: оно не записано.</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Deal {number} is removed; its figures are back in the form, to correct and write again.</source>
        <translation>Сдача {number} удалена; её числа снова в форме — исправьте их и запишите.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>This is a game played in the program; open it from the main window.</source>
        <translation>Эта партия сыграна в программе; откройте её из главного окна.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>The finished game has deals that are not saved in a file. Save it first? If not, it is kept and offered again at the next start.</source>
        <translation>В законченной партии есть сдачи, не сохранённые в файл. Сохранить её? Если нет, она не пропадёт и будет предложена снова при следующем запуске.</translation>
    </message>
    <message>
        <source>The game in progress has deals that are not saved in a file. Save it first? If not, it is kept and offered again at the next start.</source>
        <translation>В текущей партии есть сдачи, не сохранённые в файл. Сохранить её? Если нет, она не пропадёт и будет предложена снова при следующем запуске.</translation>
    </message>
    <message>
        <source>&amp;Keep for later</source>
        <translation>&amp;Оставить на потом</translation>
    </message>
    <message>
        <source>Correct a deal</source>
        <translation>Исправить сдачу</translation>
    </message>
    <message>
        <source>Correct deal {number}? What is entered in the form now is lost: it is not written.</source>
        <translation>Исправить сдачу {number}? То, что введено в форму сейчас, пропадёт: оно не записано.</translation>
    </message>
    <message>
        <source>&amp;Correct</source>
        <translation>&amp;Исправить</translation>
    </message>
    <message>
        <source>The game was not saved.

{reason}</source>
        <translation>Партия не сохранена.

{reason}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Сохранено в {path}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Пред&amp;варительный просмотр…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Экспорт в P&amp;DF…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Экспорт в &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Correct the selected deal</source>
        <translation>Исправить выбранную сдачу</translation>
    </message>
    <message>
        <source>Remove the last deal</source>
        <translation>Удалить последнюю сдачу</translation>
    </message>
    <message>
        <source>Score keeper</source>
        <translation>Запись счёта</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>bitten</source>
        <translation>байт</translation>
    </message>
    <message>
        <source>hanging</source>
        <translation>висит</translation>
    </message>
    <message>
        <source>ski</source>
        <translation>болт</translation>
    </message>
    <message>
        <source>three bites</source>
        <translation>три байта</translation>
    </message>
    <message>
        <source>won the hanging points</source>
        <translation>забрал висячие</translation>
    </message>
    <message>
        <source>bite hangs</source>
        <translation>висячий байт</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <source>written {written:+d}, total {total}</source>
        <translation>записано {written:+d}, итого {total}</translation>
    </message>
    <message>
        <source>{name} made trump: {points}</source>
        <translation>{name} — играющий: {points}</translation>
    </message>
    <message>
        <source>#</source>
        <comment>the deal number&apos;s column</comment>
        <translation>№</translation>
    </message>
</context>
<context>
    <name>SeatList</name>
    <message>
        <source>Any free seat</source>
        <translation>Любое свободное место</translation>
    </message>
</context>
<context>
    <name>SettingsController</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Настройки не сохранены</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Программа</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Ваше имя:</translation>
    </message>
    <message>
        <source>Shown at your seat, on the score sheet and to the other players on the network.</source>
        <translation>Его видно на вашем месте за столом, в записи и другим игрокам по сети.</translation>
    </message>
    <message>
        <source>Computer player &amp;{number}:</source>
        <translation>Компьютер &amp;{number}:</translation>
    </message>
    <message>
        <source>An empty name is shown as the default one, in the language of the interface. New names are used from the next game; New Game lets you change them too.</source>
        <translation>Пустое имя показывается как имя по умолчанию на языке интерфейса. Новые имена действуют со следующей партии; их можно поменять и в окне «Новая партия».</translation>
    </message>
    <message>
        <source>These rules apply from the next new game; a game in progress keeps its rules. Point at an option to see what it does.</source>
        <translation>Эти правила действуют с новой партии; начатая партия доигрывается по своим. Наведите указатель на настройку, чтобы увидеть пояснение.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>Card &amp;deck:</source>
        <translation>&amp;Колода:</translation>
    </message>
    <message>
        <source>&amp;Four colours (simple deck)</source>
        <translation>&amp;Четыре цвета мастей (простая колода)</translation>
    </message>
    <message>
        <source>Clubs green and diamonds blue, so that no two suits share a colour.</source>
        <translation>Трефы зелёные, бубны синие — у каждой масти свой цвет.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Анимация:</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выключена</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленная</translation>
    </message>
    <message>
        <source>&amp;Highlight the cards you may play</source>
        <translation>&amp;Подсвечивать карты, которыми можно ходить</translation>
    </message>
    <message>
        <source>&amp;Confirm before playing a card</source>
        <translation>&amp;Спрашивать подтверждение перед ходом</translation>
    </message>
    <message>
        <source>&amp;Tournament mode (no hints, no undo)</source>
        <translation>&amp;Турнирный режим (без подсказок и отмены хода)</translation>
    </message>
    <message>
        <source>Play on the network on this &amp;computer only</source>
        <translation>Игра по сети только на этом &amp;компьютере</translation>
    </message>
    <message>
        <source>Tables are hosted and looked for on this computer alone (127.0.0.1), never on the network: to try network play with several windows.</source>
        <translation>Столы открываются и ищутся только на этом компьютере (127.0.0.1), а не в сети: чтобы опробовать игру по сети в нескольких окнах.</translation>
    </message>
    <message>
        <source>Against the computer: the hint button and undoing your last card are off.</source>
        <translation>Игра с компьютером без кнопки подсказки и без отмены последней карты.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Player {number}</source>
        <translation>Игрок {number}</translation>
    </message>
    <message>
        <source>A new game with real cards</source>
        <translation>Новая партия настоящими картами</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>in pairs (seats 1 + 3 against 2 + 4)</source>
        <translation>пара на пару (места 1 + 3 против 2 + 4)</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Место {number}</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Первый сдающий</translation>
    </message>
    <message>
        <source>Start keeping score</source>
        <translation>Начать запись</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
</context>
<context>
    <name>SheetPanel</name>
    <message>
        <source>{name} won the game. {totals}</source>
        <translation>Партия выиграна: {name}. {totals}</translation>
    </message>
    <message>
        <source>Playing to {target}. {totals}</source>
        <translation>Игра до {target}. {totals}</translation>
    </message>
    <message>
        <source>Hanging: {points}.</source>
        <translation>Висит: {points}.</translation>
    </message>
    <message>
        <source>At or over {target}, but not decided — equal totals, or a hang in the last deal: another deal is played (rules §10.3).</source>
        <translation>Набрано {target} и больше, но победитель не определён — равные суммы или подвешенные очки в последней сдаче: играется ещё сдача (правила, §10.3).</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>Pencil</source>
        <translation>Карандашом</translation>
    </message>
    <message>
        <source>All columns</source>
        <translation>Все столбцы</translation>
    </message>
    <message>
        <source>Every column of the sheet (rules §13), scrolling sideways. Otherwise the columns a narrow window has no room for are left out; the written points&apos; tooltip still adds up the deal.</source>
        <translation>Все столбцы записи (правила §13), с прокруткой вбок. Иначе столбцы, которым в узком окне нет места, не показываются; подсказка у записанных очков всё равно раскладывает сдачу по частям.</translation>
    </message>
</context>
<context>
    <name>SheetPrinting</name>
    <message>
        <source>Print the score sheet</source>
        <translation>Печать записи</translation>
    </message>
    <message>
        <source>Print preview</source>
        <translation>Предварительный просмотр</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The score sheet was saved as a PDF document:</source>
        <translation>Запись сохранена в документ PDF:</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>Таблицы CSV (*.csv)</translation>
    </message>
    <message>
        <source>The score sheet was saved as a CSV table:</source>
        <translation>Запись сохранена в таблицу CSV:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>The score sheet was not saved.

{reason}</source>
        <translation>Запись не сохранена.

{reason}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Сохранено в {path}</translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation>&amp;Открыть папку</translation>
    </message>
</context>
<context>
    <name>SheetTableModel</name>
    <message>
        <source>Written: {points}</source>
        <translation>Записано: {points}</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Bella</source>
        <translation>Бэлла</translation>
    </message>
    <message>
        <source>Deal total</source>
        <translation>Итог сдачи</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Получено</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Отметки</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Нарастающий итог</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Посл.</translation>
    </message>
    <message>
        <source>Comb.</source>
        <translation>Комб.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Rec.</source>
        <translation>Пол.</translation>
    </message>
    <message>
        <source>Pen.</source>
        <translation>Штр.</translation>
    </message>
    <message>
        <source>Σ</source>
        <translation>Σ</translation>
    </message>
    <message>
        <source>bite</source>
        <comment>the sign of a bite in the marks column (Б)</comment>
        <translation>Б</translation>
    </message>
    <message>
        <source>hang</source>
        <translation>вис</translation>
    </message>
    <message>
        <source>ski</source>
        <translation>болт</translation>
    </message>
    <message>
        <source>+hang</source>
        <translation>+вис</translation>
    </message>
    <message>
        <source>{sign}: {meaning}</source>
        <translation>{sign} — {meaning}</translation>
    </message>
    <message>
        <source>negative round</source>
        <translation>игра в минус</translation>
    </message>
    <message>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <source>conceded fifty</source>
        <translation>отдал полтинник</translation>
    </message>
    <message>
        <source>debertz / klabor</source>
        <translation>деберц / клабор</translation>
    </message>
    <message>
        <source>finish</source>
        <translation>доезд</translation>
    </message>
    <message>
        <source>dave declined</source>
        <translation>дав не принят</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Играющий</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Hanging</source>
        <translation>Висит</translation>
    </message>
    <message>
        <source>Awarded</source>
        <comment>points written without play: debertz/klabor, a conceded fifty</comment>
        <translation>Присуждено</translation>
    </message>
    <message>
        <source>Award.</source>
        <comment>short column head: points awarded</comment>
        <translation>Прис.</translation>
    </message>
    <message>
        <source>3 bites</source>
        <comment>the sign of a third bite (3Б)</comment>
        <translation>3Б</translation>
    </message>
    <message>
        <source>bite hangs</source>
        <comment>a bite whose points hang (Б вис)</comment>
        <translation>Б вис</translation>
    </message>
    <message>
        <source>B</source>
        <comment>the letter of a bite drawn in a circle (Б)</comment>
        <translation>Б</translation>
    </message>
    <message>
        <source>ski</source>
        <comment>the sign of a ski (no trick) on a pencil sheet (болт)</comment>
        <translation>болт</translation>
    </message>
    <message>
        <source>Parts: {items}.</source>
        <translation>Части: {items}.</translation>
    </message>
    <message>
        <source>the maker was bitten</source>
        <translation>играющий не сыграл (байт)</translation>
    </message>
    <message>
        <source>the maker&apos;s points hang</source>
        <translation>очки играющего висят</translation>
    </message>
    <message>
        <source>no trick taken</source>
        <translation>ни одной взятки</translation>
    </message>
    <message>
        <source>the third bite, penalised</source>
        <translation>третий байт, штраф</translation>
    </message>
    <message>
        <source>won the hanging points</source>
        <translation>забрал висячие</translation>
    </message>
    <message>
        <source>the bitten points hang</source>
        <translation>очки байта висят</translation>
    </message>
    <message>
        <source>Marks: {items}.</source>
        <translation>Отметки: {items}.</translation>
    </message>
    <message>
        <source>Stake</source>
        <comment>Short Deberts: what a deal was played for</comment>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Winner: {name}</source>
        <translation>Победитель: {name}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>SheetWindow</name>
    <message>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Print preview…</source>
        <translation>Предварительный просмотр…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Экспорт в PDF…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Easy</source>
        <translation>Слабый</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Разные уровни</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Свои правила</translation>
    </message>
    <message>
        <source>{game}: {variant}</source>
        <translation>{game}: {variant}</translation>
    </message>
    <message>
        <source>{players} players in pairs</source>
        <translation>{players} игрока, пара на пару</translation>
    </message>
    <message>
        <source>ahead by {points}</source>
        <translation>впереди на {points}</translation>
    </message>
    <message>
        <source>behind by {points}</source>
        <translation>позади на {points}</translation>
    </message>
    <message>
        <source>level</source>
        <translation>вровень</translation>
    </message>
    <message>
        <source>{margin} ({score} : {opponent}), {date}</source>
        <translation>{margin} ({score} : {opponent}), {date}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>By the level of the computer players</source>
        <translation>По уровню компьютерных игроков</translation>
    </message>
    <message>
        <source>By variant and table size</source>
        <translation>По варианту и числу игроков</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Сбросить…</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>No game has been played to its end yet.</source>
        <translation>Ещё ни одна партия не доиграна до конца.</translation>
    </message>
    <message>
        <source>Games played: {played}, won: {won} ({percent:.0f}%).</source>
        <translation>Сыграно партий: {played}, выиграно: {won} ({percent:.0f}%).</translation>
    </message>
    <message>
        <source>Games won in a row now: {count}.</source>
        <translation>Побед подряд сейчас: {count}.</translation>
    </message>
    <message>
        <source>Games lost in a row now: {count}.</source>
        <translation>Поражений подряд сейчас: {count}.</translation>
    </message>
    <message>
        <source>Most games won in a row: {count}.</source>
        <translation>Больше всего побед подряд: {count}.</translation>
    </message>
    <message>
        <source>Best game: {best}.</source>
        <translation>Лучшая партия: {best}.</translation>
    </message>
    <message>
        <source>Worst game: {worst}.</source>
        <translation>Худшая партия: {worst}.</translation>
    </message>
    <message numerus="yes">
        <source>Quickest win: %n deal(s).</source>
        <translation>
            <numerusform>Самая быстрая победа: за %n сдачу.</numerusform>
            <numerusform>Самая быстрая победа: за %n сдачи.</numerusform>
            <numerusform>Самая быстрая победа: за %n сдач.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted since {date}.</source>
        <translation>Счёт ведётся с {date}.</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Won, %</source>
        <translation>Выиграно, %</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучшая</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Худшая</translation>
    </message>
    <message>
        <source>Your play, as the deal review counts it</source>
        <translation>Ваша игра по разбору сдач</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Сдач</translation>
    </message>
    <message>
        <source>Lost a deal</source>
        <translation>Потеря за сдачу</translation>
    </message>
    <message numerus="yes">
        <source>Points lost per deal: {mean} in your last %n reviewed game(s)</source>
        <translation>
            <numerusform>Потеряно очков за сдачу: {mean} в %n последней разобранной партии</numerusform>
            <numerusform>Потеряно очков за сдачу: {mean} в %n последних разобранных партиях</numerusform>
            <numerusform>Потеряно очков за сдачу: {mean} в %n последних разобранных партиях</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, {before} in the %n before</source>
        <translation>
            <numerusform>, {before} в %n предыдущей</numerusform>
            <numerusform>, {before} в %n предыдущих</numerusform>
            <numerusform>, {before} в %n предыдущих</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Сбросить статистику</translation>
    </message>
    <message>
        <source>Forget every game counted so far and start anew?</source>
        <translation>Забыть все учтённые партии и начать счёт заново?</translation>
    </message>
</context>
<context>
    <name>StatisticsPlurals</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>{path} does not exist.</source>
        <translation>Файла {path} нет.</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}.</source>
        <translation>Не удалось прочитать {path}: {reason}.</translation>
    </message>
    <message>
        <source>{path} is empty.</source>
        <translation>Файл {path} пуст.</translation>
    </message>
    <message>
        <source>{path} is not a text file (invalid UTF-8 at byte {offset}).</source>
        <translation>{path} — не текстовый файл (неверный UTF-8 в байте {offset}).</translation>
    </message>
    <message>
        <source>{path} is not valid JSON (line {line}, column {column}).</source>
        <translation>{path} — неверный JSON (строка {line}, столбец {column}).</translation>
    </message>
    <message>
        <source>{path} is not plain JSON: {reason}.</source>
        <translation>{path} — не простой JSON: {reason}.</translation>
    </message>
    <message>
        <source>{path} is not a file that can be opened (it is a folder, a device or a pipe).</source>
        <translation>{path} — не файл, который можно открыть (это папка, устройство или канал).</translation>
    </message>
    <message>
        <source>{path} is too large ({size} bytes) to be a saved game or settings (at most {limit} bytes).</source>
        <translation>{path} слишком велик ({size} байт) для сохранённой партии или настроек (не больше {limit} байт).</translation>
    </message>
    <message>
        <source>{path} should hold a JSON object but holds a JSON {kind}.</source>
        <translation>В {path} должен быть объект JSON, а там {kind} JSON.</translation>
    </message>
    <message>
        <source>{path} could not be written: {reason}.</source>
        <translation>Не удалось записать {path}: {reason}.</translation>
    </message>
    <message>
        <source>{path} could not be written: the text holds characters that {encoding} cannot encode.</source>
        <translation>Не удалось записать {path}: в тексте есть символы, которых нет в кодировке {encoding}.</translation>
    </message>
    <message>
        <source>The settings could not be read: {problem} Default settings are used; the damaged file was kept as {backup}.</source>
        <translation>Не удалось прочитать настройки: {problem} Используются настройки по умолчанию; повреждённый файл сохранён как {backup}.</translation>
    </message>
    <message>
        <source>The settings could not be read: {problem} Default settings are used. The damaged file could not be kept aside ({reason}), so the settings will not be saved over it.</source>
        <translation>Не удалось прочитать настройки: {problem} Используются настройки по умолчанию. Повреждённый файл не удалось отложить в сторону ({reason}), поэтому настройки не будут записаны поверх него.</translation>
    </message>
    <message>
        <source>Some settings in {path} were not valid and were reset to their defaults: {fields}. The original file was kept as {backup}.</source>
        <translation>Некоторые настройки в {path} были неверны и сброшены к значениям по умолчанию: {fields}. Исходный файл сохранён как {backup}.</translation>
    </message>
    <message>
        <source>Some settings in {path} were not valid and were reset to their defaults: {fields}. The original file could not be kept aside ({reason}), so the settings will not be saved over it.</source>
        <translation>Некоторые настройки в {path} были неверны и сброшены к значениям по умолчанию: {fields}. Исходный файл не удалось отложить в сторону ({reason}), поэтому настройки не будут записаны поверх него.</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of Debertz Desktop (settings version {version}). This version uses the settings it knows and leaves the file as it is: settings changed here last until you quit.</source>
        <translation>{path} записан более новой версией Debertz Desktop (версия настроек {version}). Эта версия берёт из него знакомые ей настройки и не меняет файл: изменённые здесь настройки действуют до выхода из программы.</translation>
    </message>
    <message>
        <source>{path} cannot be read ({reason}). Default settings are used; the file is left as it is, and settings changed here last until you quit.</source>
        <translation>{path} не удаётся прочитать ({reason}). Используются настройки по умолчанию; файл остаётся как есть, а изменённые здесь настройки действуют до выхода из программы.</translation>
    </message>
    <message>
        <source>The settings were not saved: {path} was written by a newer version of Debertz Desktop, and this version does not write over it. They are used until you quit.</source>
        <translation>Настройки не сохранены: {path} записан более новой версией Debertz Desktop, и эта версия его не перезаписывает. Они действуют до выхода из программы.</translation>
    </message>
    <message>
        <source>The settings were not saved: {path} could not be read ({reason}), so it is not written over. They are used until you quit.</source>
        <translation>Настройки не сохранены: {path} не удалось прочитать ({reason}), поэтому он не перезаписывается. Они действуют до выхода из программы.</translation>
    </message>
    <message>
        <source>The settings were not saved: the damaged file {path} could not be kept aside ({reason}).</source>
        <translation>Настройки не сохранены: повреждённый файл {path} не удалось отложить в сторону ({reason}).</translation>
    </message>
    <message>
        <source>The statistics of your games could not be read: {problem} They start anew; the damaged file was kept as {backup}.</source>
        <translation>Не удалось прочитать статистику ваших партий: {problem} Счёт начинается заново; повреждённый файл сохранён как {backup}.</translation>
    </message>
    <message>
        <source>Part of the statistics of your games could not be read and was left out; the original file was kept as {backup}.</source>
        <translation>Часть статистики ваших партий не удалось прочитать, она пропущена; исходный файл сохранён как {backup}.</translation>
    </message>
    <message>
        <source>Part of the statistics of your games could not be read, and the file could not be copied aside ({reason}), so no game will be added to it.</source>
        <translation>Часть статистики ваших партий не удалось прочитать, а файл не удалось скопировать в сторону ({reason}), поэтому новые партии в него не добавляются.</translation>
    </message>
    <message>
        <source>The statistics of your games could not be read: {problem} The damaged file could not be kept aside ({reason}), so no game will be added to it.</source>
        <translation>Не удалось прочитать статистику ваших партий: {problem} Повреждённый файл не удалось отложить в сторону ({reason}), поэтому новые партии в него не добавляются.</translation>
    </message>
    <message>
        <source>The statistics of your games in {path} cannot be read ({reason}). The file is left as it is and no game is added to it until it can be read again.</source>
        <translation>Статистику ваших партий в {path} не удаётся прочитать ({reason}). Файл остаётся как есть, и партии в него не добавляются, пока его снова не удастся прочитать.</translation>
    </message>
    <message>
        <source>The reviews of your games could not be read: {problem} They start anew; the damaged file was kept as {backup}.</source>
        <translation>Разборы ваших партий не удалось прочитать: {problem} Они начинаются заново; повреждённый файл сохранён как {backup}.</translation>
    </message>
    <message>
        <source>The reviews of your games in {path} cannot be read ({reason}); none is added until they can be read again.</source>
        <translation>Разборы ваших партий в {path} не читаются ({reason}); новые не добавляются, пока файл снова не станет читаться.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>chip: the dealer</comment>
        <translation>С</translation>
    </message>
    <message>
        <source>M</source>
        <comment>chip: the maker</comment>
        <translation>И</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>Negative round: trump</source>
        <translation>Игра в минус, козырь</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Открытая карта</translation>
    </message>
    <message>
        <source>Deal {number}</source>
        <translation>Сдача {number}</translation>
    </message>
    <message>
        <source>stake {stake}</source>
        <translation>ставка {stake}</translation>
    </message>
    <message>
        <source>{points} hanging</source>
        <translation>висит {points}</translation>
    </message>
    <message>
        <source>Maker: {name}</source>
        <translation>Играет: {name}</translation>
    </message>
    <message>
        <source>Maker: nobody</source>
        <translation>Играющего нет</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Ваш партнёр</translation>
    </message>
    <message>
        <source>Plays in a pair with {name}</source>
        <translation>Играет в паре с: {name}</translation>
    </message>
    <message>
        <source>tertz</source>
        <translation>терц</translation>
    </message>
    <message>
        <source>fifty</source>
        <translation>полтинник</translation>
    </message>
    <message>
        <source>hundred</source>
        <translation>сотня</translation>
    </message>
    <message>
        <source>bella {suit}</source>
        <translation>бэлла {suit}</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пики</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>трефы</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червы</translation>
    </message>
    <message>
        <source>No trump</source>
        <translation>Без козыря</translation>
    </message>
    <message>
        <source>All trump</source>
        <translation>Все козыри</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играю</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Concede fifty</source>
        <translation>Отдать полтинник</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Играю дальше</translation>
    </message>
    <message>
        <source>Accept the concession</source>
        <translation>Принять 50</translation>
    </message>
    <message>
        <source>Refuse, play the deal</source>
        <translation>Нет, играем сдачу</translation>
    </message>
    <message>
        <source>Exchange the seven</source>
        <translation>Поменять семёрку</translation>
    </message>
    <message>
        <source>Redeal: four sevens</source>
        <translation>Пересдача: четыре семёрки</translation>
    </message>
    <message>
        <source>Redeal: poor hand</source>
        <translation>Пересдача: плохая карта</translation>
    </message>
    <message>
        <source>Show debertz</source>
        <translation>Показать деберц</translation>
    </message>
    <message>
        <source>Show klabor</source>
        <translation>Показать клабор</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>Declare {combination}</source>
        <translation>Объявить {combination}</translation>
    </message>
    <message>
        <source>Dave!</source>
        <translation>Дав!</translation>
    </message>
    <message>
        <source>Accept the dave</source>
        <translation>Принять дав</translation>
    </message>
    <message>
        <source>Decline the dave</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Finish!</source>
        <translation>Доезд!</translation>
    </message>
    <message>
        <source>{card} with bella</source>
        <translation>{card} с бэллой</translation>
    </message>
    <message>
        <source>{name} took the trick</source>
        <translation>Взятка: {name}</translation>
    </message>
    <message>
        <source>{chip}: deals this deal</source>
        <translation>{chip}: сдаёт в этой сдаче</translation>
    </message>
    <message>
        <source>{chip}: the maker, who chose the trump</source>
        <translation>{chip}: играющий, он назначил козырь</translation>
    </message>
</context>
<context>
    <name>TableHosting</name>
    <message>
        <source>The table could not be hosted again</source>
        <translation>Стол не удалось открыть снова</translation>
    </message>
    <message>
        <source>The table could not be opened</source>
        <translation>Стол не удалось открыть</translation>
    </message>
    <message>
        <source>No network port could be opened for the table: {reason}</source>
        <translation>Не удалось открыть сетевой порт для стола: {reason}</translation>
    </message>
    <message>
        <source>The table moved to another port</source>
        <translation>Стол открыт на другом порту</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>{file} holds the table you hosted, {table}. Host it again now? Its players come back to their seats as soon as their programs reconnect; until then a computer plays for them.</source>
        <translation>В файле {file} — стол, который вы открывали, {table}. Открыть его снова? Игроки вернутся на свои места, как только их программы подключатся; до тех пор за них играет компьютер.</translation>
    </message>
    <message>
        <source>&amp;Host the table</source>
        <translation>&amp;Открыть стол</translation>
    </message>
    <message>
        <source>Unfinished table</source>
        <translation>Недоигранный стол</translation>
    </message>
    <message>
        <source>A table you hosted could not be read and was set aside: it cannot be hosted again.

{reasons}</source>
        <translation>Стол, который вы открывали, не удалось прочитать, и он отложен в сторону: снова открыть его нельзя.

{reasons}</translation>
    </message>
    <message>
        <source>The table you hosted, {table}, was not finished. Host it again? Its players come back to their seats.</source>
        <translation>Стол, который вы открывали, {table}, не доигран. Открыть его снова? Игроки вернутся на свои места.</translation>
    </message>
    <message>
        <source>&amp;Host again</source>
        <translation>&amp;Открыть снова</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Не сейчас</translation>
    </message>
</context>
<context>
    <name>TableJoining</name>
    <message>
        <source>Your seat at a network table</source>
        <translation>Ваше место за сетевым столом</translation>
    </message>
    <message>
        <source>Your seats at network tables could not be read: the file that keeps them is damaged, and was set aside. No seat can be offered to go back to.</source>
        <translation>Ваши места за сетевыми столами не удалось прочитать: файл, где они хранятся, повреждён и отложен в сторону. Предложить вернуться за стол нельзя.</translation>
    </message>
    <message>
        <source>You still have a seat at the network table «{table}», as {name}. Go back to it? Until you do, the table&apos;s host may have a computer play for you.</source>
        <translation>За сетевым столом «{table}» за вами всё ещё место, под именем {name}. Вернуться за стол? Пока вы не вернётесь, хозяин стола может посадить за вас компьютер.</translation>
    </message>
    <message>
        <source>&amp;Go back</source>
        <translation>&amp;Вернуться</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Не сейчас</translation>
    </message>
    <message>
        <source>&amp;Forget it</source>
        <translation>&amp;Забыть</translation>
    </message>
</context>
<context>
    <name>TablePlurals</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{low}–%n players</source>
        <translation>
            <numerusform>{low}–%n игрок</numerusform>
            <numerusform>{low}–%n игрока</numerusform>
            <numerusform>{low}–%n игроков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <source>The game at your table «{name}» has moves that are not saved. Save it first? The table closes for everybody at it.</source>
        <translation>В партии за вашим столом «{name}» есть несохранённые ходы. Сохранить её? Стол закроется для всех, кто за ним сидит.</translation>
    </message>
    <message>
        <source>Close the table «{name}»? The game stops for everybody at it; you can host it again later (Game → Play on the network → Host again).</source>
        <translation>Закрыть стол «{name}»? Партия остановится для всех за ним; позже стол можно открыть снова (Игра → Игра по сети → Открыть стол снова).</translation>
    </message>
    <message>
        <source>Close the table «{name}»? It closes for everybody at it.</source>
        <translation>Закрыть стол «{name}»? Он закроется для всех за ним.</translation>
    </message>
    <message>
        <source>Leave the table «{name}»? A computer plays your seat for the rest of the game.</source>
        <translation>Покинуть стол «{name}»? До конца партии за вас будет играть компьютер.</translation>
    </message>
    <message>
        <source>Leave the table «{name}»?</source>
        <translation>Покинуть стол «{name}»?</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Закрыть стол</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Покинуть стол</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>You are playing at «{name}». Quit anyway? A computer plays your seat until you come back: start Debertz again and join the table (Game → Play on the network → Join a table): your seat waits for you.</source>
        <translation>Вы играете за столом «{name}». Всё равно выйти? Пока вы не вернётесь, за вас играет компьютер: запустите Деберц снова и сядьте за стол (Игра → Игра по сети → Сесть за стол) — ваше место вас ждёт.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выйти</translation>
    </message>
    <message>
        <source>&amp;Stay at the table</source>
        <translation>&amp;Остаться за столом</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Play another game with the same people at «{name}»?</source>
        <translation>Сыграть ещё одну партию тем же составом за столом «{name}»?</translation>
    </message>
    <message>
        <source>&amp;Same people</source>
        <translation>&amp;Тем же составом</translation>
    </message>
    <message>
        <source>A new game &amp;here</source>
        <translation>&amp;Новая партия здесь</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
</context>
<context>
    <name>UnfinishedGamesDialog</name>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Недоигранные партии</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Недоигранная партия</translation>
    </message>
    <message>
        <source>Delete this unfinished game? Its file {file} holds it as it stands and stays: open it to play on.</source>
        <translation>Удалить эту неоконченную партию? Её файл {file} хранит партию такой, какая она сейчас, и остаётся: откройте его, чтобы играть дальше.</translation>
    </message>
    <message>
        <source>Delete this unfinished game? Its file {file} stays, but the deals entered since it was last saved cannot be brought back.</source>
        <translation>Удалить эту неоконченную партию? Её файл {file} остаётся, но сдачи, записанные после последнего сохранения, будет не вернуть.</translation>
    </message>
    <message>
        <source>Delete this unfinished game? Its file {file} stays, but the moves played since it was last saved cannot be brought back.</source>
        <translation>Удалить эту неоконченную партию? Её файл {file} остаётся, но ходы, сделанные после последнего сохранения, будет не вернуть.</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>Партия не сохранена</translation>
    </message>
    <message>
        <source>This game is finished. Open it now to save or print it, or keep it for later: it is offered again at the next start.</source>
        <translation>Эта партия закончена. Откройте её сейчас, чтобы сохранить или напечатать, или оставьте на потом: она будет предложена снова при следующем запуске.</translation>
    </message>
    <message>
        <source>This game is finished but was never saved in a file. Open it now to save or print it, or keep it for later: it is offered again at the next start.</source>
        <translation>Эта партия закончена, но не сохранена в файл. Откройте её сейчас, чтобы сохранить или распечатать, или оставьте на потом: она будет предложена снова при следующем запуске.</translation>
    </message>
    <message>
        <source>This game was not finished. Resume it now, or keep it for later: it is offered again at the next start.</source>
        <translation>Эта партия не доиграна. Продолжите её сейчас или оставьте на потом: она будет предложена снова при следующем запуске.</translation>
    </message>
    <message>
        <source>These games were not finished or not saved. Choose one to resume; the others are kept for the next start unless you delete them.</source>
        <translation>Эти партии не закончены или не сохранены. Выберите одну, чтобы продолжить; остальные останутся до следующего запуска, если вы их не удалите.</translation>
    </message>
    <message>
        <source>These games were not finished. Choose one to resume; the others are kept for the next start unless you delete them.</source>
        <translation>Эти партии не доиграны. Выберите одну, чтобы продолжить; остальные сохранятся до следующего запуска, если их не удалить.</translation>
    </message>
    <message>
        <source>Go on with the selected game</source>
        <translation>Продолжить выбранную партию</translation>
    </message>
    <message>
        <source>Start without them; they are offered again at the next start</source>
        <translation>Начать без них; они будут предложены снова при следующем запуске</translation>
    </message>
    <message>
        <source>Throw the selected game away (asked first)</source>
        <translation>Удалить выбранную партию (с подтверждением)</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Удаление партии</translation>
    </message>
    <message>
        <source>Delete this game for good? It cannot be brought back.</source>
        <translation>Удалить эту партию навсегда? Вернуть её будет нельзя.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;Keep for later</source>
        <translation>&amp;Оставить на потом</translation>
    </message>
</context>
</TS>
