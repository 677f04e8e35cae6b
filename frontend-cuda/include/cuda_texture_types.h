/* ivl's <cuda_texture_types.h>: declared by cuda.h (cuda_textures.h), which the front
 * end includes before the kernel. */
#include "cuda.h"
