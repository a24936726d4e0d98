//! Each game's typed extras for JavaScript, a file per game: its [`crate::extras::JsRules`]
//! (the fields of its move objects, its score details, its own methods on games and views). Its
//! TypeScript declarations are beside the package's module, in `wasm/js/games/`.

pub mod herr_der_ziegen;
pub mod le_baron;
pub mod ziegen_kriegen;
