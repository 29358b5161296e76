/*
 * cvz_compat.c - the Graphviz calls whose signatures drifted between the Debian 12 library
 * (2.42) and current releases (13/14). Each `_Generic` looks at the type of the function the
 * headers declare and picks the wrapper that calls it correctly, so one source compiles on
 * both without version macros. Every wrapper casts the function to the exact type it
 * assumes; only the wrapper whose type matches the declaration is ever called.
 *
 * The casts go through `void (*)(void)`, C's generic function pointer, so compilers do not
 * warn about the wrappers that are compiled but never selected on a given version.
 *
 * `char *` -> `const char *` parameter drift (2.49) needs no wrapper: the shim passes
 * `(char *)` everywhere, which converts implicitly to `const char *` on newer versions.
 */
#include "cvz_internal.h"

#include <stdint.h>

/** C's generic function pointer type: any function pointer converts to and from it. */
typedef void (*cvz_any_function)(void);

/* ---- gvRenderData: `unsigned int *length` until 12.x, `size_t *length` from 13.0. ------
 * Passing the wrong one corrupts memory (the library writes 8 bytes into 4). */

typedef int (*cvz_render_data_uint)(GVC_t *, Agraph_t *, const char *, char **, unsigned int *);
typedef int (*cvz_render_data_size)(GVC_t *, Agraph_t *, const char *, char **, size_t *);

__attribute__((unused)) static int render_data_uint(GVC_t *gvc, Agraph_t *g, const char *format,
                                                    char **result, size_t *length) {
    unsigned int count = 0;
    cvz_render_data_uint render = (cvz_render_data_uint)(cvz_any_function)gvRenderData;
    int rc = render(gvc, g, format, result, &count);
    *length = count;
    return rc;
}

__attribute__((unused)) static int render_data_size(GVC_t *gvc, Agraph_t *g, const char *format,
                                                    char **result, size_t *length) {
    return ((cvz_render_data_size)(cvz_any_function)gvRenderData)(gvc, g, format, result, length);
}

int cvz_compat_render_data(GVC_t *gvc, Agraph_t *g, const char *format, char **result,
                           size_t *length) {
    return _Generic(&gvRenderData,
                    cvz_render_data_uint: render_data_uint,
                    default: render_data_size)(gvc, g, format, result, length);
}

/* ---- gvPluginList: lost its unused `char *` fourth parameter in 9.0. ---------------- */

typedef char **(*cvz_plugin_list_4)(GVC_t *, const char *, int *, char *);
typedef char **(*cvz_plugin_list_3)(GVC_t *, const char *, int *);

__attribute__((unused)) static char **plugin_list_4(GVC_t *gvc, const char *kind, int *count) {
    return ((cvz_plugin_list_4)(cvz_any_function)gvPluginList)(gvc, kind, count, NULL);
}

__attribute__((unused)) static char **plugin_list_3(GVC_t *gvc, const char *kind, int *count) {
    return ((cvz_plugin_list_3)(cvz_any_function)gvPluginList)(gvc, kind, count);
}

char **cvz_compat_plugin_list(GVC_t *gvc, const char *kind, int *count) {
    return _Generic(&gvPluginList,
                    cvz_plugin_list_4: plugin_list_4,
                    default: plugin_list_3)(gvc, kind, count);
}

/* ---- agstrfree: `(Agraph_t *, char *)` in 2.42, `const char *` later, and a third
 * `bool is_html` argument from 13.0 (HTML and plain strings live in separate pools). ---- */

typedef int (*cvz_strfree_mutable)(Agraph_t *, char *);
typedef int (*cvz_strfree_const)(Agraph_t *, const char *);
typedef int (*cvz_strfree_html)(Agraph_t *, const char *, bool);

__attribute__((unused)) static void strfree_mutable(Agraph_t *g, char *s) {
    ((cvz_strfree_mutable)(cvz_any_function)agstrfree)(g, s);
}

__attribute__((unused)) static void strfree_const(Agraph_t *g, char *s) {
    ((cvz_strfree_const)(cvz_any_function)agstrfree)(g, s);
}

__attribute__((unused)) static void strfree_html(Agraph_t *g, char *s) {
    ((cvz_strfree_html)(cvz_any_function)agstrfree)(g, s, true);
}

void cvz_compat_free_html(Agraph_t *g, char *html) {
    _Generic(&agstrfree,
             cvz_strfree_mutable: strfree_mutable,
             cvz_strfree_const: strfree_const,
             default: strfree_html)(g, html);
}

/* ---- gvjobs_delete: exported by libgvc but declared only in a private header. A failed
 * gvRenderData leaves its job queued and the next successful render then also writes to
 * stdout; deleting the jobs prevents that. Weak, so a library that stops exporting it still
 * links and the call is skipped. ------------------------------------------------------- */

extern void gvjobs_delete(GVC_t *gvc) __attribute__((weak));

void cvz_compat_delete_jobs(GVC_t *gvc) {
    if (gvc != NULL && gvjobs_delete != NULL) {
        gvjobs_delete(gvc);
    }
}
