/* What the compiled searches share (_native_solver.c: the paranoid double-dummy search of
 * solver.py; _native_maxn.c: max^n of maxn.py): the tables of one contract, the hash
 * table keyed by the open hands and the leader, bit tricks, the duties of play
 * (legal_mask, RULES §8.1-§8.4) and the merging of interchangeable cards (RULES §1).
 */
#ifndef DEBERTZ_NATIVE_SEARCH_H
#define DEBERTZ_NATIVE_SEARCH_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* -- tables of one contract ---------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    uint32_t beaters[128];
    int ntwins[32];
    uint32_t twin_low[32][8];
    uint32_t twin_between[32][8];
    uint32_t twin_mask;
    int lead_key[32], cheap_key[32], rich_key[32];
    int pts[32];
    int weight8[4][256];
    /* trick rules */
    int trump, all_trump, suit_contract, teams, must_overruff, partner_exemption,
        overtrump_partner;
    int strength[32];
    uint32_t trump_mask;
    uint32_t higher_trump[32];
} Tables;

/* -- hash tables keyed by the open hands and the leader ----------------------------------- */

typedef struct {
    uint32_t h[4];
    int16_t lo, hi; /* points from here on: at most 268 (RULES §1) */
    int8_t leader;  /* -1: empty */
    int8_t best;
} Entry;

typedef struct {
    Entry *slots;
    size_t cap, count;
} Table;

static inline int table_init(Table *t, size_t cap) {
    t->slots = (Entry *)malloc(cap * sizeof(Entry));
    if (!t->slots) return -1;
    t->cap = cap;
    t->count = 0;
    for (size_t i = 0; i < cap; i++) t->slots[i].leader = -1;
    return 0;
}

static inline void table_clear(Table *t) {
    for (size_t i = 0; i < t->cap; i++) t->slots[i].leader = -1;
    t->count = 0;
}

static inline size_t slot_of(const uint32_t *h, int leader, size_t cap) {
    uint64_t a = ((uint64_t)h[0] << 32 | h[1]) * 0x9E3779B97F4A7C15ULL;
    uint64_t b = ((uint64_t)h[2] << 32 | h[3]) * 0xC2B2AE3D27D4EB4FULL;
    uint64_t k = a ^ (b + 0x165667B19E3779F9ULL * (uint64_t)(leader + 1));
    k ^= k >> 31;
    k *= 0xD6E8FEB86659FD93ULL;
    k ^= k >> 29;
    return (size_t)k & (cap - 1);
}

static inline Entry *table_find(const Table *t, const uint32_t *h, int leader) {
    size_t i = slot_of(h, leader, t->cap);
    for (;;) {
        Entry *e = &t->slots[i];
        if (e->leader < 0) return NULL;
        if (e->leader == leader && e->h[0] == h[0] && e->h[1] == h[1] && e->h[2] == h[2] &&
            e->h[3] == h[3])
            return e;
        i = (i + 1) & (t->cap - 1);
    }
}

static inline int table_grow(Table *t) {
    Table bigger;
    if (table_init(&bigger, t->cap * 2) < 0) return -1;
    for (size_t i = 0; i < t->cap; i++) {
        Entry *e = &t->slots[i];
        if (e->leader < 0) continue;
        size_t j = slot_of(e->h, e->leader, bigger.cap);
        while (bigger.slots[j].leader >= 0) j = (j + 1) & (bigger.cap - 1);
        bigger.slots[j] = *e;
    }
    bigger.count = t->count;
    free(t->slots);
    *t = bigger;
    return 0;
}

/* The entry for (h, leader), created empty (leader set, values to fill) if missing;
 * NULL when memory ran out. */
static inline Entry *table_put(Table *t, const uint32_t *h, int leader) {
    if (2 * (t->count + 1) > t->cap && table_grow(t) < 0) return NULL;
    size_t i = slot_of(h, leader, t->cap);
    for (;;) {
        Entry *e = &t->slots[i];
        if (e->leader < 0) {
            memcpy(e->h, h, sizeof e->h);
            e->leader = (int8_t)leader;
            t->count++;
            return e;
        }
        if (e->leader == leader && e->h[0] == h[0] && e->h[1] == h[1] && e->h[2] == h[2] &&
            e->h[3] == h[3])
            return e;
        i = (i + 1) & (t->cap - 1);
    }
}

