/* The double-dummy search of solver.py, compiled (RULES §1, §8).
 *
 * An optional accelerator: solver.py uses it when it was built and falls back
 * to its own pure-Python search otherwise.  It is a line-by-line port of
 * solver._Search (boundary, follow, _estimate, value_of) and of the fitted
 * leaf estimate (leaf_estimate.LeafModel.share) -- the same move orders, the
 * same transposition table bounds, the same node count and the same float
 * arithmetic -- so that both give the same values, depths and node counts;
 * tests/ai/test_native_solver.py checks that they do.  The rules of play
 * (legal_mask, the beats table) come from engine/tricks.py as tables; the
 * only rule written in C is legal_mask's body (_native_search.h), checked
 * against the engine by the same tests.  The module also holds max^n
 * (_native_maxn.c, maxn.py).
 */
#include "_native_search.h"

PyObject *BudgetSpent;

/* -- the fitted leaf estimate -------------------------------------------------------- */

typedef struct {
    double plain[8], trump[8], points, lead, bias;
    int nplain, ntrump;
} Weights;

typedef struct {
    PyObject_HEAD
    Weights by_size[11]; /* by cards in hand, up to leaf_estimate.MAX_HAND */
    int orders[4][8];
    int trump_suit;
    int points8[4][256];
} Leaf;

/* -- one search of one position ------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    Tables *tb;
    Leaf *leaf; /* NULL: the proportional split */
    int n;
    int maxi[4];
    uint32_t hands[4];
    int trick[4];
    int ntrick;
    int to_act;
    long long nodes, limit;
    Table tt, hints, leaves;
    int use_hints;
    jmp_buf jump;
    int failure; /* 1: budget spent, 2: out of memory */
    int busy;    /* a probe runs (without the GIL): the search is not to be touched */
} Search;

static int estimate(Search *s, int leader, int rem) {
    const uint32_t *hands = s->hands;
    if (s->leaf) {
        const Leaf *lf = s->leaf;
        const Weights *w = &lf->by_size[popcount32(hands[leader])];
        uint32_t live = 0, own = 0;
        for (int seat = 0; seat < s->n; seat++) {
            live |= hands[seat];
            if (s->maxi[seat]) own |= hands[seat];
        }
        double x = w->bias + (s->maxi[leader] ? w->lead : -w->lead);
        long held = 0;
        int ts = lf->trump_suit;
        for (int suit = 0; suit < 4; suit++) {
            int shift = 8 * suit;
            uint32_t lb = live >> shift & 255;
            if (!lb) continue;
            uint32_t ob = own >> shift & 255;
            int is_trump = suit == ts;
            int rep = is_trump ? ts : (ts + 1) % 4; /* plain suits share their tables */
            const double *wt = is_trump ? w->trump : w->plain;
            int last = (is_trump ? w->ntrump : w->nplain) - 1;
            double total = 0.0;
            int rank = 0;
            for (int j = 0; j < 8; j++) {
                int bit = lf->orders[rep][j];
                if (lb >> bit & 1) {
                    double v = wt[rank < last ? rank : last];
                    total += (ob >> bit & 1) ? v : -v;
                    rank++;
                }
            }
            x += total;
            held += 2 * lf->points8[rep][ob] - lf->points8[rep][lb];
        }
        if (rem) x += w->points * (double)held / (double)rem;
        double share = 0.5 + x;
        if (share <= 0.0) return 0;
        if (share >= 1.0) return rem;
        return (int)(rem * share + 0.5);
    }
    long long own = 0, other = 0;
    const Tables *tb = s->tb;
    for (int seat = 0; seat < s->n; seat++) {
        uint32_t h = hands[seat];
        long long w = tb->weight8[0][h & 255] + tb->weight8[1][h >> 8 & 255] +
                      tb->weight8[2][h >> 16 & 255] + tb->weight8[3][h >> 24];
        if (s->maxi[seat]) own += w;
        else other += w;
    }
    if (own + other == 0) return rem / 2;
    return (int)((rem * own + (own + other) / 2) / (own + other));
}

/* The cards of ``mask`` sorted by ``key`` (stable from the lowest index up), into ``out``. */
static int sorted_by(uint32_t mask, const int *key, int *out, int start) {
    int count = start;
    while (mask) {
        int c = low_bit(mask);
        mask &= mask - 1;
        int j = count++;
        while (j > start && key[out[j - 1]] > key[c]) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = c;
    }
    return count;
}

