/* The play-outs and the exact search of ai/oh_hell/search.py, compiled (OH_HELL §5, §6).
 *
 * An optional accelerator: search.py uses it when it was built and falls back to its own
 * pure-Python code otherwise.  It is a line-by-line port of policy.play_card (with
 * hold_chance, masters and mood), search._play_out and search._Solver -- the same
 * probability table, the same float arithmetic in the same order, the same move order and
 * tie-breaks, the same node count -- so that both give the same cards, tricks and values;
 * tests/ai/oh_hell/test_native.py checks that they do.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__clang__)
#pragma clang fp contract(off)
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

#define RANKS 13
#define CARDS 52
#define MAXP 7
#define MAX_U 52
#define MAX_S 13
#define MAX_R 15

static PyObject *BudgetSpent;

/* -- tables (tables.py) ------------------------------------------------------------------ */

static uint64_t SUITS[4], ABOVE[CARDS], BELOW[CARDS];
static const uint64_t ALL = (((uint64_t)1) << CARDS) - 1;
static double NONE[MAX_U + 1][MAX_S + 1][MAX_R + 1];

static void build_tables(void) {
    for (int s = 0; s < 4; s++) SUITS[s] = ((((uint64_t)1) << RANKS) - 1) << (RANKS * s);
    for (int c = 0; c < CARDS; c++) {
        uint64_t suit = SUITS[c / RANKS];
        ABOVE[c] = suit & ~((((uint64_t)2) << c) - 1);
        BELOW[c] = suit & ((((uint64_t)1) << c) - 1);
    }
    for (int u = 0; u <= MAX_U; u++)
        for (int s = 0; s <= MAX_S; s++) {
            double p = 1.0;
            NONE[u][s][0] = 1.0;
            for (int i = 0; i < MAX_R; i++) {
                if (u - s - i <= 0)
                    p = 0.0;
                else
                    p = p * (double)(u - s - i) / (double)(u - i);
                NONE[u][s][i + 1] = p;
            }
        }
}

