//! Every system has its page in `docs/systems/`, naming its usage and showing its examples
//! (which `book.rs` rolls), and the index lists it.

use polyroll_systems::Book;

fn docs() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/systems")
}

#[test]
fn every_system_has_a_page_with_its_examples() {
    let book = Book::load().expect("the book reads");
    let index = std::fs::read_to_string(docs().join("README.md")).expect("docs/systems/README.md");
    for system in book.all() {
        let page = std::fs::read_to_string(docs().join(format!("{}.md", system.name)))
            .unwrap_or_else(|e| panic!("docs/systems/{}.md: {e}", system.name));
        assert!(page.contains(&system.usage), "{}: usage", system.name);
        assert!(page.contains(&system.edition), "{}: edition", system.name);
        for example in &system.examples {
            assert!(
                page.contains(&format!("    {example}\n")),
                "{}: {example}",
                system.name
            );
        }
        assert!(
            index.contains(&format!("({}.md)", system.name)),
            "index lacks {}",
            system.name
        );
    }
}
