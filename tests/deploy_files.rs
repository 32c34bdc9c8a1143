//! The deployment files agree with the settings they deploy: compose.yaml's services,
//! ports (published on the host's loopback only) and environment against bot.env.example, the Dockerfile against deploy/build.sh
//! (which CI runs), the systemd unit against the binary's exit statuses.

use std::collections::BTreeSet;
use std::fs;

use yaml_rust2::{Yaml, YamlLoader};

fn read(path: &str) -> String {
    fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn compose() -> Yaml {
    let mut docs = YamlLoader::load_from_str(&read("compose.yaml")).expect("compose.yaml parses");
    assert_eq!(docs.len(), 1, "compose.yaml holds one document");
    docs.remove(0)
}

/// The value of `NAME=value` in bot.env.example, commented out or not.
fn example_value(name: &str) -> Option<String> {
    read("bot.env.example").lines().find_map(|line| {
        let line = line.trim_start_matches('#').trim();
        let (key, value) = line.split_once('=')?;
        (key == name).then(|| value.trim().to_string())
    })
}

fn map_keys(y: &Yaml) -> BTreeSet<String> {
    y.as_hash()
        .map(|h| {
            h.keys()
                .filter_map(|k| k.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn compose_runs_the_bot_with_postgres() {
    let c = compose();
    let services = &c["services"];
    assert_eq!(
        map_keys(services),
        BTreeSet::from(["polyroll".to_string(), "postgres".to_string()])
    );
    let bot = &services["polyroll"];
    assert_eq!(bot["build"].as_str(), Some("."));
    assert_eq!(bot["env_file"][0]["path"].as_str(), Some("bot.env"));
    assert_eq!(
        bot["depends_on"]["postgres"]["condition"].as_str(),
        Some("service_healthy")
    );

    // The bot's DATABASE_URL reaches the postgres service with its own credentials.
    let pg = &services["postgres"]["environment"];
    let url = bot["environment"]["DATABASE_URL"]
        .as_str()
        .expect("DATABASE_URL set");
    let expected = format!(
        "postgres://{}:{}@postgres:5432/{}",
        pg["POSTGRES_USER"].as_str().expect("user"),
        pg["POSTGRES_PASSWORD"].as_str().expect("password"),
        pg["POSTGRES_DB"].as_str().expect("database"),
    );
    assert_eq!(url, expected);
}

#[test]
fn compose_environment_is_documented_in_bot_env_example() {
    let c = compose();
    for name in map_keys(&c["services"]["polyroll"]["environment"]) {
        assert!(
            example_value(&name).is_some(),
            "compose.yaml sets {name}, which bot.env.example does not document"
        );
    }
}

#[test]
fn compose_publishes_the_ports_bot_env_example_listens_on() {
    let c = compose();
    let published: BTreeSet<String> = c["services"]["polyroll"]["ports"]
        .as_vec()
        .expect("ports listed")
        .iter()
        .map(|p| p.as_str().expect("a port is a string").to_string())
        .collect();
    let listening: BTreeSet<String> = [
        "DISCORD_INTERACTIONS_ADDR",
        "TELEGRAM_WEBHOOK_ADDR",
        "POLYROLL_HTTP_ADDR",
    ]
    .iter()
    .map(|name| {
        let addr = example_value(name).unwrap_or_else(|| panic!("{name} documented"));
        let port = addr.rsplit_once(':').expect("host:port").1.to_string();
        // On the host's loopback only: health and metrics need no token, and the other
        // two are meant to be reached through a reverse proxy with HTTPS.
        format!("127.0.0.1:{port}:{port}")
    })
    .collect();
    assert_eq!(published, listening);
}

#[test]
fn dockerfile_builds_with_the_script_ci_runs() {
    let dockerfile = read("Dockerfile");
    assert!(dockerfile.contains("RUN deploy/build.sh /out"));
    assert!(dockerfile.contains("USER polyroll"));
    assert!(dockerfile.contains("VOLUME [\"/data\"]"));
    assert!(dockerfile.contains("ENTRYPOINT [\"polyroll\"]"));
    assert!(read(".ci/run").contains("deploy/build.sh"));
}

#[test]
fn systemd_unit_reads_the_settings_file_and_never_loops_on_bad_configuration() {
    let unit = read("deploy/polyroll.service");
    assert!(unit.contains("EnvironmentFile=/etc/polyroll/bot.env"));
    assert!(unit.contains("ExecStart=/usr/local/bin/polyroll"));
    // Configuration errors exit with status 2 (src/serve.rs): restarting cannot fix them.
    assert!(unit.contains("RestartPreventExitStatus=2"));
}
