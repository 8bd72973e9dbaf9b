/// libFuzzer's driver, callable from Swift: parses libFuzzer's command line (`-runs=`, corpus directories, …) and
/// runs `callback` on every input. Defined by the libFuzzer runtime that `-sanitize=fuzzer` links in.
#ifndef C_FUZZER_DRIVER_H
#define C_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
