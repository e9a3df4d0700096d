// Pango, as FlipbookRender uses it, declared here rather than through Pango's own headers.
//
// Why: Pango's headers live in /usr/include/pango-1.0 and include HarfBuzz's, so reaching them
// takes `pkg-config --cflags pangocairo`; every pango .pc file lists gio-2.0 as a private
// requirement, whose gmodule-no-export-2.0 adds `-pthread` to the flags, and SwiftPM prints
// "prohibited flag(s): -pthread" to everyone who builds a package depending on Flipbook. Cairo's
// flags (this target's pkg-config name) already reach cairo, GLib, FreeType and pixman. The
// declarations below are Pango's stable API (unchanged since Pango 1.44; Debian 12 ships 1.50),
// spelled as in its headers; the libraries are linked by the module map.

#include <cairo.h>
#include <glib-object.h>
#include <fontconfig/fontconfig.h>

typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
// A GObject, as Pango declares it (FlipbookRender keeps a typed pointer to its font map).
typedef struct _PangoFontMap { GObject parent_instance; } PangoFontMap;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;

typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

typedef struct _PangoAttribute {
    const PangoAttrClass *klass;
    guint start_index;
    guint end_index;
} PangoAttribute;

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum {
    PANGO_UNDERLINE_NONE, PANGO_UNDERLINE_SINGLE, PANGO_UNDERLINE_DOUBLE, PANGO_UNDERLINE_LOW, PANGO_UNDERLINE_ERROR,
    PANGO_UNDERLINE_SINGLE_LINE, PANGO_UNDERLINE_DOUBLE_LINE, PANGO_UNDERLINE_ERROR_LINE
} PangoUnderline;
typedef enum {
    PANGO_WEIGHT_THIN = 100, PANGO_WEIGHT_ULTRALIGHT = 200, PANGO_WEIGHT_LIGHT = 300, PANGO_WEIGHT_SEMILIGHT = 350,
    PANGO_WEIGHT_BOOK = 380, PANGO_WEIGHT_NORMAL = 400, PANGO_WEIGHT_MEDIUM = 500, PANGO_WEIGHT_SEMIBOLD = 600,
    PANGO_WEIGHT_BOLD = 700, PANGO_WEIGHT_ULTRABOLD = 800, PANGO_WEIGHT_HEAVY = 900, PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;

const char *pango_version_string(void);

PangoFontMap *pango_cairo_font_map_new_for_font_type(cairo_font_type_t fonttype);
void pango_fc_font_map_set_config(PangoFcFontMap *fcfontmap, FcConfig *fcconfig);
void pango_fc_font_map_shutdown(PangoFcFontMap *fcfontmap);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);

PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_foreground_alpha_new(guint16 alpha);
PangoAttribute *pango_attr_background_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_background_alpha_new(guint16 alpha);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_line_height_new_absolute(int height);
PangoAttribute *pango_attr_rise_new(int rise);
PangoAttribute *pango_attr_underline_new(PangoUnderline underline);
PangoAttribute *pango_attr_strikethrough_new(gboolean strikethrough);
PangoAttribute *pango_attr_font_features_new(const char *features);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
void pango_layout_set_spacing(PangoLayout *layout, int spacing);
int pango_layout_get_baseline(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);

void pango_cairo_update_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);

// Compound macros do not import into Swift; these small functions stand in for them.
// PANGO_FC_FONT_MAP is a checked GObject cast; the font map is made for FreeType fonts, so it
// is one.
static inline PangoFcFontMap *flipbook_as_fc_font_map(PangoFontMap *map) { return (PangoFcFontMap *)map; }
static inline void flipbook_g_object_unref(void *object) { g_object_unref(object); }
static inline int flipbook_pango_scale(void) { return 1024; }  // PANGO_SCALE

// Library versions recorded beside goldens (RenderEnvironment).
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
const char *hb_version_string(void);