#if defined(_MSC_VER)
#include <intrin.h>
static inline int top_bit(uint64_t m) {
    unsigned long i;
    _BitScanReverse64(&i, m);
    return (int)i;
}
static inline int low_bit(uint64_t m) {
    unsigned long i;
    _BitScanForward64(&i, m);
    return (int)i;
}
static inline int popcount(uint64_t m) {
    m = m - ((m >> 1) & 0x5555555555555555ULL);
    m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
    return (int)((((m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL) * 0x0101010101010101ULL) >> 56);
}
#else
static inline int popcount(uint64_t x) { return __builtin_popcountll(x); }
static inline int top_bit(uint64_t x) { return 63 - __builtin_clzll(x); }
static inline int low_bit(uint64_t x) { return __builtin_ctzll(x); }
#endif

/* -- the policy (policy.py) --------------------------------------------------------------- */

#define WANT 0
#define FULL 1
#define KEEP 2
#define BREAK 3
static const double WANT_THRESHOLD = 0.45, LEAD_THRESHOLD = 0.5, NEAR = 0.1, KEEP_RISK = 0.35;

typedef struct {
    int players, trump, failed_minus;
    uint64_t turned;
    int bids[MAXP];
} Facts;

static double hold_chance(int card, int best, int led, const int *later, int nlater,
                          uint64_t unseen, int count, int held, const int *voids, int trump) {
    int suit = card / RANKS;
    if (best >= 0) {
        int best_suit = best / RANKS;
        if (suit == best_suit) {
            if (card < best) return 0.0;
        } else if (suit != trump) {
            return 0.0;
        }
    }
    if (nlater == 0) return 1.0;
    int higher = popcount(unseen & ABOVE[card]);
    double hold = 1.0;
    if (suit == led) {
        if (suit == trump || trump < 0) {
            double no_higher = NONE[count][higher][held];
            for (int i = 0; i < nlater; i++)
                if (!(voids[later[i]] >> suit & 1)) hold *= no_higher;
            return hold;
        }
        int in_led = popcount(unseen & SUITS[led]);
        int trumps = popcount(unseen & SUITS[trump]);
        double no_trump_if_void = NONE[count - in_led][trumps][held];
        double beat_plain = 1.0 - NONE[count][higher][held];
        double void_ = NONE[count][in_led][held];
        for (int i = 0; i < nlater; i++) {
            int v = voids[later[i]];
            double beat;
            if (v >> led & 1)
                beat = (v >> trump & 1) ? 0.0 : 1.0 - no_trump_if_void;
            else if (v >> trump & 1)
                beat = beat_plain;
            else {
                double ruff = void_ * (1.0 - no_trump_if_void);
                beat = beat_plain + ruff;
            }
            hold *= 1.0 - beat;
        }
        return hold;
    }
    int in_led = popcount(unseen & SUITS[led]);
    double no_higher_if_void = NONE[count - in_led][higher][held];
    double void_ = NONE[count][in_led][held];
    for (int i = 0; i < nlater; i++) {
        int v = voids[later[i]];
        if (v >> suit & 1) continue;
        double pv = (v >> led & 1) ? 1.0 : void_;
        double beat = pv * (1.0 - no_higher_if_void);
        hold *= 1.0 - beat;
    }
    return hold;
}

static uint64_t masters(uint64_t hand, uint64_t unseen, int trump) {
    if (trump < 0) return 0;
    uint64_t trumps = hand & SUITS[trump];
    uint64_t out = 0, higher_unseen = unseen & SUITS[trump];
    while (trumps) {
        int c = top_bit(trumps);
        if (higher_unseen & ABOVE[c]) break;
        out |= ((uint64_t)1) << c;
        trumps ^= ((uint64_t)1) << c;
    }
    return out;
}

static int mood(const Facts *f, int seat, uint64_t hand, const int *taken, uint64_t master_mask) {
    int need = f->bids[seat] - taken[seat];
    int left = popcount(hand);
    if (need < 0) return f->failed_minus ? FULL : BREAK;
    if (need > left) return f->failed_minus ? WANT : BREAK;
    if (need == 0) return FULL;
    if (master_mask && popcount(master_mask) >= need) return KEEP;
    return WANT;
}

static inline int card_value(int c, int trump) { return c % RANKS + (c / RANKS == trump ? RANKS : 0); }

/* min by (value, c) */
static int cheapest(const int *pool, int n, int trump) {
    int best = pool[0];
    for (int i = 1; i < n; i++) {
        int c = pool[i];
        int vc = card_value(c, trump), vb = card_value(best, trump);
        if (vc < vb || (vc == vb && c < best)) best = c;
    }
    return best;
}

/* max by (value, -c) */
static int dearest(const int *pool, int n, int trump) {
    int best = pool[0];
    for (int i = 1; i < n; i++) {
        int c = pool[i];
        int vc = card_value(c, trump), vb = card_value(best, trump);
        if (vc > vb || (vc == vb && c < best)) best = c;
    }
    return best;
}

/* min by (chance, value, c) */
static int safest(const int *pool, int n, const double *chances, int trump) {
    int best = pool[0];
    for (int i = 1; i < n; i++) {
        int c = pool[i];
        double hc = chances[c], hb = chances[best];
        int vc = card_value(c, trump), vb = card_value(best, trump);
        if (hc < hb || (hc == hb && (vc < vb || (vc == vb && c < best)))) best = c;
    }
    return best;
}

static int surest(const int *pool, int n, const double *chances, int trump) {
    double top_chance = chances[pool[0]];
    for (int i = 1; i < n; i++)
        if (chances[pool[i]] > top_chance) top_chance = chances[pool[i]];
    int near[CARDS], m = 0;
    near[0] = pool[0]; /* the top chance is always near itself: m ends at 1 or more */
    for (int i = 0; i < n; i++)
        if (chances[pool[i]] >= top_chance - NEAR) near[m++] = pool[i];
    return cheapest(near, m, trump);
}

static int needs(const Facts *f, int seat, const int *taken, int left) {
    int need = f->bids[seat] - taken[seat];
    return 0 < need && need <= left;
}

static int play_card(const Facts *f, int seat, uint64_t hand, const int *trick,
                     const int *seats, int tlen, uint64_t played, const int *taken,
                     const int *voids) {
    int trump = f->trump;
    uint64_t legal = hand;
    int led = -1;
    if (tlen) {
        led = trick[0] / RANKS;
        uint64_t follow = hand & SUITS[led];
        if (follow) legal = follow;
    }
    if (!(legal & (legal - 1))) return top_bit(legal);
    int n = f->players;
    uint64_t unseen = ALL & ~hand & ~played & ~f->turned;
    int count = popcount(unseen);
    int held = popcount(hand);
    int later[MAXP], nlater = 0;
    for (int i = 1; i < n - tlen; i++) later[nlater++] = (seat + i) % n;
    int best = -1, best_seat = -1;
    if (tlen) {
        best = trick[0];
        best_seat = seats[0];
        for (int i = 1; i < tlen; i++) {
            int c = trick[i];
            if ((c / RANKS == best / RANKS && c > best) ||
                (c / RANKS == trump && best / RANKS != trump)) {
                best = c;
                best_seat = seats[i];
            }
        }
    }
    uint64_t top = masters(hand, unseen, trump);
    int m = mood(f, seat, hand, taken, top);
    int cards[CARDS], ncards = 0, winners[CARDS], nwin = 0, losers[CARDS], nlose = 0;
    double chances[CARDS];
    for (uint64_t mask = legal; mask; mask &= mask - 1) {
        int c = low_bit(mask);
        cards[ncards++] = c;
        if (best < 0 || (c / RANKS == best / RANKS && c > best) ||
            (c / RANKS == trump && best / RANKS != trump)) {
            winners[nwin++] = c;
            chances[c] = hold_chance(c, best, led >= 0 ? led : c / RANKS, later, nlater, unseen,
                                     count, held, voids, trump);
        } else {
            losers[nlose++] = c;
            chances[c] = 0.0;
        }
    }
    if (m == WANT || (m == BREAK && tlen && needs(f, best_seat, taken, held))) {
        int need = f->bids[seat] - taken[seat];
        double urgency = 1.0;
        if (m == WANT) {
            urgency = (double)need / (double)held;
            if (urgency > 1.0) urgency = 1.0;
        }
        if (tlen) {
            if (nwin) {
                int choice = surest(winners, nwin, chances, trump);
                if (chances[choice] >= WANT_THRESHOLD * (1.0 - urgency) || !nlose) return choice;
            }
            return m == WANT ? cheapest(losers, nlose, trump) : dearest(losers, nlose, trump);
        }
        int choice = surest(cards, ncards, chances, trump);
        if (chances[choice] >= LEAD_THRESHOLD * (1.0 - urgency) || trump < 0) return choice;
        if (hand & SUITS[trump]) {
            int shortest = -1;
            for (int s = 0; s < 4; s++) {
                if (s == trump) continue;
                uint64_t in_suit = hand & SUITS[s];
                if (in_suit &&
                    (shortest < 0 || popcount(in_suit) < popcount(hand & SUITS[shortest])))
                    shortest = s;
            }
            if (shortest >= 0 && popcount(hand & SUITS[shortest]) <= 2)
                return low_bit(hand & SUITS[shortest]);
        }
        return cheapest(cards, ncards, trump);
    }
    if (m == BREAK) {
        if (tlen) return nlose ? dearest(losers, nlose, trump) : safest(cards, ncards, chances, trump);
        return safest(cards, ncards, chances, trump);
    }
    uint64_t keep = m == KEEP ? top : 0;
    int pool[CARDS], np = 0;
    if (tlen) {
        for (int i = 0; i < nlose; i++)
            if (!(keep >> losers[i] & 1)) pool[np++] = losers[i];
        if (np) return dearest(pool, np, trump);
        if (nlose) return cheapest(losers, nlose, trump);
        for (int i = 0; i < ncards; i++)
            if (keep >> cards[i] & 1) pool[np++] = cards[i];
        if (np) return cheapest(pool, np, trump);
        if (!nlater) return dearest(cards, ncards, trump);
        return safest(cards, ncards, chances, trump);
    }
    for (int i = 0; i < ncards; i++)
        if (!(keep >> cards[i] & 1)) pool[np++] = cards[i];
    if (np) {
        int choice = safest(pool, np, chances, trump);
        if (!keep || chances[choice] <= KEEP_RISK) return choice;
    }
    np = 0;
    for (int i = 0; i < ncards; i++)
        if (keep >> cards[i] & 1) pool[np++] = cards[i];
    return cheapest(pool, np, trump);
}

/* -- positions ----------------------------------------------------------------------------- */

typedef struct {
    uint64_t hands[MAXP];
    int trick[MAXP], seats[MAXP], tlen;
    uint64_t played;
    int taken[MAXP], voids[MAXP];
    int to_act;
} Pos;

static int trick_winner(const int *trick, int tlen, int trump) {
    int best = 0, best_card = trick[0];
    for (int i = 1; i < tlen; i++) {
        int c = trick[i];
        if ((c / RANKS == best_card / RANKS && c > best_card) ||
            (c / RANKS == trump && best_card / RANKS != trump)) {
            best = i;
            best_card = c;
        }
    }
    return best;
}

static void pos_play(Pos *p, int n, int trump, int card) {
    int seat = p->to_act;
    if (p->tlen && card / RANKS != p->trick[0] / RANKS) p->voids[seat] |= 1 << (p->trick[0] / RANKS);
    p->hands[seat] ^= ((uint64_t)1) << card;
    p->played |= ((uint64_t)1) << card;
    p->trick[p->tlen] = card;
    p->seats[p->tlen] = seat;
    p->tlen++;
    if (p->tlen == n) {
        int winner = p->seats[trick_winner(p->trick, p->tlen, trump)];
        p->taken[winner]++;
        p->tlen = 0;
        p->to_act = winner;
    } else {
        p->to_act = (seat + 1) % n;
    }
}

static uint64_t legal_of(const Pos *p);

/* -- reading arguments --------------------------------------------------------------------- */

static int read_ints(PyObject *seq, int *out, int max, int *len, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > max) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: too many items", what);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int)v;
    }
    if (len) *len = (int)n;
    Py_DECREF(fast);
    return 0;
}

