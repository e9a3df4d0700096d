// Excluded by flipbook-port.json ("**/*Preview.swift"): it does not compile on Linux.
import ModuleThatOnlyExistsInXcode
