/* ivl's <texture_fetch_functions.h>: declared by cuda.h (cuda_textures.h), which the front
 * end includes before the kernel. */
#include "cuda.h"