static int follow_trick(Search *s, int *trick, int seat, int leader, int k, int bp, int tp,
                        int rem, uint32_t live, int alpha, int beta, int depth);

static int boundary(Search *s, int leader, int rem, int alpha, int beta, int depth) {
    uint32_t *h = s->hands;
    const Tables *tb = s->tb;
    int n = s->n;
    if (depth <= 0) {
        Entry *e = table_find(&s->leaves, h, leader);
        if (e) return e->lo;
        int value = estimate(s, leader, rem);
        e = table_put(&s->leaves, h, leader);
        if (!e) {
            s->failure = 2;
            longjmp(s->jump, 1);
        }
        e->lo = e->hi = (int16_t)value;
        e->best = -1;
        return value;
    }
    s->nodes += 1;
    if (s->nodes > s->limit) {
        s->failure = 1;
        longjmp(s->jump, 1);
    }
    uint32_t hand = h[leader];
    if (!(hand & (hand - 1))) {
        /* the last trick: every card is forced */
        int led = top_bit(hand);
        int top = led, winner = leader, seat = leader;
        for (int j = 0; j < n - 1; j++) {
            seat = (seat + 1) % n;
            int c = top_bit(h[seat]);
            if (tb->beaters[(led >> 3) << 5 | top] >> c & 1) {
                top = c;
                winner = seat;
            }
        }
        return s->maxi[winner] ? rem : 0;
    }
    int lo, hi, first;
    Entry *e = table_find(&s->tt, h, leader);
    if (!e) {
        if (rem <= alpha) return rem;
        if (beta <= 0) return 0;
        lo = 0;
        hi = rem;
        first = -1;
        if (s->use_hints) {
            Entry *hint = table_find(&s->hints, h, leader);
            if (hint) first = hint->best;
        }
    } else {
        lo = e->lo;
        hi = e->hi;
        first = e->best;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
    }
    int a = alpha > lo ? alpha : lo;
    int b = beta < hi ? beta : hi;
    uint32_t live = 0;
    for (int j = 0; j < n; j++) live |= h[j];
    uint32_t legal = hand & tb->twin_mask ? prune(tb, hand, live) : hand;
    int moves[10];
    int count = sorted_by(legal, tb->lead_key, moves, 0);
    if (first >= 0 && first != moves[0] && legal >> first & 1) {
        int j = 0;
        while (moves[j] != first) j++;
        for (; j > 0; j--) moves[j] = moves[j - 1];
        moves[0] = first;
    }
    int mx = s->maxi[leader];
    int follower = (leader + 1) % n;
    int best = mx ? -1 : 1 << 20;
    int best_card = moves[0];
    int aa = a, bb = b;
    int trick[4];
    for (int j = 0; j < count; j++) {
        int c = moves[j];
        h[leader] = hand ^ (1u << c);
        trick[0] = c;
        int v = follow_trick(s, trick, follower, leader, 1, 0, tb->pts[c], rem, live, aa, bb,
                             depth);
        if (mx) {
            if (v > best) {
                best = v;
                best_card = c;
                if (v > aa) {
                    aa = v;
                    if (aa >= bb) break;
                }
            }
        } else if (v < best) {
            best = v;
            best_card = c;
            if (v < bb) {
                bb = v;
                if (aa >= bb) break;
            }
        }
    }
    h[leader] = hand;
    if (best <= a) hi = best;
    else if (best >= b) lo = best;
    else lo = hi = best;
    e = table_put(&s->tt, h, leader);
    if (!e) {
        s->failure = 2;
        longjmp(s->jump, 1);
    }
    e->lo = (int16_t)lo;
    e->hi = (int16_t)hi;
    e->best = (int8_t)best_card;
    return best;
}

