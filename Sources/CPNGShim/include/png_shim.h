#ifndef FLIPBOOK_PNG_SHIM_H
#define FLIPBOOK_PNG_SHIM_H

#include <stddef.h>
#include <stdint.h>

// libpng reports errors by longjmp, which Swift cannot catch; these functions own the setjmp
// and return 0 on success or -1 with a message in `error` (at least 256 bytes).

/// Encodes straight-alpha RGBA8 rows into a PNG in memory; *out is malloc'ed (free it).
/// `strategy` is zlib's (0 default, 3 run-length).
int flipbook_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                        int compression_level, int strategy, int filters, int srgb,
                        uint8_t **out, size_t *out_size, char *error);

/// Decodes a PNG from memory into straight-alpha RGBA8, rows packed; *out is malloc'ed.
int flipbook_png_decode(const uint8_t *data, size_t size, uint32_t max_pixels,
                        uint8_t **out, uint32_t *width, uint32_t *height, char *error);

/// Frees a buffer returned by the functions above.
void flipbook_png_free(void *buffer);

#endif
