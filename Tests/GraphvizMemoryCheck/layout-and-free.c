/* Lays out and renders a DOT file, then frees everything, as coordviz does in process. Built
 * with AddressSanitizer by scripts/check-graphviz-memory.sh to catch Graphviz 2.42 freeing memory
 * it never allocated on graphs our views produce. */
#include <gvc.h>
#include <stdio.h>
int main(int argc, char **argv) {
    GVC_t *gvc = gvContext();
    FILE *f = fopen(argv[1], "r");
    Agraph_t *g = agread(f, NULL);
    gvLayout(gvc, g, "dot");
    char *out; unsigned int len;
    gvRenderData(gvc, g, "svg", &out, &len);
    fprintf(stderr, "rendered %u bytes\n", len);
    gvFreeRenderData(out);
    gvFreeLayout(gvc, g);
    fprintf(stderr, "freed layout\n");
    agclose(g);
    return 0;
}
