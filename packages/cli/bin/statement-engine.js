#!/usr/bin/env node
// The installed command runs the built JavaScript with plain Node (the sources' shebang needs tsx).
import "../dist/main.js"