static int follow_trick(Search *s, int *trick, int seat, int leader, int k, int bp, int tp,
                        int rem, uint32_t live, int alpha, int beta, int depth) {
    const Tables *tb = s->tb;
    int n = s->n;
    uint32_t hand = s->hands[seat];
    int order[4];
    for (int j = 0; j < n; j++) order[j] = (leader + j) % n;
    uint32_t legal = legal_mask(tb, hand, trick, k, order, seat, bp);
    if (legal & tb->twin_mask) legal = prune(tb, legal, live);
    uint32_t win = tb->beaters[(trick[0] >> 3) << 5 | trick[bp]];
    int mx = s->maxi[seat];
    int moves[10];
    int count;
    if (!(legal & (legal - 1))) {
        moves[0] = top_bit(legal);
        count = 1;
    } else if (s->maxi[order[bp]] == mx) {
        count = sorted_by(legal, tb->rich_key, moves, 0);
    } else {
        count = sorted_by(legal & win, tb->cheap_key, moves, 0);
        count = sorted_by(legal & ~win, tb->cheap_key, moves, count);
    }
    int best = mx ? -1 : 1 << 20;
    int closes = k + 1 == n;
    for (int j = 0; j < count; j++) {
        int c = moves[j];
        uint32_t rest = hand ^ (1u << c);
        s->hands[seat] = rest;
        int nbp = win >> c & 1 ? k : bp;
        int v;
        if (closes) {
            int winner = order[nbp];
            int gain = tp + tb->pts[c];
            if (rest) {
                if (s->maxi[winner])
                    v = gain + boundary(s, winner, rem - gain, alpha - gain, beta - gain,
                                        depth - 1);
                else
                    v = boundary(s, winner, rem - gain, alpha, beta, depth - 1);
            } else {
                v = s->maxi[winner] ? rem : 0;
            }
        } else {
            trick[k] = c;
            v = follow_trick(s, trick, (seat + 1) % n, leader, k + 1, nbp, tp + tb->pts[c], rem,
                             live, alpha, beta, depth);
        }
        if (mx) {
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
        } else if (v < best) {
            best = v;
            if (v < beta) {
                beta = v;
                if (alpha >= beta) break;
            }
        }
    }
    s->hands[seat] = hand;
    return best;
}

/* -- the position at the root ------------------------------------------------------------ */

static int root_remaining(const Search *s) {
    uint32_t live = 0;
    for (int j = 0; j < s->n; j++) live |= s->hands[j];
    for (int j = 0; j < s->ntrick; j++) live |= 1u << s->trick[j];
    int total = 0;
    while (live) {
        total += s->tb->pts[low_bit(live)];
        live &= live - 1;
    }
    return total + 10; /* the last trick (RULES §1) */
}

static int root_best_pos(const Search *s) {
    int best = 0;
    if (!s->ntrick) return 0;
    int led = s->trick[0] >> 3;
    for (int j = 1; j < s->ntrick; j++)
        if (s->tb->beaters[led << 5 | s->trick[best]] >> s->trick[j] & 1) best = j;
    return best;
}

static PyObject *raise_failure(Search *s) {
    if (s->failure == 1) PyErr_SetNone(BudgetSpent);
    else PyErr_NoMemory();
    s->failure = 0;
    return NULL;
}

/* solver._Search.value_of: the maximiser's points after the seat to act plays ``card``.
 * Pure C (no Python object is touched): it runs without the GIL. */
static int value_of_core(Search *s, int card, int alpha, int beta, int depth) {
    int n = s->n, seat = s->to_act, k = s->ntrick;
    int leader = ((seat - k) % n + n) % n;
    int rem = root_remaining(s);
    uint32_t live = 0;
    for (int j = 0; j < n; j++) live |= s->hands[j];
    int tp = 0;
    int trick[4];
    for (int j = 0; j < k; j++) {
        live |= 1u << s->trick[j];
        tp += s->tb->pts[s->trick[j]];
        trick[j] = s->trick[j];
    }
    uint32_t hand = s->hands[seat];
    s->hands[seat] = hand ^ (1u << card);
    int bp = root_best_pos(s);
    if (k && s->tb->beaters[(trick[0] >> 3) << 5 | trick[bp]] >> card & 1) bp = k;
    int value;
    if (k + 1 < n) {
        trick[k] = card;
        value = follow_trick(s, trick, (seat + 1) % n, leader, k + 1, bp, tp + s->tb->pts[card],
                             rem, live, alpha, beta, depth);
    } else {
        int winner = (leader + bp) % n;
        int gain = tp + s->tb->pts[card];
        if (!s->hands[seat]) {
            value = s->maxi[winner] ? rem : 0;
        } else {
            int own = s->maxi[winner] ? gain : 0;
            value = own + boundary(s, winner, rem - gain, alpha - own, beta - own, depth - 1);
        }
    }
    s->hands[seat] = hand;
    return value;
}

