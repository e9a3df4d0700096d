#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

// Compound macros do not import into Swift; these small functions stand in for them.
static inline PangoFcFontMap *flipbook_as_fc_font_map(PangoFontMap *map) { return PANGO_FC_FONT_MAP(map); }
static inline void flipbook_g_object_unref(void *object) { g_object_unref(object); }
static inline int flipbook_pango_scale(void) { return PANGO_SCALE; }

// Library versions recorded beside goldens (RenderEnvironment).
#include <pixman.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