static int read_masks(PyObject *seq, uint64_t *out, int max, int *len, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > max) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: too many items", what);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned long long v = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == (unsigned long long)-1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (uint64_t)v;
    }
    if (len) *len = (int)n;
    Py_DECREF(fast);
    return 0;
}

static PyObject *int_tuple(const int *values, int n) {
    PyObject *t = PyTuple_New(n);
    if (!t) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *v = PyLong_FromLong(values[i]);
        if (!v) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, i, v);
    }
    return t;
}

/* -- play-outs (search._play_out) ---------------------------------------------------------- */

static void play_out(const Facts *f, Pos *p) {
    int n = f->players;
    int seat = p->to_act;
    while (p->hands[seat]) {
        int card = play_card(f, seat, p->hands[seat], p->trick, p->seats, p->tlen, p->played,
                             p->taken, p->voids);
        pos_play(p, n, f->trump, card);
        seat = p->to_act;
    }
}

/* play_out(players, trump, turned, bids, failed_minus, hands, trick, seats, played, taken,
 *          voids, to_act) -> tricks taken per seat */
static PyObject *py_play_out(PyObject *self, PyObject *args) {
    int players, trump, failed_minus, to_act;
    unsigned long long turned, played;
    PyObject *bids, *hands, *trick, *seats, *taken, *voids;
    if (!PyArg_ParseTuple(args, "iiKOpOOOKOOi", &players, &trump, &turned, &bids, &failed_minus,
                          &hands, &trick, &seats, &played, &taken, &voids, &to_act))
        return NULL;
    if (players < 3 || players > MAXP) {
        PyErr_SetString(PyExc_ValueError, "players: 3 to 7");
        return NULL;
    }
    Facts f;
    Pos p;
    memset(&f, 0, sizeof f);
    memset(&p, 0, sizeof p);
    f.players = players;
    f.trump = trump;
    f.turned = turned;
    f.failed_minus = failed_minus;
    if (read_ints(bids, f.bids, MAXP, NULL, "bids") < 0 ||
        read_masks(hands, p.hands, MAXP, NULL, "hands") < 0 ||
        read_ints(trick, p.trick, MAXP, &p.tlen, "trick") < 0 ||
        read_ints(seats, p.seats, MAXP, NULL, "seats") < 0 ||
        read_ints(taken, p.taken, MAXP, NULL, "taken") < 0 ||
        read_ints(voids, p.voids, MAXP, NULL, "voids") < 0)
        return NULL;
    p.played = played;
    p.to_act = to_act;
    play_out(&f, &p);
    return int_tuple(p.taken, players);
}