/* solver._Search.position_probe: the maximiser's points from the root on (no GIL). */
static int position_core(Search *s, int alpha, int beta, int depth) {
    int n = s->n, k = s->ntrick;
    int leader = ((s->to_act - k) % n + n) % n;
    int rem = root_remaining(s);
    if (!k) return boundary(s, leader, rem, alpha, beta, depth);
    uint32_t live = 0;
    int tp = 0;
    int trick[4];
    for (int j = 0; j < n; j++) live |= s->hands[j];
    for (int j = 0; j < k; j++) {
        live |= 1u << s->trick[j];
        tp += s->tb->pts[s->trick[j]];
        trick[j] = s->trick[j];
    }
    return follow_trick(s, trick, s->to_act, leader, k, root_best_pos(s), tp, rem, live, alpha,
                        beta, depth);
}

/* One probe with the GIL released, so that a search in a worker thread never stalls the
 * interface's thread; a spent budget (or memory) unwinds to here and the hands are restored. */
static PyObject *probe_released(Search *s, int card, int alpha, int beta, int depth) {
    uint32_t saved[4];
    s->busy = 1;
    memcpy(saved, s->hands, sizeof saved);
    volatile int value = 0;
    volatile int failed = 0;
    Py_BEGIN_ALLOW_THREADS
    if (setjmp(s->jump) == 0) {
        value = card < 0 ? position_core(s, alpha, beta, depth)
                         : value_of_core(s, card, alpha, beta, depth);
    } else {
        failed = 1;
    }
    Py_END_ALLOW_THREADS
    s->busy = 0;
    if (failed) {
        memcpy(s->hands, saved, sizeof saved);
        return raise_failure(s);
    }
    return PyLong_FromLong(value);
}

/* One search is used by one thread at a time; another thread's call during a probe is refused. */
static int refuse_busy(Search *s) {
    if (!s->busy) return 0;
    PyErr_SetString(PyExc_RuntimeError, "the search is running in another thread");
    return -1;
}

static PyObject *Search_value_of(Search *s, PyObject *args) {
    int card, alpha, beta, depth;
    if (refuse_busy(s)) return NULL;
    if (!PyArg_ParseTuple(args, "iiii", &card, &alpha, &beta, &depth)) return NULL;
    if (card < 0 || card > 31 || !(s->hands[s->to_act] >> card & 1)) {
        PyErr_SetString(PyExc_ValueError, "the card is not in the hand to act");
        return NULL;
    }
    return probe_released(s, card, alpha, beta, depth);
}

static PyObject *Search_position_probe(Search *s, PyObject *args) {
    int alpha, beta, depth;
    if (refuse_busy(s)) return NULL;
    if (!PyArg_ParseTuple(args, "iii", &alpha, &beta, &depth)) return NULL;
    return probe_released(s, -1, alpha, beta, depth);
}

static PyObject *Search_estimate(Search *s, PyObject *args) {
    int leader, rem;
    if (refuse_busy(s)) return NULL;
    if (!PyArg_ParseTuple(args, "ii", &leader, &rem)) return NULL;
    if (leader < 0 || leader >= s->n) {
        PyErr_SetString(PyExc_ValueError, "no such seat");
        return NULL;
    }
    return PyLong_FromLong(estimate(s, leader, rem));
}

static PyObject *Search_clear_table(Search *s, PyObject *Py_UNUSED(ignored)) {
    if (refuse_busy(s)) return NULL;
    table_clear(&s->tt);
    Py_RETURN_NONE;
}

/* Keep the best moves of the table as hints for the next, deeper search. */
static PyObject *Search_keep_hints(Search *s, PyObject *Py_UNUSED(ignored)) {
    if (refuse_busy(s)) return NULL;
    Table swap = s->hints;
    s->hints = s->tt;
    s->tt = swap;
    table_clear(&s->tt);
    s->use_hints = s->hints.count > 0;
    table_clear(&s->leaves);
    Py_RETURN_NONE;
}

static PyObject *Search_set_limit(Search *s, PyObject *args) {
    long long limit;
    if (refuse_busy(s)) return NULL;
    if (!PyArg_ParseTuple(args, "L", &limit)) return NULL;
    s->limit = limit;
    Py_RETURN_NONE;
}

static PyObject *Search_get_nodes(Search *s, void *Py_UNUSED(closure)) {
    return PyLong_FromLongLong(s->nodes);
}

