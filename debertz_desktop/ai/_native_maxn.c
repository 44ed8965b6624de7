/* Max^n for 3 players, compiled (maxn.py; RULES §1, §8, §10.1): every seat plays for its own
 * card points.  The same search as maxn._PythonMaxn -- the same total order of ties, the
 * same table and the same node count -- so that both give the same values;
 * tests/ai/test_maxn.py checks that they do.  Part of the _native_solver module.
 */
#include "_native_search.h"

typedef struct {
    const Tables *tb;
    uint32_t hands[4];
    int root;
    Table tt;
    long long nodes, limit;
    jmp_buf jump;
    int failure; /* 1: budget spent, 2: out of memory */
} Maxn;

/* Whether the points ``a`` are better than ``b`` for ``seat``: a total order, so that the
 * result does not depend on the order of the moves.  More of its own points first; then,
 * for another seat, fewer for the root (the cautious guess); for the root, less for the
 * better of the other two, then less for the seat after the root.  */
static inline int maxn_better(const int *a, const int *b, int seat, int root) {
    if (a[seat] != b[seat]) return a[seat] > b[seat];
    if (seat != root) return a[root] < b[root];
    int x = (root + 1) % 3, y = (root + 2) % 3;
    int ma = a[x] > a[y] ? a[x] : a[y];
    int mb = b[x] > b[y] ? b[x] : b[y];
    if (ma != mb) return ma < mb;
    return a[x] < b[x];
}

static void maxn_follow(Maxn *m, int *trick, int seat, int leader, int k, int bp, int tp,
                        int rem, uint32_t live, int *out);

/* The points every seat takes from a trick boundary on; ``rem``: all still to take. */
static void maxn_boundary(Maxn *m, int leader, int rem, int *out) {
    uint32_t *h = m->hands;
    const Tables *tb = m->tb;
    uint32_t hand = h[leader];
    out[0] = out[1] = out[2] = 0;
    if (!(hand & (hand - 1))) {
        /* the last trick: every card is forced */
        int led = top_bit(hand);
        int top = led, winner = leader, seat = leader;
        for (int j = 0; j < 2; j++) {
            seat = (seat + 1) % 3;
            int c = top_bit(h[seat]);
            if (tb->beaters[(led >> 3) << 5 | top] >> c & 1) {
                top = c;
                winner = seat;
            }
        }
        out[winner] = rem;
        return;
    }
    Entry *e = table_find(&m->tt, h, leader);
    if (e) {
        out[0] = e->lo;
        out[1] = e->hi;
        out[2] = rem - e->lo - e->hi;
        return;
    }
    m->nodes += 1;
    if (m->nodes > m->limit) {
        m->failure = 1;
        longjmp(m->jump, 1);
    }
    uint32_t live = h[0] | h[1] | h[2];
    uint32_t legal = hand & tb->twin_mask ? prune(tb, hand, live) : hand;
    int best[3] = {0, 0, 0}, v[3], trick[4];
    int have = 0;
    while (legal) {
        int c = low_bit(legal);
        legal &= legal - 1;
        h[leader] = hand ^ (1u << c);
        trick[0] = c;
        maxn_follow(m, trick, (leader + 1) % 3, leader, 1, 0, tb->pts[c], rem, live, v);
        if (!have || maxn_better(v, best, leader, m->root)) {
            memcpy(best, v, sizeof best);
            have = 1;
        }
    }
    h[leader] = hand;
    e = table_put(&m->tt, h, leader);
    if (!e) {
        m->failure = 2;
        longjmp(m->jump, 1);
    }
    e->lo = (int16_t)best[0];
    e->hi = (int16_t)best[1];
    e->best = -1;
    memcpy(out, best, sizeof best);
}

static void maxn_follow(Maxn *m, int *trick, int seat, int leader, int k, int bp, int tp,
                        int rem, uint32_t live, int *out) {
    const Tables *tb = m->tb;
    uint32_t hand = m->hands[seat];
    int order[4] = {leader, (leader + 1) % 3, (leader + 2) % 3, 0};
    uint32_t legal = legal_mask(tb, hand, trick, k, order, seat, bp);
    if (legal & tb->twin_mask) legal = prune(tb, legal, live);
    uint32_t win = tb->beaters[(trick[0] >> 3) << 5 | trick[bp]];
    int best[3] = {0, 0, 0}, v[3];
    int have = 0;
    while (legal) {
        int c = low_bit(legal);
        legal &= legal - 1;
        uint32_t rest = hand ^ (1u << c);
        m->hands[seat] = rest;
        int nbp = win >> c & 1 ? k : bp;
        if (k == 2) {
            int winner = order[nbp];
            int gain = tp + tb->pts[c];
            if (rest) {
                maxn_boundary(m, winner, rem - gain, v);
                v[winner] += gain;
            } else {
                v[0] = v[1] = v[2] = 0;
                v[winner] = rem;
            }
        } else {
            trick[k] = c;
            maxn_follow(m, trick, (seat + 1) % 3, leader, k + 1, nbp, tp + tb->pts[c], rem,
                        live, v);
        }
        if (!have || maxn_better(v, best, seat, m->root)) {
            memcpy(best, v, sizeof best);
            have = 1;
        }
    }
    m->hands[seat] = hand;
    memcpy(out, best, sizeof best);
}

