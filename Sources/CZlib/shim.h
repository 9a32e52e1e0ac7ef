// zlib's inflate, for SectionalTerminal's PNG decoder. On Debian and Ubuntu the header comes
// with `zlib1g-dev`; on Apple platforms it is part of the SDK.
#include <zlib.h>