static void Search_dealloc(Search *s) {
    free(s->tt.slots);
    free(s->hints.slots);
    free(s->leaves.slots);
    Py_XDECREF(s->tb);
    Py_XDECREF(s->leaf);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

static PyTypeObject LeafType;

int read_ints(PyObject *seq, int *out, Py_ssize_t count, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != count) {
        PyErr_Format(PyExc_ValueError, "%s: %zd values expected", what, count);
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return 0;
}

/* ``rows`` sequences of ``cols`` integers each, into a C array of ``rows`` x ``cols``. */
static int read_int_rows(PyObject *seq, int *out, Py_ssize_t rows, Py_ssize_t cols,
                         const char *what) {
    for (Py_ssize_t r = 0; r < rows; r++) {
        PyObject *row = PySequence_GetItem(seq, r);
        int bad = !row || read_ints(row, out + r * cols, cols, what) < 0;
        Py_XDECREF(row);
        if (bad) return -1;
    }
    return 0;
}

int read_masks(PyObject *seq, uint32_t *out, Py_ssize_t count, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != count) {
        PyErr_Format(PyExc_ValueError, "%s: %zd values expected", what, count);
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        unsigned long v = PyLong_AsUnsignedLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == (unsigned long)-1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        if (v >> 31 >> 1) {
            PyErr_Format(PyExc_ValueError, "%s: not a 32-bit card mask", what);
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (uint32_t)v;
    }
    Py_DECREF(fast);
    return 0;
}

/* Search(tables, leaf or None, hands, maxi, trick, to_act) */
static PyObject *Search_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    PyObject *tb, *leaf, *hands, *maxi, *trick;
    int to_act;
    if (!PyArg_ParseTuple(args, "O!OOOOi", &TablesType, &tb, &leaf, &hands, &maxi, &trick,
                          &to_act))
        return NULL;
    if (leaf != Py_None && !PyObject_TypeCheck(leaf, &LeafType)) {
        PyErr_SetString(PyExc_TypeError, "leaf must be a Leaf or None");
        return NULL;
    }
    Py_ssize_t n = PySequence_Size(hands);
    Py_ssize_t k = PySequence_Size(trick);
    if (n < 2 || n > 4 || k < 0 || k >= n || to_act < 0 || to_act >= n) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "not a position");
        return NULL;
    }
    Search *s = (Search *)type->tp_alloc(type, 0);
    if (!s) return NULL;
    s->n = (int)n;
    memset(s->hands, 0, sizeof s->hands);
    if (read_masks(hands, s->hands, n, "hands") < 0 || read_ints(maxi, s->maxi, n, "maxi") < 0 ||
        read_ints(trick, s->trick, k, "trick") < 0) {
        Py_DECREF(s);
        return NULL;
    }
    for (Py_ssize_t j = 0; j < k; j++) {
        if (s->trick[j] < 0 || s->trick[j] > 31) {
            PyErr_SetString(PyExc_ValueError, "trick: not a card index");
            Py_DECREF(s);
            return NULL;
        }
    }
    s->ntrick = (int)k;
    s->to_act = to_act;
    Py_INCREF(tb);
    s->tb = (Tables *)tb;
    if (leaf != Py_None) {
        Py_INCREF(leaf);
        s->leaf = (Leaf *)leaf;
    }
    s->limit = 1LL << 62;
    if (table_init(&s->tt, 1 << 12) < 0 || table_init(&s->hints, 1 << 4) < 0 ||
        table_init(&s->leaves, 1 << 10) < 0) {
        Py_DECREF(s);
        return PyErr_NoMemory();
    }
    return (PyObject *)s;
}