/* The points of every seat after the seat to act plays ``card`` (the root's trick given). */
static void maxn_card(Maxn *m, const int *root_trick, int k, int card, int *out) {
    const Tables *tb = m->tb;
    int seat = m->root;
    int leader = ((seat - k) % 3 + 3) % 3;
    uint32_t live = m->hands[0] | m->hands[1] | m->hands[2];
    int tp = 0, bp = 0, trick[4];
    for (int j = 0; j < k; j++) {
        trick[j] = root_trick[j];
        live |= 1u << trick[j];
        tp += tb->pts[trick[j]];
        if (j && tb->beaters[(trick[0] >> 3) << 5 | trick[bp]] >> trick[j] & 1) bp = j;
    }
    int rem = 10;
    for (uint32_t l = live; l; l &= l - 1) rem += tb->pts[low_bit(l)];
    uint32_t hand = m->hands[seat];
    m->hands[seat] = hand ^ (1u << card);
    if (k && tb->beaters[(trick[0] >> 3) << 5 | trick[bp]] >> card & 1) bp = k;
    if (k < 2) {
        trick[k] = card;
        maxn_follow(m, trick, (seat + 1) % 3, leader, k + 1, bp, tp + tb->pts[card], rem, live,
                    out);
    } else {
        int winner = (leader + bp) % 3;
        int gain = tp + tb->pts[card];
        if (!m->hands[seat]) {
            out[0] = out[1] = out[2] = 0;
            out[winner] = rem;
        } else {
            maxn_boundary(m, winner, rem - gain, out);
            out[winner] += gain;
        }
    }
    m->hands[seat] = hand;
}

/* maxn(tables, hands, trick, to_act, cards, limit): for each of ``cards`` (in the hand to
 * act) the points every seat takes from here on when each plays for its own (3 players),
 * as a tuple per card; raises BudgetSpent past ``limit`` trick nodes.  Runs without the GIL. */
PyObject *py_maxn(PyObject *self, PyObject *args) {
    PyObject *tb, *hands, *trick, *cards;
    int to_act;
    long long limit;
    if (!PyArg_ParseTuple(args, "O!OOiOL", &TablesType, &tb, &hands, &trick, &to_act, &cards,
                          &limit))
        return NULL;
    Py_ssize_t k = PySequence_Size(trick);
    Py_ssize_t count = PySequence_Size(cards);
    if (PySequence_Size(hands) != 3 || k < 0 || k > 2 || count < 0 || count > 10 ||
        to_act < 0 || to_act > 2) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "not a 3-player position");
        return NULL;
    }
    int root_trick[4], card_list[10];
    uint32_t masks[3];
    if (read_masks(hands, masks, 3, "hands") < 0 || read_ints(trick, root_trick, k, "trick") < 0
        || read_ints(cards, card_list, count, "cards") < 0)
        return NULL;
    for (Py_ssize_t j = 0; j < k; j++) {
        if (root_trick[j] < 0 || root_trick[j] > 31) {
            PyErr_SetString(PyExc_ValueError, "trick: not a card index");
            return NULL;
        }
    }
    for (Py_ssize_t j = 0; j < count; j++) {
        if (card_list[j] < 0 || card_list[j] > 31 || !(masks[to_act] >> card_list[j] & 1)) {
            PyErr_SetString(PyExc_ValueError, "the card is not in the hand to act");
            return NULL;
        }
    }
    /* on the heap: its fields change between setjmp and longjmp */
    Maxn *m = (Maxn *)calloc(1, sizeof(Maxn));
    if (!m) return PyErr_NoMemory();
    memcpy(m->hands, masks, sizeof masks);
    m->tb = (const Tables *)tb;
    m->root = to_act;
    m->limit = limit;
    if (table_init(&m->tt, 1 << 12) < 0) {
        free(m);
        return PyErr_NoMemory();
    }
    int values[10][3];
    volatile int failed = 0;
    Py_BEGIN_ALLOW_THREADS
    if (setjmp(m->jump) == 0) {
        for (Py_ssize_t j = 0; j < count; j++)
            maxn_card(m, root_trick, (int)k, card_list[j], values[j]);
    } else {
        failed = 1;
    }
    Py_END_ALLOW_THREADS
    long long nodes = m->nodes;
    int failure = m->failure;
    free(m->tt.slots);
    free(m);
    if (failed) {
        if (failure == 1) PyErr_SetNone(BudgetSpent);
        else PyErr_NoMemory();
        return NULL;
    }
    PyObject *out = PyList_New(count);
    if (!out) return NULL;
    for (Py_ssize_t j = 0; j < count; j++) {
        PyObject *t = Py_BuildValue("(iii)", values[j][0], values[j][1], values[j][2]);
        if (!t) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, j, t);
    }
    return Py_BuildValue("(NL)", out, nodes);
}
