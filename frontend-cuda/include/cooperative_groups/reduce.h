/* ivl's <cooperative_groups/reduce.h>: cg::reduce(tile, value, op), a
 * tile's reduction of its threads' register values, which touches no
 * memory: an arbitrary value of its type, as the warp functions' values
 * are (warp-synchronous execution is not modelled). */
#include "../cooperative_groups.h"

namespace cooperative_groups {
template <class TyGroup, class TyVal, class TyOp>
__device__ TyVal reduce(const TyGroup &group, TyVal value, TyOp op);
} // namespace cooperative_groups
