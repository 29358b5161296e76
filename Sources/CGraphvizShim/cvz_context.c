/*
 * cvz_context.c - the one process-wide GVC context, Graphviz's error hook, and the plugin
 * lists the shim checks engines and formats against.
 *
 * One context for the process: every gvContext()/gvFreeContext() pair leaks a few KB and the
 * first costs milliseconds, so it is created once and deliberately never freed.
 */
#include "cvz_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Captured messages ----------------------------------------------------------------- */

/** Past this, further text is dropped: a pathological graph cannot exhaust memory here. */
#define CVZ_MESSAGES_LIMIT ((size_t)64 * 1024)

static char *messages;
static size_t messages_length;
static size_t messages_capacity;

static void append(const char *text, size_t length) {
    if (messages_length >= CVZ_MESSAGES_LIMIT) {
        return;
    }
    if (length > CVZ_MESSAGES_LIMIT - messages_length) {
        length = CVZ_MESSAGES_LIMIT - messages_length;
    }
    size_t needed = messages_length + length + 1;
    if (needed > messages_capacity) {
        size_t capacity = messages_capacity ? messages_capacity : 256;
        while (capacity < needed) {
            capacity *= 2;
        }
        char *grown = realloc(messages, capacity);
        if (grown == NULL) {
            return;
        }
        messages = grown;
        messages_capacity = capacity;
    }
    memcpy(messages + messages_length, text, length);
    messages_length += length;
    messages[messages_length] = '\0';
}

/* Graphviz calls this instead of printing to stderr - three times per message ("Error",
 * ": ", the text), once for a continuation - so everything is simply appended. */
static int capture(char *text) {
    if (text != NULL) {
        append(text, strlen(text));
    }
    return 0;
}

static void install_hook(void) {
    static bool installed;
    if (!installed) {
        agseterrf(capture);
        installed = true;
    }
}

void cvz_begin(void) {
    install_hook();
    messages_length = 0;
    if (messages != NULL) {
        messages[0] = '\0';
    }
    agreseterrors();
}

int cvz_finish(int rc) {
    if (rc == 0 && agerrors() == 0) {
        return CVZ_OK;
    }
    if (messages_length == 0) {
        cvz_note("Graphviz reported a failure (code %d) without a message", rc);
    }
    return CVZ_ERR_GRAPHVIZ;
}

void cvz_note(const char *format, ...) {
    char line[1024];
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(line, sizeof line - 1, format, arguments);
    va_end(arguments);
    if (length < 0) {
        return;
    }
    size_t used = (size_t)length < sizeof line - 1 ? (size_t)length : sizeof line - 2;
    line[used++] = '\n';
    append(line, used);
}

const char *cvz_last_messages(void) {
    return messages != NULL ? messages : "";
}

/* ---- Context and plugins --------------------------------------------------------------- */

typedef struct {
    char **names;
    size_t count;
} plugin_list;

static GVC_t *context;
static int open_status = -1; /* -1: not tried yet; afterwards a CVZ_* code, kept for good. */
static plugin_list layouts;
static plugin_list formats;

/* Copies Graphviz's list (which the caller must free item by item) into ours. */
static void load_plugins(const char *kind, plugin_list *list) {
    int count = 0;
    char **names = cvz_compat_plugin_list(context, kind, &count);
    if (names == NULL || count <= 0) {
        free(names);
        return;
    }
    list->names = calloc((size_t)count, sizeof *list->names);
    for (int i = 0; i < count; i++) {
        if (list->names != NULL && names[i] != NULL) {
            list->names[list->count++] = names[i];
        } else {
            free(names[i]);
        }
    }
    free(names);
}

static const plugin_list *plugins(int kind) {
    switch (kind) {
    case CVZ_PLUGIN_LAYOUT:
        return &layouts;
    case CVZ_PLUGIN_FORMAT:
        return &formats;
    default:
        return NULL;
    }
}

static void explain(int status) {
    if (status == CVZ_ERR_NO_PLUGINS) {
        cvz_note("Graphviz has no layout plugins (its plugin registry config6a is missing or "
                 "empty): install libgraphviz-dev (apt-get install libgraphviz-dev) or "
                 "graphviz (brew install graphviz)");
    } else if (status == CVZ_ERR_NO_MEMORY) {
        cvz_note("Graphviz could not create its context (out of memory)");
    }
}

int cvz_open(void) {
    if (open_status < 0) {
        cvz_begin();
        context = gvContext();
        if (context == NULL) {
            open_status = CVZ_ERR_NO_MEMORY;
        } else {
            load_plugins("layout", &layouts);
            load_plugins("device", &formats);
            open_status = (layouts.count == 0 || formats.count == 0) ? CVZ_ERR_NO_PLUGINS : CVZ_OK;
        }
    }
    if (open_status != CVZ_OK) {
        cvz_begin();
        explain(open_status);
    }
    return open_status;
}

GVC_t *cvz_context(void) {
    return open_status == CVZ_OK ? context : NULL;
}

const char *cvz_graphviz_version(void) {
    return cvz_open() == CVZ_OK ? gvcVersion(context) : NULL;
}

size_t cvz_plugin_count(int kind) {
    const plugin_list *list = plugins(kind);
    return (cvz_open() == CVZ_OK && list != NULL) ? list->count : 0;
}

const char *cvz_plugin_name(int kind, size_t index) {
    const plugin_list *list = plugins(kind);
    if (cvz_open() != CVZ_OK || list == NULL || index >= list->count) {
        return NULL;
    }
    return list->names[index];
}

bool cvz_has_plugin(int kind, const char *name) {
    const plugin_list *list = plugins(kind);
    if (list == NULL || name == NULL) {
        return false;
    }
    for (size_t i = 0; i < list->count; i++) {
        if (strcmp(list->names[i], name) == 0) {
            return true;
        }
    }
    return false;
}

void cvz_note_available(int kind) {
    const plugin_list *list = plugins(kind);
    append("available: ", strlen("available: "));
    for (size_t i = 0; list != NULL && i < list->count; i++) {
        if (i > 0) {
            append(", ", 2);
        }
        append(list->names[i], strlen(list->names[i]));
    }
    append("\n", 1);
}