/* play_card(players, trump, turned, bids, failed_minus, seat, hand, trick, seats, played,
 *           taken, voids) -> card */
static PyObject *py_play_card(PyObject *self, PyObject *args) {
    int players, trump, failed_minus, seat, tlen;
    unsigned long long turned, hand, played;
    PyObject *bids, *trick, *seats, *taken, *voids;
    if (!PyArg_ParseTuple(args, "iiKOpiKOOKOO", &players, &trump, &turned, &bids, &failed_minus,
                          &seat, &hand, &trick, &seats, &played, &taken, &voids))
        return NULL;
    if (players < 3 || players > MAXP || !hand) {
        PyErr_SetString(PyExc_ValueError, "players: 3 to 7, and a hand");
        return NULL;
    }
    Facts f;
    memset(&f, 0, sizeof f);
    int t[MAXP] = {0}, s[MAXP] = {0}, tk[MAXP] = {0}, v[MAXP] = {0};
    f.players = players;
    f.trump = trump;
    f.turned = turned;
    f.failed_minus = failed_minus;
    if (read_ints(bids, f.bids, MAXP, NULL, "bids") < 0 ||
        read_ints(trick, t, MAXP, &tlen, "trick") < 0 ||
        read_ints(seats, s, MAXP, NULL, "seats") < 0 ||
        read_ints(taken, tk, MAXP, NULL, "taken") < 0 ||
        read_ints(voids, v, MAXP, NULL, "voids") < 0)
        return NULL;
    return PyLong_FromLong(play_card(&f, seat, hand, t, s, tlen, played, tk, v));
}