static PyMethodDef Search_methods[] = {
    {"value_of", (PyCFunction)Search_value_of, METH_VARARGS,
     "value_of(card, alpha, beta, depth): the maximiser's points after the card"},
    {"position_probe", (PyCFunction)Search_position_probe, METH_VARARGS,
     "position_probe(alpha, beta, depth): the maximiser's points from the root on"},
    {"estimate", (PyCFunction)Search_estimate, METH_VARARGS,
     "estimate(leader, rem): the maximiser's share of rem by the leaf estimate"},
    {"clear_table", (PyCFunction)Search_clear_table, METH_NOARGS, "empty the table"},
    {"keep_hints", (PyCFunction)Search_keep_hints, METH_NOARGS,
     "the table's best moves become hints; the table is emptied"},
    {"set_limit", (PyCFunction)Search_set_limit, METH_VARARGS, "set_limit(nodes)"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Search_getset[] = {
    {"nodes", (getter)Search_get_nodes, NULL, "trick nodes visited", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "debertz_desktop.ai._native_solver.Search",
    .tp_basicsize = sizeof(Search),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One search of one position (see solver._Search).",
    .tp_new = Search_new,
    .tp_dealloc = (destructor)Search_dealloc,
    .tp_methods = Search_methods,
    .tp_getset = Search_getset,
};

/* Tables(beaters[128], twins[32] of ((low, between), ...), twin_mask, lead_key[32],
 *        cheap_key[32], rich_key[32], points[32], weight8 (4 x 256),
 *        (trump, all_trump, suit_contract, teams, must_overruff, partner_exemption,
 *         overtrump_partner), strength[32], trump_mask, higher_trump[32]) */
static PyObject *Tables_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    PyObject *beaters, *twins, *lead, *cheap, *rich, *pts, *weight8, *flags, *strength, *higher;
    unsigned long twin_mask, trump_mask;
    if (!PyArg_ParseTuple(args, "OOkOOOOOOOkO", &beaters, &twins, &twin_mask, &lead, &cheap,
                          &rich, &pts, &weight8, &flags, &strength, &trump_mask, &higher))
        return NULL;
    Tables *t = (Tables *)type->tp_alloc(type, 0);
    if (!t) return NULL;
    t->twin_mask = (uint32_t)twin_mask;
    t->trump_mask = (uint32_t)trump_mask;
    int fl[7];
    if (read_masks(beaters, t->beaters, 128, "beaters") < 0 ||
        read_ints(lead, t->lead_key, 32, "lead_key") < 0 ||
        read_ints(cheap, t->cheap_key, 32, "cheap_key") < 0 ||
        read_ints(rich, t->rich_key, 32, "rich_key") < 0 ||
        read_ints(pts, t->pts, 32, "points") < 0 ||
        read_ints(strength, t->strength, 32, "strength") < 0 ||
        read_masks(higher, t->higher_trump, 32, "higher_trump") < 0 ||
        read_ints(flags, fl, 7, "trick rules") < 0)
        goto fail;
    t->trump = fl[0];
    t->all_trump = fl[1];
    t->suit_contract = fl[2];
    t->teams = fl[3];
    t->must_overruff = fl[4];
    t->partner_exemption = fl[5];
    t->overtrump_partner = fl[6];
    if (PySequence_Size(weight8) != 4 || PySequence_Size(twins) != 32) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "weight8 or twins: bad size");
        goto fail;
    }
    if (read_int_rows(weight8, &t->weight8[0][0], 4, 256, "weight8") < 0) goto fail;
    for (int c = 0; c < 32; c++) {
        PyObject *pairs = PySequence_GetItem(twins, c);
        if (!pairs) goto fail;
        Py_ssize_t count = PySequence_Size(pairs);
        if (count < 0 || count > 8) {
            Py_DECREF(pairs);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "twins: too many");
            goto fail;
        }
        t->ntwins[c] = (int)count;
        for (Py_ssize_t j = 0; j < count; j++) {
            PyObject *pair = PySequence_GetItem(pairs, j);
            uint32_t two[2];
            int bad = !pair || read_masks(pair, two, 2, "twin") < 0;
            Py_XDECREF(pair);
            if (bad) {
                Py_DECREF(pairs);
                goto fail;
            }
            t->twin_low[c][j] = two[0];
            t->twin_between[c][j] = two[1];
        }
        Py_DECREF(pairs);
    }
    return (PyObject *)t;
fail:
    Py_DECREF(t);
    return NULL;
}

PyTypeObject TablesType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "debertz_desktop.ai._native_solver.Tables",
    .tp_basicsize = sizeof(Tables),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The tables of one contract (see solver._Tables).",
    .tp_new = Tables_new,
};

/* ``count`` floats of a sequence; -1 with a Python error set when one is not a number. */
static int read_doubles(PyObject *seq, double *out, Py_ssize_t count) {
    for (Py_ssize_t j = 0; j < count; j++) {
        PyObject *v = PySequence_GetItem(seq, j);
        out[j] = v ? PyFloat_AsDouble(v) : -1.0;
        Py_XDECREF(v);
        if (PyErr_Occurred()) return -1;
    }
    return 0;
}

/* Leaf(by_size: 11 x (plain, trump, points, lead, bias), orders: 4 x 8, trump_suit,
 *      points8: 4 x 256) */