/* -- bits ------------------------------------------------------------------------------ */

#if defined(_MSC_VER)
#include <intrin.h>
static inline int top_bit(uint32_t m) {
    unsigned long i;
    _BitScanReverse(&i, m);
    return (int)i;
}
static inline int low_bit(uint32_t m) {
    unsigned long i;
    _BitScanForward(&i, m);
    return (int)i;
}
static inline int popcount32(uint32_t m) {
    m = m - ((m >> 1) & 0x55555555u);
    m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
    return (int)((((m + (m >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}
#else
static inline int top_bit(uint32_t m) { return 31 - __builtin_clz(m); }
static inline int low_bit(uint32_t m) { return __builtin_ctz(m); }
static inline int popcount32(uint32_t m) { return __builtin_popcount(m); }
#endif

/* -- the duties of play ---------------------------------------------------------------- */

static inline uint32_t prune(const Tables *tb, uint32_t legal, uint32_t live) {
    uint32_t out = legal;
    uint32_t m = legal & tb->twin_mask;
    while (m) {
        int c = low_bit(m);
        m &= m - 1;
        for (int j = 0; j < tb->ntwins[c]; j++) {
            if (legal & tb->twin_low[c][j] && !(live & tb->twin_between[c][j])) {
                out ^= 1u << c;
                break;
            }
        }
    }
    return out;
}

/* engine.tricks.legal_mask (RULES §8.1-§8.4); seats[j] played trick[j]. */
static inline uint32_t legal_mask(const Tables *tb, uint32_t hand, const int *trick, int k,
                                  const int *seats, int seat, int bp) {
    if (k == 0) return hand;
    int led = trick[0] >> 3;
    uint32_t follow = hand & (0xFFu << (8 * led));
    int partner_winning = tb->teams && ((seats[bp] - seat) & 1) == 0;
    if (follow) {
        if (led == tb->trump || tb->all_trump) {
            if (partner_winning && !tb->overtrump_partner) return follow;
            uint32_t higher = follow & tb->higher_trump[trick[bp]];
            return higher ? higher : follow;
        }
        return follow;
    }
    if (!tb->suit_contract) return hand;
    uint32_t trumps = hand & tb->trump_mask;
    if (!trumps || (partner_winning && tb->partner_exemption)) return hand;
    if (tb->must_overruff) {
        int best = -1;
        for (int j = 0; j < k; j++) {
            int card = trick[j];
            int opponent = !(tb->teams && ((seats[j] - seat) & 1) == 0);
            if (card >> 3 == tb->trump && opponent &&
                (best < 0 || tb->strength[card] > tb->strength[best]))
                best = card;
        }
        if (best >= 0) {
            uint32_t higher = trumps & tb->higher_trump[best];
            return higher ? higher : trumps;
        }
    }
    return trumps;
}

/* -- shared by the module's two files (defined in _native_solver.c) ---------------------- */

/* Seen by the module's own files only, not exported from the shared library. */
#if defined(__GNUC__)
#define MODULE_ONLY __attribute__((visibility("hidden")))
#else
#define MODULE_ONLY
#endif

/* Raised when a search's node budget is spent. */
MODULE_ONLY extern PyObject *BudgetSpent;
MODULE_ONLY extern PyTypeObject TablesType;
MODULE_ONLY int read_ints(PyObject *seq, int *out, Py_ssize_t count, const char *what);
MODULE_ONLY int read_masks(PyObject *seq, uint32_t *out, Py_ssize_t count, const char *what);

/* maxn(tables, hands, trick, to_act, cards, limit), in _native_maxn.c */
MODULE_ONLY PyObject *py_maxn(PyObject *self, PyObject *args);

#endif