/* policy_misses(players, trump, turned, bids, failed_minus, start_hands, plays, skip)
 * -> how many plays differ from the policy (search._policy_misses) */
static PyObject *py_policy_misses(PyObject *self, PyObject *args) {
    int players, trump, failed_minus, skip;
    unsigned long long turned;
    PyObject *bids, *hands, *plays;
    if (!PyArg_ParseTuple(args, "iiKOpOOi", &players, &trump, &turned, &bids, &failed_minus,
                          &hands, &plays, &skip))
        return NULL;
    if (players < 3 || players > MAXP) {
        PyErr_SetString(PyExc_ValueError, "players: 3 to 7");
        return NULL;
    }
    Facts f;
    Pos p;
    memset(&f, 0, sizeof f);
    memset(&p, 0, sizeof p);
    f.players = players;
    f.trump = trump;
    f.turned = turned;
    f.failed_minus = failed_minus;
    if (read_ints(bids, f.bids, MAXP, NULL, "bids") < 0 ||
        read_masks(hands, p.hands, MAXP, NULL, "start_hands") < 0)
        return NULL;
    PyObject *fast = PySequence_Fast(plays, "plays");
    if (!fast) return NULL;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(fast);
    long misses = 0;
    for (Py_ssize_t i = 0; i < count; i++) {
        int pair[2], len = 0;
        if (read_ints(PySequence_Fast_GET_ITEM(fast, i), pair, 2, &len, "play") < 0 || len != 2 ||
            pair[0] < 0 || pair[0] >= players || pair[1] < 0 || pair[1] >= CARDS ||
            !(p.hands[pair[0]] >> pair[1] & 1)) {
            Py_DECREF(fast);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "plays: (seat, card) held");
            return NULL;
        }
        int seat = pair[0], card = pair[1];
        p.to_act = seat;
        if (seat != skip) {
            uint64_t legal = legal_of(&p);
            if ((legal & (legal - 1)) &&
                play_card(&f, seat, p.hands[seat], p.trick, p.seats, p.tlen, p.played, p.taken,
                          p.voids) != card)
                misses++;
        }
        pos_play(&p, players, trump, card);
    }
    Py_DECREF(fast);
    return PyLong_FromLong(misses);
}

/* -- exact search (search._Solver) --------------------------------------------------------- */

typedef struct {
    uint64_t hands[MAXP];
    int8_t taken[MAXP];
    int8_t to_act; /* -1: empty */
    double values[MAXP];
} Entry;

typedef struct {
    Entry *slots;
    size_t cap, count;
} Table;

static int table_init(Table *t, size_t cap) {
    t->slots = (Entry *)malloc(cap * sizeof(Entry));
    if (!t->slots) return -1;
    t->cap = cap;
    t->count = 0;
    for (size_t i = 0; i < cap; i++) t->slots[i].to_act = -1;
    return 0;
}

static inline size_t slot_of(const Pos *p, int n, size_t cap) {
    uint64_t k = 0x165667B19E3779F9ULL * (uint64_t)(p->to_act + 1);
    for (int i = 0; i < n; i++) {
        k ^= (p->hands[i] + (uint64_t)p->taken[i] * 0x9E3779B97F4A7C15ULL) *
             (0xC2B2AE3D27D4EB4FULL + 2 * (uint64_t)i);
        k = (k << 27) | (k >> 37);
    }
    k ^= k >> 31;
    k *= 0xD6E8FEB86659FD93ULL;
    k ^= k >> 29;
    return (size_t)k & (cap - 1);
}

static inline int same_key(const Entry *e, const Pos *p, int n) {
    if (e->to_act != p->to_act) return 0;
    for (int i = 0; i < n; i++)
        if (e->hands[i] != p->hands[i] || e->taken[i] != p->taken[i]) return 0;
    return 1;
}

