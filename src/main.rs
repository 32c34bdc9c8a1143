//! The `polyroll` binary: thin wiring. `polyroll roll …` rolls one formula; with no
//! subcommand it starts the console chat.

mod cli;

fn main() -> std::process::ExitCode {
    cli::run()
}
