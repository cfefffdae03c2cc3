/* The floor of the benchmark: libyaml's bare event scan of a file, the least work any YAML reader
 * built on libyaml does. It reads the file into memory as navgen does, parses every event and
 * frees it, and prints the number of events so that the work cannot be optimised away. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: yaml-scan FILE\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) {
        fprintf(stderr, "cannot read %s\n", argv[1]);
        return 2;
    }
    fclose(file);

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return 1;
    yaml_parser_set_input_string(&parser, bytes, (size_t)size);
    long events = 0;
    yaml_event_t event;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", argv[1], parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "parse error");
            return 1;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(bytes);
    printf("%ld events\n", events);
    return 0;
}