static Entry *table_find(const Table *t, const Pos *p, int n) {
    size_t i = slot_of(p, n, t->cap);
    for (;;) {
        Entry *e = &t->slots[i];
        if (e->to_act < 0) return NULL;
        if (same_key(e, p, n)) return e;
        i = (i + 1) & (t->cap - 1);
    }
}

static int table_grow(Table *t, int n) {
    Table bigger;
    if (table_init(&bigger, t->cap * 2) < 0) return -1;
    for (size_t i = 0; i < t->cap; i++) {
        Entry *e = &t->slots[i];
        if (e->to_act < 0) continue;
        Pos key;
        memcpy(key.hands, e->hands, sizeof key.hands);
        for (int s = 0; s < n; s++) key.taken[s] = e->taken[s];
        key.to_act = e->to_act;
        size_t j = slot_of(&key, n, bigger.cap);
        while (bigger.slots[j].to_act >= 0) j = (j + 1) & (bigger.cap - 1);
        bigger.slots[j] = *e;
    }
    bigger.count = t->count;
    free(t->slots);
    *t = bigger;
    return 0;
}

static int table_put(Table *t, const Pos *p, int n, const double *values) {
    if (2 * (t->count + 1) > t->cap && table_grow(t, n) < 0) return -1;
    size_t i = slot_of(p, n, t->cap);
    for (;;) {
        Entry *e = &t->slots[i];
        if (e->to_act < 0) {
            memcpy(e->hands, p->hands, sizeof e->hands);
            for (int s = 0; s < n; s++) e->taken[s] = (int8_t)p->taken[s];
            e->to_act = (int8_t)p->to_act;
            memcpy(e->values, values, sizeof e->values);
            t->count++;
            return 0;
        }
        if (same_key(e, p, n)) return 0;
        i = (i + 1) & (t->cap - 1);
    }
}

typedef struct {
    int players, trump;
    int bids[MAXP];
    int points[16][16];
    double spite;
    Table table;
    long long nodes, max_nodes;
    int failed; /* 1: out of memory, 2: node limit */
} Solver;

static int move_classes(const Pos *p, int n, uint64_t legal, int *out) {
    uint64_t live = 0;
    for (int i = 0; i < n; i++) live |= p->hands[i];
    for (int i = 0; i < p->tlen; i++) live |= ((uint64_t)1) << p->trick[i];
    int m = 0, prev = -1;
    for (uint64_t mask = legal; mask; mask &= mask - 1) {
        int c = low_bit(mask);
        if (prev >= 0 && prev / RANKS == c / RANKS && !(live & ABOVE[prev] & BELOW[c])) {
            prev = c;
            continue;
        }
        out[m++] = c;
        prev = c;
    }
    return m;
}

static uint64_t legal_of(const Pos *p) {
    uint64_t hand = p->hands[p->to_act];
    if (p->tlen) {
        uint64_t follow = hand & SUITS[p->trick[0] / RANKS];
        if (follow) return follow;
    }
    return hand;
}

static void final_values(const Solver *s, const int *taken, double *out) {
    int n = s->players;
    int written[MAXP], total = 0;
    for (int i = 0; i < n; i++) {
        written[i] = s->points[s->bids[i]][taken[i]];
        total += written[i];
    }
    double k = s->spite / (double)(n - 1);
    for (int i = 0; i < n; i++) out[i] = (double)written[i] - k * (double)(total - written[i]);
}

/* the value vector of p into out; 0, or -1 when the search failed (s->failed) */
static int solve_node(Solver *s, const Pos *p, double *out) {
    int n = s->players;
    s->nodes++;
    if (s->max_nodes > 0 && s->nodes > s->max_nodes) {
        s->failed = 2;
        return -1;
    }
    int keyed = 0;
    if (!p->tlen) {
        if (!p->hands[p->to_act]) {
            final_values(s, p->taken, out);
            return 0;
        }
        Entry *e = table_find(&s->table, p, n);
        if (e) {
            memcpy(out, e->values, sizeof(double) * MAXP);
            return 0;
        }
        keyed = 1;
    }
    int seat = p->to_act;
    int moves[CARDS];
    int m = move_classes(p, n, legal_of(p), moves);
    double best[MAXP], v[MAXP];
    int have = 0;
    for (int i = 0; i < m; i++) {
        Pos child = *p;
        pos_play(&child, n, s->trump, moves[i]);
        if (solve_node(s, &child, v) < 0) return -1;
        if (!have || v[seat] > best[seat]) {
            memcpy(best, v, sizeof best);
            have = 1;
        }
    }
    if (keyed && table_put(&s->table, p, n, best) < 0) {
        s->failed = 1;
        return -1;
    }
    memcpy(out, best, sizeof best);
    return 0;
}

