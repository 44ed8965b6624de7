<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DebertzPlurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n point(s)</source>
        <translation>
            <numerusform>{name} took %n point</numerusform>
            <numerusform>{name} took %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) hanging.</source>
        <translation>
            <numerusform>%n point hanging.</numerusform>
            <numerusform>%n points hanging.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FoundTablesList</name>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTab</name>
    <message numerus="yes">
        <source>{done} of %n deal(s) analysed: </source>
        <translation>
            <numerusform>{done} of %n deal analysed: </numerusform>
            <numerusform>{done} of %n deals analysed: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) lost, </source>
        <translation>
            <numerusform>%n point lost, </numerusform>
            <numerusform>%n points lost, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{per_deal} a deal, in %n mistake(s).</source>
        <translation>
            <numerusform>{per_deal} a deal, in %n mistake.</numerusform>
            <numerusform>{per_deal} a deal, in %n mistakes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MagistrLessonPlurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n card each</numerusform>
            <numerusform>%n cards each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MagistrPlurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellLessonPlurals</name>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n card each</numerusform>
            <numerusform>%n cards each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellPlurals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n&#xa0;card</numerusform>
            <numerusform>%n&#xa0;cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played; {made} of {bids} bids made.</source>
        <translation>
            <numerusform>%n deal played; {made} of {bids} bids made.</numerusform>
            <numerusform>%n deals played; {made} of {bids} bids made.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OhHellSheetPlurals</name>
    <message numerus="yes">
        <source>over by %n</source>
        <translation>
            <numerusform>over by&#xa0;%n</numerusform>
            <numerusform>over by&#xa0;%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>under by %n</source>
        <translation>
            <numerusform>under by&#xa0;%n</numerusform>
            <numerusform>under by&#xa0;%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>place %n</source>
        <translation>
            <numerusform>place %n</numerusform>
            <numerusform>place %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n stake(s)</source>
        <translation>
            <numerusform>%n stake</numerusform>
            <numerusform>%n stakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The maker tied: his %n point(s) hang and go to whoever scores most in the next deal (rules §10.2).</source>
        <translation>
            <numerusform>The maker tied: his %n point hangs and goes to whoever scores most in the next deal (rules §10.2).</numerusform>
            <numerusform>The maker tied: his %n points hang and go to whoever scores most in the next deal (rules §10.2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The maker was bitten by two defenders with equal totals: his %n point(s) hang between them until a deal decides (rules §10.1).</source>
        <translation>
            <numerusform>The maker was bitten by two defenders with equal totals: his %n point hangs between them until a deal decides (rules §10.1).</numerusform>
            <numerusform>The maker was bitten by two defenders with equal totals: his %n points hang between them until a deal decides (rules §10.1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPlurals</name>
    <message numerus="yes">
        <source>Points lost: {lost} in %n mistake(s)</source>
        <translation>
            <numerusform>Points lost: {lost} in %n mistake</numerusform>
            <numerusform>Points lost: {lost} in %n mistakes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>Quickest win: %n deal(s).</source>
        <translation>
            <numerusform>Quickest win: %n deal.</numerusform>
            <numerusform>Quickest win: %n deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Points lost per deal: {mean} in your last %n reviewed game(s)</source>
        <translation>
            <numerusform>Points lost per deal: {mean} in your last %n reviewed game</numerusform>
            <numerusform>Points lost per deal: {mean} in your last %n reviewed games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, {before} in the %n before</source>
        <translation>
            <numerusform>, {before} in the %n before</numerusform>
            <numerusform>, {before} in the %n before</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPlurals</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablePlurals</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{low}–%n players</source>
        <translation>
            <numerusform>{low}–%n players</numerusform>
            <numerusform>{low}–%n players</numerusform>
        </translation>
    </message>
</context>
</TS>
