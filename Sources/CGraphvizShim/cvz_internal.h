/*
 * cvz_internal.h - what the shim's C files share. Not part of the public header: this is
 * the only place (with the .c files) that sees Graphviz types.
 */
#ifndef CVZ_INTERNAL_H
#define CVZ_INTERNAL_H

#include "cvz_shim.h"

#include <gvc.h>
#include <stdbool.h>
#include <stddef.h>

/** A root graph plus the layout state Graphviz does not track reliably for us. */
struct cvz_graph {
    Agraph_t *root;
    /** gvLayout ran (even if it then failed), so gvFreeLayout is owed before agclose. */
    bool layout_attempted;
    /** The last gvLayout returned 0 and raised no error: rendering is allowed. */
    bool laid_out;
};

/** Bytes handed to the caller, with who allocated them. */
struct cvz_output {
    unsigned char *bytes;
    size_t length;
    /** From gvRenderData (free with gvFreeRenderData) rather than our own malloc. */
    bool from_graphviz;
};

/* cvz_context.c: the context, the error hook and the plugin lists. */

/** The process-wide context, or NULL before a successful cvz_open. */
GVC_t *cvz_context(void);
/** Starts an operation: forgets earlier messages and resets Graphviz's sticky error count. */
void cvz_begin(void);
/** Ends an operation: CVZ_ERR_GRAPHVIZ if `rc` is non-zero or Graphviz raised an error. */
int cvz_finish(int rc);
/** Appends a printf-style line of our own to the captured messages. */
void cvz_note(const char *format, ...) __attribute__((format(printf, 1, 2)));
/** Whether `name` is a plugin of `kind` (CVZ_PLUGIN_LAYOUT or CVZ_PLUGIN_FORMAT). */
bool cvz_has_plugin(int kind, const char *name);
/** Appends "available: a, b, c" for `kind` to the captured messages. */
void cvz_note_available(int kind);

/* cvz_ids.c: the id discipline that numbers named objects in creation order. */

/** Discipline for agopen: creation-order ids, default memory and I/O. */
extern Agdisc_t cvz_graph_discipline;
/** The same ids, with Graphviz's file I/O (agread's lexer calls the discipline's `afread`). */
extern Agdisc_t cvz_reading_discipline;
/** Whether `name` already names something in the graph `root` (false: it is new, in O(1)). */
bool cvz_ids_known(Agraph_t *root, const char *name);

/* cvz_compat.c: calls whose signatures differ between Graphviz 2.42 and 13/14. */

/** gvRenderData with a size_t length whatever the library's length type. */
int cvz_compat_render_data(GVC_t *gvc, Agraph_t *g, const char *format, char **result,
                           size_t *length);
/** gvPluginList with or without its unused fourth argument. */
char **cvz_compat_plugin_list(GVC_t *gvc, const char *kind, int *count);
/** agstrfree for a string made by agstrdup_html. */
void cvz_compat_free_html(Agraph_t *g, char *html);
/** gvjobs_delete if this libgvc exports it (it is not declared in any public header). */
void cvz_compat_delete_jobs(GVC_t *gvc);

#endif /* CVZ_INTERNAL_H */
