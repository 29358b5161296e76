/*
 * cvz_render.c - DOT text of the built graph, layout, and rendering into memory.
 */
/* open_memstream is POSIX.1-2008; strict ISO C modes hide it unless asked for. */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include "cvz_internal.h"

#include <stdio.h>
#include <stdlib.h>

static int make_output(unsigned char *bytes, size_t length, bool from_graphviz,
                       cvz_output **out) {
    cvz_output *output = malloc(sizeof *output);
    if (output == NULL) {
        if (from_graphviz) {
            gvFreeRenderData((char *)bytes);
        } else {
            free(bytes);
        }
        cvz_note("out of memory keeping %zu bytes of output", length);
        return CVZ_ERR_NO_MEMORY;
    }
    output->bytes = bytes;
    output->length = length;
    output->from_graphviz = from_graphviz;
    *out = output;
    return CVZ_OK;
}

int cvz_graph_write_dot(cvz_graph *graph, cvz_output **out) {
    if (out == NULL) {
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    *out = NULL;
    cvz_begin();
    if (graph == NULL || graph->layout_attempted) {
        cvz_note("DOT text is written from a graph that has not been laid out");
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    char *text = NULL;
    size_t length = 0;
    FILE *stream = open_memstream(&text, &length);
    if (stream == NULL) {
        cvz_note("could not open a memory stream for the DOT text");
        return CVZ_ERR_NO_MEMORY;
    }
    /* The default I/O discipline writes to the FILE * it is given. */
    int rc = agwrite(graph->root, stream);
    if (fclose(stream) != 0 && rc == 0) {
        cvz_note("could not finish the DOT text (out of memory)");
        rc = -1;
    }
    int status = cvz_finish(rc);
    if (status != CVZ_OK) {
        free(text);
        return status;
    }
    return make_output((unsigned char *)text, length, false, out);
}

int cvz_graph_layout(cvz_graph *graph, const char *engine) {
    int status = cvz_open();
    if (status != CVZ_OK) {
        return status;
    }
    cvz_begin();
    if (graph == NULL || engine == NULL) {
        cvz_note("layout needs a graph and an engine name");
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    if (!cvz_has_plugin(CVZ_PLUGIN_LAYOUT, engine)) {
        cvz_note("Graphviz has no layout engine '%s'", engine);
        cvz_note_available(CVZ_PLUGIN_LAYOUT);
        return CVZ_ERR_UNKNOWN_ENGINE;
    }
    GVC_t *gvc = cvz_context();
    if (graph->layout_attempted) {
        gvFreeLayout(gvc, graph->root);
    }
    graph->laid_out = false;
    graph->layout_attempted = true;
    int rc = gvLayout(gvc, graph->root, engine);
    /* A malformed HTML-like label only raises the error count: the layout "succeeds" with
     * the node's name as its label. That is a failure here. */
    status = cvz_finish(rc);
    graph->laid_out = status == CVZ_OK;
    return status;
}

int cvz_graph_render(cvz_graph *graph, const char *format, cvz_output **out) {
    if (out == NULL) {
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    *out = NULL;
    int status = cvz_open();
    if (status != CVZ_OK) {
        return status;
    }
    cvz_begin();
    if (graph == NULL || format == NULL) {
        cvz_note("rendering needs a graph and a format name");
        return CVZ_ERR_INVALID_ARGUMENT;
    }
    /* Both refusals happen before Graphviz is called: a failed gvRenderData leaves a job
     * behind that makes the next render also write to stdout. */
    if (!graph->laid_out) {
        cvz_note("the graph has not been laid out successfully");
        return CVZ_ERR_NOT_LAID_OUT;
    }
    if (!cvz_has_plugin(CVZ_PLUGIN_FORMAT, format)) {
        cvz_note("Graphviz has no output format '%s'", format);
        cvz_note_available(CVZ_PLUGIN_FORMAT);
        return CVZ_ERR_UNKNOWN_FORMAT;
    }
    GVC_t *gvc = cvz_context();
    char *data = NULL;
    size_t length = 0;
    int rc = cvz_compat_render_data(gvc, graph->root, format, &data, &length);
    status = cvz_finish(rc);
    if (status == CVZ_OK && data == NULL) {
        cvz_note("Graphviz produced no %s output", format);
        status = CVZ_ERR_GRAPHVIZ;
    }
    if (status != CVZ_OK) {
        cvz_compat_delete_jobs(gvc);
        /* Only a completed render hands back its buffer; after a non-zero return `data` may
         * point at memory Graphviz has since reallocated, so it is not ours to free. */
        if (rc == 0 && data != NULL) {
            gvFreeRenderData(data);
        }
        return status;
    }
    return make_output((unsigned char *)data, length, true, out);
}

const unsigned char *cvz_output_bytes(const cvz_output *output) {
    return output != NULL ? output->bytes : NULL;
}

size_t cvz_output_length(const cvz_output *output) {
    return output != NULL ? output->length : 0;
}

void cvz_output_free(cvz_output *output) {
    if (output == NULL) {
        return;
    }
    if (output->from_graphviz) {
        gvFreeRenderData((char *)output->bytes);
    } else {
        free(output->bytes);
    }
    free(output);
}
