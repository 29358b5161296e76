/*
 * cvz_ids.c - an id discipline that numbers named graph objects in creation order.
 *
 * Graphviz's default discipline uses the address of the interned name as a named object's
 * id, and Graphviz 2.42 keeps subgraphs ordered by id. Subgraph order - hence the order of
 * clusters in the DOT text and in the layout - then depends on where malloc happened to put
 * the names, and changes from one render to the next in the same process. (Graphviz 3+ keeps
 * a separate creation-order index, which this discipline simply agrees with.)
 *
 * Named objects get even ids 2, 4, 6, ... in the order their names are first seen; anonymous
 * ones odd ids, as in the default discipline. Names are interned with agstrdup, like the
 * default discipline does: cgraph passes the names `print` returns to aghtmlstr, which reads
 * the reference-count header in front of the string, so a plain malloc'ed copy would be
 * misread (as an HTML-like name, at random). They live until agclose frees the graph's
 * string pool.
 */
#include "cvz_internal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct id_table {
    Agraph_t *root;      /* owner of the string pool the names are interned in */
    struct id_table *next_open; /* the other graphs' tables, for cvz_ids_known */
    char **names;        /* names[i] has id 2 * (i + 1) */
    size_t count;
    size_t capacity;
    size_t *slots;       /* open addressing over names: index + 1, 0 = empty */
    size_t slot_count;   /* a power of two, at least twice count */
    IDTYPE anonymous;    /* anonymous objects made so far */
} id_table;

static size_t hash(const char *name) {
    size_t value = (size_t)1469598103934665603ULL; /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)name; *p != '\0'; p++) {
        value = (value ^ *p) * (size_t)1099511628211ULL;
    }
    return value;
}

/* The slot holding `name`, or the empty slot where it would go. */
static size_t *find_slot(const id_table *table, const char *name) {
    size_t mask = table->slot_count - 1;
    for (size_t i = hash(name) & mask;; i = (i + 1) & mask) {
        size_t *slot = &table->slots[i];
        if (*slot == 0 || strcmp(table->names[*slot - 1], name) == 0) {
            return slot;
        }
    }
}

static bool grow_slots(id_table *table) {
    size_t slot_count = table->slot_count ? table->slot_count * 2 : 64;
    size_t *slots = calloc(slot_count, sizeof *slots);
    if (slots == NULL) {
        return false;
    }
    free(table->slots);
    table->slots = slots;
    table->slot_count = slot_count;
    for (size_t i = 0; i < table->count; i++) {
        *find_slot(table, table->names[i]) = i + 1;
    }
    return true;
}

static bool add_name(id_table *table, const char *name, size_t *index) {
    if ((table->count + 1) * 2 > table->slot_count && !grow_slots(table)) {
        return false;
    }
    if (table->count == table->capacity) {
        size_t capacity = table->capacity ? table->capacity * 2 : 32;
        char **names = realloc(table->names, capacity * sizeof *names);
        if (names == NULL) {
            return false;
        }
        table->names = names;
        table->capacity = capacity;
    }
    char *copy = agstrdup(table->root, (char *)name);
    if (copy == NULL) {
        return false;
    }
    table->names[table->count] = copy;
    *find_slot(table, copy) = table->count + 1;
    *index = table->count++;
    return true;
}

/* Every open graph's table (calls are serialised by the caller, like all of Graphviz). */
static id_table *open_tables = NULL;

static void *ids_open(Agraph_t *g, Agdisc_t *discipline) {
    (void)discipline;
    id_table *table = calloc(1, sizeof(id_table));
    if (table != NULL) {
        table->root = g;
        table->next_open = open_tables;
        open_tables = table;
    }
    return table;
}

bool cvz_ids_known(Agraph_t *root, const char *name) {
    if (name[0] == '%') {
        return true; /* cgraph keeps these names apart, outside this table */
    }
    for (id_table *table = open_tables; table != NULL; table = table->next_open) {
        if (table->root == root) {
            return table->slot_count > 0 && *find_slot(table, name) != 0;
        }
    }
    return true; /* not one of ours: assume it may be */
}

static long ids_map(void *state, int kind, char *name, IDTYPE *id, int create) {
    (void)kind;
    id_table *table = state;
    if (table == NULL) {
        return 0;
    }
    if (name == NULL) {
        *id = 2 * table->anonymous + 1;
        table->anonymous++;
        return 1;
    }
    size_t index;
    size_t *slot = table->slot_count ? find_slot(table, name) : NULL;
    if (slot != NULL && *slot != 0) {
        index = *slot - 1;
    } else if (!create || !add_name(table, name, &index)) {
        return 0;
    }
    *id = 2 * ((IDTYPE)index + 1);
    return 1;
}

/* Like the default discipline: callers may not choose ids. */
static long ids_alloc(void *state, int kind, IDTYPE id) {
    (void)state;
    (void)kind;
    (void)id;
    return 0;
}

/* Names are kept until the graph closes, so a deleted object's name maps to the same id
 * (and the string pool, which agclose frees wholesale, stays consistent). */
static void ids_free(void *state, int kind, IDTYPE id) {
    (void)state;
    (void)kind;
    (void)id;
}

static char *ids_print(void *state, int kind, IDTYPE id) {
    (void)kind;
    const id_table *table = state;
    if (table == NULL || id == 0 || id % 2 != 0 || id / 2 > table->count) {
        return NULL;
    }
    return table->names[id / 2 - 1];
}

static void ids_close(void *state) {
    id_table *table = state;
    if (table == NULL) {
        return;
    }
    for (id_table **link = &open_tables; *link != NULL; link = &(*link)->next_open) {
        if (*link == table) {
            *link = table->next_open;
            break;
        }
    }
    /* The names themselves belong to the graph's string pool, which agclose frees. */
    free(table->names);
    free(table->slots);
    free(table);
}

static void ids_register(void *state, int kind, void *object) {
    (void)state;
    (void)kind;
    (void)object;
}

static Agiddisc_t creation_order_ids = {
    .open = ids_open,
    .map = ids_map,
    .alloc = ids_alloc,
    .free = ids_free,
    .print = ids_print,
    .close = ids_close,
    .idregister = ids_register,
};

/* Memory and I/O stay Graphviz's defaults (NULL); `mem` no longer exists in newer versions,
 * hence the designated initialiser. */
Agdisc_t cvz_graph_discipline = {.id = &creation_order_ids};

/* agread's lexer reads through the discipline's I/O without falling back to the default one. */
Agdisc_t cvz_reading_discipline = {.id = &creation_order_ids, .io = &AgIoDisc};