static int solver_init(Solver *s, PyObject *args_bids, PyObject *points, int players, int trump,
                       double spite, long long max_nodes) {
    memset(s, 0, sizeof *s);
    s->players = players;
    s->trump = trump;
    s->spite = spite;
    s->max_nodes = max_nodes;
    if (read_ints(args_bids, s->bids, MAXP, NULL, "bids") < 0) return -1;
    PyObject *fast = PySequence_Fast(points, "points");
    if (!fast) return -1;
    Py_ssize_t rows = PySequence_Fast_GET_SIZE(fast);
    if (rows > 16) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "points: at most 16 rows");
        return -1;
    }
    for (Py_ssize_t r = 0; r < rows; r++) {
        if (read_ints(PySequence_Fast_GET_ITEM(fast, r), s->points[r], 16, NULL, "points") < 0) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    if (table_init(&s->table, 1024) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static int read_pos(Pos *p, PyObject *hands, PyObject *trick, PyObject *seats, PyObject *taken,
                    int to_act) {
    memset(p, 0, sizeof *p);
    if (read_masks(hands, p->hands, MAXP, NULL, "hands") < 0 ||
        read_ints(trick, p->trick, MAXP, &p->tlen, "trick") < 0 ||
        read_ints(seats, p->seats, MAXP, NULL, "seats") < 0 ||
        read_ints(taken, p->taken, MAXP, NULL, "taken") < 0)
        return -1;
    p->to_act = to_act;
    return 0;
}

static PyObject *solver_error(Solver *s) {
    if (s->failed == 2) PyErr_SetString(BudgetSpent, "the node limit was reached");
    else PyErr_NoMemory();
    return NULL;
}

/* solve(players, trump, bids, points, spite, hands, trick, seats, taken, to_act, max_nodes)
 * -> ((card, value), ...) for every legal card, lowest first */
static PyObject *py_solve(PyObject *self, PyObject *args) {
    int players, trump, to_act;
    double spite;
    long long max_nodes;
    PyObject *bids, *points, *hands, *trick, *seats, *taken;
    if (!PyArg_ParseTuple(args, "iiOOdOOOOiL", &players, &trump, &bids, &points, &spite, &hands,
                          &trick, &seats, &taken, &to_act, &max_nodes))
        return NULL;
    if (players < 3 || players > MAXP) {
        PyErr_SetString(PyExc_ValueError, "players: 3 to 7");
        return NULL;
    }
    Solver s;
    Pos p;
    if (solver_init(&s, bids, points, players, trump, spite, max_nodes) < 0) return NULL;
    if (read_pos(&p, hands, trick, seats, taken, to_act) < 0) {
        free(s.table.slots);
        return NULL;
    }
    int seat = p.to_act;
    uint64_t legal = legal_of(&p);
    int moves[CARDS];
    int m = move_classes(&p, players, legal, moves);
    double values[CARDS], v[MAXP];
    for (int i = 0; i < m; i++) {
        Pos child = p;
        pos_play(&child, players, trump, moves[i]);
        if (solve_node(&s, &child, v) < 0) {
            free(s.table.slots);
            return solver_error(&s);
        }
        values[moves[i]] = v[seat];
    }
    free(s.table.slots);
    PyObject *out = PyTuple_New(popcount(legal));
    if (!out) return NULL;
    int i = 0, j = 0;
    double current = 0.0;
    for (uint64_t mask = legal; mask; mask &= mask - 1) {
        int c = low_bit(mask);
        if (j < m && moves[j] == c) {
            current = values[c];
            j++;
        }
        PyObject *item = Py_BuildValue("(id)", c, current);
        if (!item) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, i++, item);
    }
    return out;
}

/* solve_value(players, trump, bids, points, spite, hands, trick, seats, taken, to_act, seat,
 *             max_nodes) -> the value of the position for seat */
static PyObject *py_solve_value(PyObject *self, PyObject *args) {
    int players, trump, to_act, seat;
    double spite;
    long long max_nodes;
    PyObject *bids, *points, *hands, *trick, *seats, *taken;
    if (!PyArg_ParseTuple(args, "iiOOdOOOOiiL", &players, &trump, &bids, &points, &spite,
                          &hands, &trick, &seats, &taken, &to_act, &seat, &max_nodes))
        return NULL;
    if (players < 3 || players > MAXP || seat < 0 || seat >= players) {
        PyErr_SetString(PyExc_ValueError, "players: 3 to 7; seat: one of them");
        return NULL;
    }
    Solver s;
    Pos p;
    if (solver_init(&s, bids, points, players, trump, spite, max_nodes) < 0) return NULL;
    if (read_pos(&p, hands, trick, seats, taken, to_act) < 0) {
        free(s.table.slots);
        return NULL;
    }
    double v[MAXP];
    int rc = solve_node(&s, &p, v);
    free(s.table.slots);
    if (rc < 0) return solver_error(&s);
    return PyFloat_FromDouble(v[seat]);
}

/* solve_vectors(players, trump, bids, points, spite, hands, trick, seats, taken, to_act,
 *               max_nodes) -> ((card, (value of seat 0, ...)), ...) for every legal card, lowest
 * first: the whole max^n value vector after each card (the deal review reads every seat's) */
static PyObject *py_solve_vectors(PyObject *self, PyObject *args) {
    int players, trump, to_act;
    double spite;
    long long max_nodes;
    PyObject *bids, *points, *hands, *trick, *seats, *taken;
    if (!PyArg_ParseTuple(args, "iiOOdOOOOiL", &players, &trump, &bids, &points, &spite, &hands,
                          &trick, &seats, &taken, &to_act, &max_nodes))
        return NULL;
    if (players < 3 || players > MAXP) {
        PyErr_SetString(PyExc_ValueError, "players: 3 to 7");
        return NULL;
    }
    Solver s;
    Pos p;
    if (solver_init(&s, bids, points, players, trump, spite, max_nodes) < 0) return NULL;
    if (read_pos(&p, hands, trick, seats, taken, to_act) < 0) {
        free(s.table.slots);
        return NULL;
    }
    uint64_t legal = legal_of(&p);
    int moves[CARDS];
    int m = move_classes(&p, players, legal, moves);
    double vectors[CARDS][MAXP];
    for (int i = 0; i < m; i++) {
        Pos child = p;
        pos_play(&child, players, trump, moves[i]);
        if (solve_node(&s, &child, vectors[moves[i]]) < 0) {
            free(s.table.slots);
            return solver_error(&s);
        }
    }
    free(s.table.slots);
    PyObject *out = PyTuple_New(popcount(legal));
    if (!out) return NULL;
    int i = 0, j = 0, current = -1;
    for (uint64_t mask = legal; mask; mask &= mask - 1) {
        int c = low_bit(mask);
        if (j < m && moves[j] == c) {
            current = c;
            j++;
        }
        PyObject *vector = PyTuple_New(players);
        if (!vector) {
            Py_DECREF(out);
            return NULL;
        }
        for (int k = 0; k < players; k++) {
            PyObject *v = PyFloat_FromDouble(vectors[current][k]);
            if (!v) {
                Py_DECREF(vector);
                Py_DECREF(out);
                return NULL;
            }
            PyTuple_SET_ITEM(vector, k, v);
        }
        PyObject *item = Py_BuildValue("(iN)", c, vector);
        if (!item) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, i++, item);
    }
    return out;
}

