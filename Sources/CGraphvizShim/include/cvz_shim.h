/*
 * cvz_shim.h - the only door from coordviz to the Graphviz C libraries.
 *
 * Callers see opaque handles, status codes and `const char *` only: no Graphviz type, no
 * mutable global and no `char *` parameter crosses this header, so Swift 6 can call it
 * without touching Graphviz's headers.
 *
 * NOT THREAD-SAFE. Graphviz keeps global state (error hook, job list, strtok, locale), even
 * across separate contexts, so every call into this header - including the accessors - must
 * be serialised by the caller. CoordVizRender's `GraphvizGate` does that.
 *
 * Errors: every function returning `int` returns CVZ_OK (0) or one of the CVZ_ERR_* codes.
 * The messages Graphviz reported during the most recent call (its error hook is captured
 * here, so nothing is printed to stderr), plus the shim's own explanation of a refusal, are
 * available from cvz_last_messages() until the next call.
 */
#ifndef CVZ_SHIM_H
#define CVZ_SHIM_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Status codes ---------------------------------------------------------------------- */

#define CVZ_OK 0
/** Graphviz reported an error (a non-zero return or a raised error count). */
#define CVZ_ERR_GRAPHVIZ 1
/** Graphviz found no layout engines or no output formats: its plugin registry (config6a) is
 *  missing. Install libgraphviz-dev (apt) or graphviz (brew). */
#define CVZ_ERR_NO_PLUGINS 2
/** The layout engine named is not among the library's layout plugins. */
#define CVZ_ERR_UNKNOWN_ENGINE 3
/** The output format named is not among the library's device plugins. */
#define CVZ_ERR_UNKNOWN_FORMAT 4
/** Rendering was asked for before a successful cvz_graph_layout. */
#define CVZ_ERR_NOT_LAID_OUT 5
/** An edge endpoint names no node of the graph. */
#define CVZ_ERR_NOT_FOUND 6
/** A node, subgraph or keyed edge of that name already exists. */
#define CVZ_ERR_DUPLICATE 7
/** A NULL handle or name, an empty name, or a call out of order. */
#define CVZ_ERR_INVALID_ARGUMENT 8
/** An allocation failed. */
#define CVZ_ERR_NO_MEMORY 9

/* ---- Selectors ------------------------------------------------------------------------- */

/** Plugin kinds for cvz_plugin_count / cvz_plugin_name. */
#define CVZ_PLUGIN_LAYOUT 0
#define CVZ_PLUGIN_FORMAT 1

/** Object kinds for cvz_scope_set_default. */
#define CVZ_DEFAULT_NODE 0
#define CVZ_DEFAULT_EDGE 1

/* ---- Opaque handles -------------------------------------------------------------------- */

/** A directed root graph and everything in it. Owned by the caller: cvz_graph_free. */
typedef struct cvz_graph cvz_graph;
/** The root graph or one of its (nested) subgraphs. Owned by its cvz_graph. */
typedef struct cvz_scope cvz_scope;
/** A node. Owned by its cvz_graph. */
typedef struct cvz_node cvz_node;
/** An edge. Owned by its cvz_graph. */
typedef struct cvz_edge cvz_edge;
/** Bytes produced by a render or a DOT write. Owned by the caller: cvz_output_free. */
typedef struct cvz_output cvz_output;

/* ---- Process-wide context -------------------------------------------------------------- */

/** Creates the one process-wide Graphviz context on first use (later calls are cheap) and
 *  checks it has plugins. CVZ_OK, CVZ_ERR_NO_PLUGINS or CVZ_ERR_NO_MEMORY; the outcome is
 *  remembered for the life of the process. The plugin, layout and render functions call
 *  this themselves; building a graph and writing DOT text need no context or plugins. */
int cvz_open(void);

/** Messages captured during the most recent call ("" if none): Graphviz's own errors and
 *  warnings, one per line, or the shim's reason for refusing. Valid until the next call. */
const char *cvz_last_messages(void);

/** Number of plugins of a kind (CVZ_PLUGIN_LAYOUT: layout engines such as "dot";
 *  CVZ_PLUGIN_FORMAT: output formats such as "svg"). 0 if the context is unusable. */
size_t cvz_plugin_count(int kind);

/** The index-th plugin name of a kind, sorted as Graphviz lists them; NULL if out of range.
 *  Valid for the life of the process. */
const char *cvz_plugin_name(int kind, size_t index);

/** The version of the Graphviz library this process uses (gvcVersion of the process-wide
 *  context, e.g. "2.43.0"); NULL if the context is unusable. Valid for the life of the process. */
const char *cvz_graphviz_version(void);

/* ---- Building a graph ------------------------------------------------------------------ */

