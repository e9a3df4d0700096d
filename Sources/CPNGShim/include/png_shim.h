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

/// The same for rows in any 8-bit colour type (PNG_COLOR_TYPE_*: 2 RGB, 3 palette, 6 RGBA).
/// For a palette, `palette_rgb` holds `palette_count` RGB triples and `transparency` the alpha
/// of the first `transparency_count` entries; for RGB, a `transparency` of 3 bytes is the
/// colour key drawn as fully transparent (tRNS).
int flipbook_png_encode_typed(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                              int color_type, const uint8_t *palette_rgb, int palette_count,
                              const uint8_t *transparency, int transparency_count,
                              int compression_level, int strategy, int filters, int srgb,
                              uint8_t **out, size_t *out_size, char *error);

/// Decodes a PNG from memory into straight-alpha RGBA8, rows packed; *out is malloc'ed.
int flipbook_png_decode(const uint8_t *data, size_t size, uint32_t max_pixels,
                        uint8_t **out, uint32_t *width, uint32_t *height, char *error);

/// Frees a buffer returned by the functions above.
void flipbook_png_free(void *buffer);

#endif
