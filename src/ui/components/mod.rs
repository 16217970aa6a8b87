//! Reusable pieces of the screens, each named for what it draws.

mod breakable;
mod card_face;
mod card_picker;
mod download_hands;
mod layout_diagram;
mod share_export;
mod shown;
mod undo_bar;

pub use breakable::Breakable;
pub use card_face::CardFace;
pub use card_picker::CardPicker;
pub use download_hands::DownloadHands;
pub use layout_diagram::LayoutDiagram;
pub use share_export::ShareExport;
pub use shown::Shown;
pub use undo_bar::UndoBar;