/** Reads one directed graph from DOT `text` of `length` bytes (no terminating NUL needed), with
 *  objects numbered in the order the text names them - the order `dot` reading the same text
 *  creates them in, so a layout of the result is `dot`'s layout of that text. A syntax error is
 *  CVZ_ERR_GRAPHVIZ with Graphviz's message in cvz_last_messages. */
int cvz_graph_read(const char *text, size_t length, cvz_graph **out);

/** Creates an empty directed graph named `name` ("" for an anonymous one). Objects are
 *  numbered in creation order, so subgraphs are written and laid out in that order. */
int cvz_graph_new(const char *name, cvz_graph **out);

/** Frees the graph, its layout and every scope, node and edge handle it gave out. NULL is
 *  ignored. */
void cvz_graph_free(cvz_graph *graph);

/** Frees only the handle, leaving the graph and its layout to the process's end: Graphviz
 *  2.42/2.43 frees memory twice when some laid-out graphs are freed. For layout workers, which
 *  are disposable processes; NULL is ignored. */
void cvz_graph_abandon(cvz_graph *graph);

/** The root graph as a scope (never NULL for a valid graph). */
cvz_scope *cvz_graph_root(cvz_graph *graph);

/** Creates the subgraph `name` inside `parent`. Graphviz draws it as a cluster when the name
 *  starts with "cluster". Names must be unique in the whole graph (CVZ_ERR_DUPLICATE). */
int cvz_subgraph_new(cvz_scope *parent, const char *name, cvz_scope **out);

/** Sets a graph attribute of the root graph or a subgraph. Like DOT's `graph [name=value]`
 *  it also becomes the default of subgraphs created later inside this scope. `html` non-zero
 *  makes the value an HTML-like string: pass the markup without DOT's outer `<` `>`. */
int cvz_scope_set(cvz_scope *scope, const char *name, const char *value, int html);

/** Sets the default of a node (CVZ_DEFAULT_NODE) or edge (CVZ_DEFAULT_EDGE) attribute for
 *  objects created later in `scope` and its subgraphs, like DOT's `node [name=value]`. A
 *  default set in a subgraph stays local to it. */
int cvz_scope_set_default(cvz_scope *scope, int kind, const char *name, const char *value,
                          int html);

/** Creates the node `name` in `scope` (and so in every enclosing graph). Node names are
 *  unique in the whole graph (CVZ_ERR_DUPLICATE). */
int cvz_node_new(cvz_scope *scope, const char *name, cvz_node **out);

/** Sets one attribute of a node (see cvz_scope_set for `html`). */
int cvz_node_set(cvz_node *node, const char *name, const char *value, int html);

/** Creates an edge from the node named `tail` to the node named `head` at the root.
 *  `key` names the edge so parallel edges stay distinct; NULL or "" makes it anonymous
 *  (always a new edge). A repeated (tail, head, key) is CVZ_ERR_DUPLICATE; an unknown node
 *  name is CVZ_ERR_NOT_FOUND. */
int cvz_edge_new(cvz_graph *graph, const char *tail, const char *head, const char *key,
                 cvz_edge **out);

/** Sets one attribute of an edge (see cvz_scope_set for `html`). */
int cvz_edge_set(cvz_edge *edge, const char *name, const char *value, int html);

/* ---- Output ---------------------------------------------------------------------------- */

/** Writes the graph as built - not laid out - as DOT text. Must be called before
 *  cvz_graph_layout (layout adds attributes such as `bb`): CVZ_ERR_INVALID_ARGUMENT after. */
int cvz_graph_write_dot(cvz_graph *graph, cvz_output **out);

/** Lays the graph out with the named engine ("dot", "neato", ...), replacing any earlier
 *  layout. Fails with CVZ_ERR_UNKNOWN_ENGINE before calling Graphviz if the engine is not a
 *  layout plugin, and with CVZ_ERR_GRAPHVIZ if Graphviz reports any error (a malformed
 *  HTML-like label, a bad record label, ...), even though it still produced a layout. */
int cvz_graph_layout(cvz_graph *graph, const char *engine);

/** Renders the laid-out graph in the named format ("svg", "png", "pdf", ...) into memory.
 *  Checks the layout succeeded (CVZ_ERR_NOT_LAID_OUT) and the format is a device plugin
 *  (CVZ_ERR_UNKNOWN_FORMAT) before calling Graphviz, and clears Graphviz's job list after a
 *  failed render so a later render cannot also write to stdout. */
int cvz_graph_render(cvz_graph *graph, const char *format, cvz_output **out);

/** The produced bytes (not NUL-terminated) and their count. */
const unsigned char *cvz_output_bytes(const cvz_output *output);
size_t cvz_output_length(const cvz_output *output);

/** Frees an output. NULL is ignored. */
void cvz_output_free(cvz_output *output);

#ifdef __cplusplus
}
#endif

#endif /* CVZ_SHIM_H */
