#ifndef C_MALLOC_STATS_H
#define C_MALLOC_STATS_H

#include <stddef.h>

/// Bytes the C heap has handed out and not taken back: glibc's `mallinfo2()` small blocks
/// (`uordblks`) plus mapped ones (`hblkhd`, where large arrays live); 0 where it is not Linux.
size_t sectional_heap_bytes_in_use(void);

#endif