static PyObject *Leaf_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    PyObject *by_size, *orders, *points8;
    int trump_suit;
    if (!PyArg_ParseTuple(args, "OOiO", &by_size, &orders, &trump_suit, &points8)) return NULL;
    Leaf *lf = (Leaf *)type->tp_alloc(type, 0);
    if (!lf) return NULL;
    lf->trump_suit = trump_suit;
    if (PySequence_Size(by_size) != 11 || PySequence_Size(orders) != 4 ||
        PySequence_Size(points8) != 4 || trump_suit < 0 || trump_suit > 3) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "Leaf: bad sizes");
        goto fail;
    }
    if (read_int_rows(orders, &lf->orders[0][0], 4, 8, "orders") < 0 ||
        read_int_rows(points8, &lf->points8[0][0], 4, 256, "points8") < 0)
        goto fail;
    for (int size = 0; size < 11; size++) {
        PyObject *w = PySequence_GetItem(by_size, size);
        PyObject *plain = NULL, *trump = NULL;
        Weights *out = &lf->by_size[size];
        double points, lead, bias;
        int ok = w && PyArg_ParseTuple(w, "OOddd", &plain, &trump, &points, &lead, &bias);
        if (ok) {
            Py_ssize_t np = PySequence_Size(plain), nt = PySequence_Size(trump);
            ok = np >= 1 && np <= 8 && nt >= 1 && nt <= 8 &&
                 read_doubles(plain, out->plain, np) == 0 &&
                 read_doubles(trump, out->trump, nt) == 0;
            out->nplain = (int)np;
            out->ntrump = (int)nt;
            out->points = points;
            out->lead = lead;
            out->bias = bias;
        }
        Py_XDECREF(w);
        if (!ok) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "Leaf: bad weights");
            goto fail;
        }
    }
    return (PyObject *)lf;
fail:
    Py_DECREF(lf);
    return NULL;
}

static PyTypeObject LeafType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "debertz_desktop.ai._native_solver.Leaf",
    .tp_basicsize = sizeof(Leaf),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The fitted leaf estimate of one search (see leaf_estimate.LeafModel).",
    .tp_new = Leaf_new,
};

/* legal_mask(tables, hand, trick, seats, seat, best_pos): for the tests against the engine */
static PyObject *py_legal_mask(PyObject *self, PyObject *args) {
    PyObject *tb, *trick, *seats;
    unsigned long hand;
    int seat, bp;
    if (!PyArg_ParseTuple(args, "O!kOOii", &TablesType, &tb, &hand, &trick, &seats, &seat, &bp))
        return NULL;
    Py_ssize_t k = PySequence_Size(trick);
    if (k < 0 || k > 3 || PySequence_Size(seats) != k || bp < 0 || (k && bp >= k)) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "not a trick");
        return NULL;
    }
    int cards[4], who[4];
    if (read_ints(trick, cards, k, "trick") < 0 || read_ints(seats, who, k, "seats") < 0)
        return NULL;
    return PyLong_FromUnsignedLong(
        legal_mask((Tables *)tb, (uint32_t)hand, cards, (int)k, who, seat, bp));
}

static PyMethodDef module_methods[] = {
    {"legal_mask", py_legal_mask, METH_VARARGS, "engine.tricks.legal_mask, compiled"},
    {"maxn", py_maxn, METH_VARARGS,
     "maxn(tables, hands, trick, to_act, cards, limit): ([points of every seat per card], nodes)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_native_solver",
    "The double-dummy search of solver.py, compiled (an optional accelerator).", -1,
    module_methods,
};

PyMODINIT_FUNC PyInit__native_solver(void) {
    if (PyType_Ready(&TablesType) < 0 || PyType_Ready(&LeafType) < 0 ||
        PyType_Ready(&SearchType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    BudgetSpent = PyErr_NewException("debertz_desktop.ai._native_solver.BudgetSpent", NULL, NULL);
    Py_INCREF(&TablesType);
    Py_INCREF(&LeafType);
    Py_INCREF(&SearchType);
    if (!BudgetSpent || PyModule_AddObject(m, "BudgetSpent", BudgetSpent) < 0 ||
        PyModule_AddObject(m, "Tables", (PyObject *)&TablesType) < 0 ||
        PyModule_AddObject(m, "Leaf", (PyObject *)&LeafType) < 0 ||
        PyModule_AddObject(m, "Search", (PyObject *)&SearchType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
