/*
 * cvz_graph.c - building a directed graph: subgraphs, nodes, edges and their attributes.
 */
/* fmemopen is POSIX 2008. */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#include "cvz_internal.h"

#include <stdio.h>
#include <stdlib.h>

/* Handles are the cgraph objects themselves, behind opaque pointer types. */
static Agraph_t *scope_graph(cvz_scope *scope) { return (Agraph_t *)scope; }
static Agnode_t *node_object(cvz_node *node) { return (Agnode_t *)node; }
static Agedge_t *edge_object(cvz_edge *edge) { return (Agedge_t *)edge; }

static bool is_name(const char *name) { return name != NULL && name[0] != '\0'; }

int cvz_graph_new(const char *name, cvz_graph **out) {
    if (out == NULL) {
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    *out = NULL;
    /* No cvz_open: building and writing DOT need only cgraph, not the context's plugins. */
    cvz_begin();
    cvz_graph *graph = calloc(1, sizeof *graph);
    if (graph == NULL) {
        cvz_note("out of memory creating a graph");
        return CVZ_ERR_NO_MEMORY;
    }
    /* Agdirected is a mutable global in Graphviz's header; only this file touches it. */
    graph->root = agopen((char *)(name != NULL ? name : ""), Agdirected, &cvz_graph_discipline);
    /* Once any graph has been laid out, Graphviz declares label="\N" as the node default of
     * every graph opened after it. Declaring it here makes DOT output the same whatever the
     * process rendered before. */
    if (graph->root != NULL) {
        agattr(graph->root, AGNODE, (char *)"label", (char *)"\\N");
        /* Graphviz 2.43 reads the arrows of a labelled flat edge (two nodes on one rank) through
         * the wrong attribute unless `arrowhead` and `arrowtail` are declared on the root graph:
         * it warns 'Arrow type "Helvetica" unknown' and draws no arrow. Declaring them with their
         * default values changes nothing else. */
        agattr(graph->root, AGEDGE, (char *)"arrowhead", (char *)"normal");
        agattr(graph->root, AGEDGE, (char *)"arrowtail", (char *)"normal");
    }
    int status = cvz_finish(graph->root != NULL ? 0 : -1);
    if (status != CVZ_OK) {
        cvz_graph_free(graph);
        return status;
    }
    *out = graph;
    return CVZ_OK;
}

int cvz_graph_read(const char *text, size_t length, cvz_graph **out) {
    if (out == NULL || text == NULL) {
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    *out = NULL;
    cvz_begin();
    cvz_graph *graph = calloc(1, sizeof *graph);
    FILE *stream = graph != NULL && length > 0 ? fmemopen((void *)text, length, "r") : NULL;
    if (stream == NULL) {
        free(graph);
        cvz_note(length == 0 ? "the DOT text is empty" : "could not read the DOT text from memory");
        return length == 0 ? CVZ_ERR_INVALID_ARGUMENT : CVZ_ERR_NO_MEMORY;
    }
    graph->root = agread(stream, &cvz_reading_discipline);
    fclose(stream);
    /* No graph is a failure; Graphviz's own message (a syntax error) says why, else cvz_finish
     * notes that there was none. */
    int status = cvz_finish(graph->root != NULL ? 0 : -1);
    if (status != CVZ_OK) {
        cvz_graph_free(graph);
        return status;
    }
    *out = graph;
    return CVZ_OK;
}

void cvz_graph_free(cvz_graph *graph) {
    if (graph == NULL) {
        return;
    }
    if (graph->root != NULL) {
        if (graph->layout_attempted && cvz_context() != NULL) {
            gvFreeLayout(cvz_context(), graph->root);
        }
        agclose(graph->root);
    }
    free(graph);
}

void cvz_graph_abandon(cvz_graph *graph) {
    /* The graph and its layout stay allocated: freeing them (gvFreeLayout, agclose) is where
     * Graphviz 2.42/2.43 frees memory twice on some graphs. Only for a process that ends soon
     * and draws nothing else with this graph: a layout worker, after rendering. */
    free(graph);
}

cvz_scope *cvz_graph_root(cvz_graph *graph) {
    return graph != NULL ? (cvz_scope *)graph->root : NULL;
}

/* Depth-first search for a subgraph name anywhere below `g`. */
static Agraph_t *find_subgraph(Agraph_t *g, const char *name) {
    Agraph_t *found = agsubg(g, (char *)name, 0);
    for (Agraph_t *sub = agfstsubg(g); found == NULL && sub != NULL; sub = agnxtsubg(sub)) {
        found = find_subgraph(sub, name);
    }
    return found;
}

int cvz_subgraph_new(cvz_scope *parent, const char *name, cvz_scope **out) {
    if (out == NULL) {
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    *out = NULL;
    cvz_begin();
    if (parent == NULL || !is_name(name)) {
        cvz_note("a subgraph needs a parent and a non-empty name");
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    Agraph_t *g = scope_graph(parent);
    /* Only a name already given to something can be a duplicate: the search over every
     * subgraph (linear) runs for those alone, so building many clusters stays linear. */
    if (cvz_ids_known(agroot(g), name) && find_subgraph(agroot(g), name) != NULL) {
        cvz_note("there is already a subgraph named '%s'", name);
        return CVZ_ERR_DUPLICATE;
    }
    Agraph_t *sub = agsubg(g, (char *)name, 1);
    int status = cvz_finish(sub != NULL ? 0 : -1);
    if (status == CVZ_OK) {
        *out = (cvz_scope *)sub;
    }
    return status;
}

/* agsafeset declares the attribute (default "") if needed, then sets it on the object.
 * An HTML-like value must be interned with agstrdup_html first: agsafeset's own agstrdup
 * then finds that string, HTML flag included. Our reference is released afterwards. */
static int set_attribute(void *object, const char *name, const char *value, int html) {
    cvz_begin();
    if (object == NULL || !is_name(name) || value == NULL) {
        cvz_note("an attribute needs an object, a non-empty name and a value");
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    Agraph_t *root = agroot(object);
    char *stored = html ? agstrdup_html(root, (char *)value) : (char *)value;
    if (stored == NULL) {
        cvz_note("out of memory storing attribute '%s'", name);
        return CVZ_ERR_NO_MEMORY;
    }
    int rc = agsafeset(object, (char *)name, stored, (char *)"");
    if (html) {
        cvz_compat_free_html(root, stored);
    }
    return cvz_finish(rc);
}

int cvz_scope_set(cvz_scope *scope, const char *name, const char *value, int html) {
    return set_attribute(scope_graph(scope), name, value, html);
}

int cvz_scope_set_default(cvz_scope *scope, int kind, const char *name, const char *value,
                          int html) {
    cvz_begin();
    int object_kind = kind == CVZ_DEFAULT_NODE ? AGNODE : kind == CVZ_DEFAULT_EDGE ? AGEDGE : -1;
    if (scope == NULL || object_kind < 0 || !is_name(name) || value == NULL) {
        cvz_note("a default needs a scope, a kind, a non-empty name and a value");
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    Agraph_t *g = scope_graph(scope);
    Agraph_t *root = agroot(g);
    /* Declared first in a subgraph, an attribute would become the default of the whole
     * graph: declare it at the root with an empty default so this one stays local. */
    if (g != root && agattr(root, object_kind, (char *)name, NULL) == NULL) {
        agattr(root, object_kind, (char *)name, (char *)"");
    }
    char *stored = html ? agstrdup_html(root, (char *)value) : (char *)value;
    if (stored == NULL) {
        cvz_note("out of memory storing default '%s'", name);
        return CVZ_ERR_NO_MEMORY;
    }
    Agsym_t *symbol = agattr(g, object_kind, (char *)name, stored);
    if (html) {
        cvz_compat_free_html(root, stored);
    }
    return cvz_finish(symbol != NULL ? 0 : -1);
}

int cvz_node_new(cvz_scope *scope, const char *name, cvz_node **out) {
    if (out == NULL) {
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    *out = NULL;
    cvz_begin();
    if (scope == NULL || !is_name(name)) {
        cvz_note("a node needs a scope and a non-empty name");
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    Agraph_t *g = scope_graph(scope);
    if (agnode(agroot(g), (char *)name, 0) != NULL) {
        cvz_note("there is already a node named '%s'", name);
        return CVZ_ERR_DUPLICATE;
    }
    Agnode_t *node = agnode(g, (char *)name, 1);
    int status = cvz_finish(node != NULL ? 0 : -1);
    if (status == CVZ_OK) {
        *out = (cvz_node *)node;
    }
    return status;
}

int cvz_node_set(cvz_node *node, const char *name, const char *value, int html) {
    return set_attribute(node_object(node), name, value, html);
}

int cvz_edge_new(cvz_graph *graph, const char *tail, const char *head, const char *key,
                 cvz_edge **out) {
    if (out == NULL) {
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    *out = NULL;
    cvz_begin();
    if (graph == NULL || !is_name(tail) || !is_name(head)) {
        cvz_note("an edge needs a graph and two non-empty node names");
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    Agraph_t *root = graph->root;
    Agnode_t *from = agnode(root, (char *)tail, 0);
    Agnode_t *to = agnode(root, (char *)head, 0);
    if (from == NULL || to == NULL) {
        cvz_note("edge %s -> %s: there is no node named '%s'", tail, head,
                 from == NULL ? tail : head);
        return CVZ_ERR_NOT_FOUND;
    }
    char *name = is_name(key) ? (char *)key : NULL;
    /* With a known key, agedge would silently return the existing edge. */
    if (name != NULL && agedge(root, from, to, name, 0) != NULL) {
        cvz_note("there is already an edge %s -> %s with key '%s'", tail, head, key);
        return CVZ_ERR_DUPLICATE;
    }
    Agedge_t *edge = agedge(root, from, to, name, 1);
    int status = cvz_finish(edge != NULL ? 0 : -1);
    if (status == CVZ_OK) {
        *out = (cvz_edge *)edge;
    }
    return status;
}

int cvz_edge_set(cvz_edge *edge, const char *name, const char *value, int html) {
    return set_attribute(edge_object(edge), name, value, html);
}