static PyMethodDef module_methods[] = {
    {"play_out", py_play_out, METH_VARARGS, "search._play_out, compiled: tricks per seat"},
    {"play_card", py_play_card, METH_VARARGS, "policy.play_card, compiled: the card"},
    {"policy_misses", py_policy_misses, METH_VARARGS,
     "search._policy_misses, compiled: plays that differ from the policy"},
    {"solve", py_solve, METH_VARARGS, "search._solve, compiled: (card, value) per legal card"},
    {"solve_value", py_solve_value, METH_VARARGS, "the max^n value of a position for a seat"},
    {"solve_vectors", py_solve_vectors, METH_VARARGS,
     "search._solve_vectors, compiled: (card, value vector) per legal card"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_native_oh_hell",
    "The play-outs and exact search of ai/oh_hell/search.py, compiled (optional).", -1,
    module_methods,
};

PyMODINIT_FUNC PyInit__native_oh_hell(void) {
    build_tables();
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    BudgetSpent = PyErr_NewException("debertz_desktop.ai.oh_hell._native_oh_hell.BudgetSpent",
                                     NULL, NULL);
    if (!BudgetSpent || PyModule_AddObject(m, "BudgetSpent", BudgetSpent) < 0) {
        Py_XDECREF(BudgetSpent);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
