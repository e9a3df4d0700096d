#include "png_shim.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} growing_buffer;

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} reading_buffer;

typedef struct {
    jmp_buf jump;
    char *message;
} error_context;

static void on_error(png_structp png, png_const_charp message) {
    error_context *context = (error_context *)png_get_error_ptr(png);
    snprintf(context->message, 256, "%s", message);
    longjmp(context->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void write_bytes(png_structp png, png_bytep bytes, png_size_t length) {
    growing_buffer *buffer = (growing_buffer *)png_get_io_ptr(png);
    if (buffer->failed) return;
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity * 2 : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (!grown) {
            buffer->failed = 1;
            png_error(png, "out of memory");
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void flush_bytes(png_structp png) { (void)png; }

int flipbook_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                        int compression_level, int strategy, int filters, int srgb,
                        uint8_t **out, size_t *out_size, char *error) {
    return flipbook_png_encode_typed(rgba, width, height, stride, PNG_COLOR_TYPE_RGB_ALPHA, NULL, 0, NULL, 0,
                                     compression_level, strategy, filters, srgb, out, out_size, error);
}

int flipbook_png_encode_typed(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                              int color_type, const uint8_t *palette_rgb, int palette_count,
                              const uint8_t *transparency, int transparency_count,
                              int compression_level, int strategy, int filters, int srgb,
                              uint8_t **out, size_t *out_size, char *error) {
    error_context context = {.message = error};
    growing_buffer buffer = {0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (!png) {
        snprintf(error, 256, "cannot create a PNG writer");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        snprintf(error, 256, "cannot create PNG info");
        return -1;
    }
    if (setjmp(context.jump)) {
        // on_error wrote the message; destroying the struct also clears `info`.
        png_destroy_write_struct(&png, &info);
        free(buffer.data);
        return -1;
    }
    png_set_write_fn(png, &buffer, write_bytes, flush_bytes);
    png_set_compression_level(png, compression_level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, 0, filters);
    png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (color_type == PNG_COLOR_TYPE_PALETTE) {
        png_color colors[256];
        for (int i = 0; i < palette_count && i < 256; i++) {
            colors[i].red = palette_rgb[i * 3];
            colors[i].green = palette_rgb[i * 3 + 1];
            colors[i].blue = palette_rgb[i * 3 + 2];
        }
        png_set_PLTE(png, info, colors, palette_count);
        if (transparency_count > 0) png_set_tRNS(png, info, transparency, transparency_count, NULL);
    } else if (color_type == PNG_COLOR_TYPE_RGB && transparency_count == 3) {
        png_color_16 key = {.red = transparency[0], .green = transparency[1], .blue = transparency[2]};
        png_set_tRNS(png, info, NULL, 0, &key);
    }
    if (srgb) png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (uint32_t row = 0; row < height; row++) {
        png_write_row(png, (png_const_bytep)(pixels + row * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = buffer.data;
    *out_size = buffer.size;
    return 0;
}

static void read_bytes(png_structp png, png_bytep bytes, png_size_t length) {
    reading_buffer *buffer = (reading_buffer *)png_get_io_ptr(png);
    if (buffer->offset + length > buffer->size) png_error(png, "the file ends too early (truncated PNG)");
    memcpy(bytes, buffer->data + buffer->offset, length);
    buffer->offset += length;
}

int flipbook_png_decode(const uint8_t *data, size_t size, uint32_t max_pixels,
                        uint8_t **out, uint32_t *width, uint32_t *height, char *error) {
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        snprintf(error, 256, "not a PNG file (bad signature)");
        return -1;
    }
    error_context context = {.message = error};
    reading_buffer buffer = {.data = data, .size = size, .offset = 0};
    // Changed after setjmp, so volatile: after a longjmp they must still hold what was allocated.
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (!png) {
        snprintf(error, 256, "cannot create a PNG reader");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        snprintf(error, 256, "cannot create PNG info");
        return -1;
    }
    if (setjmp(context.jump)) {
        // on_error wrote the message; destroying the struct also clears `info`.
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        free(rows);
        return -1;
    }
    png_set_read_fn(png, &buffer, read_bytes);
    png_read_info(png, info);
    uint32_t w = png_get_image_width(png, info);
    uint32_t h = png_get_image_height(png, info);
    if ((uint64_t)w * h > max_pixels) {
        snprintf(error, 256, "image is %ux%u, more than the limit of %u pixels", w, h, max_pixels);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    // Normalise every colour type and depth to 8-bit RGBA.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    pixels = malloc((size_t)w * h * 4);
    rows = malloc(sizeof(png_bytep) * h);
    if (!pixels || !rows) png_error(png, "out of memory");
    for (uint32_t row = 0; row < h; row++) rows[row] = pixels + (size_t)row * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *out = pixels;
    *width = w;
    *height = h;
    return 0;
}

void flipbook_png_free(void *buffer) { free(buffer); }
