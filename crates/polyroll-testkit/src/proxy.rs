//! A TCP proxy in front of a database server that a test can cut and stall: the fault
//! tests of the console (a store that stops answering) and of the Discord endpoint (a slow
//! store must not cost Discord's 3-second window) share it.

/// What the proxy does with the way to the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    /// Bytes flow both ways.
    Up,
    /// Every open connection is closed and new ones are closed on arrival.
    Cut,
    /// Connections are accepted and kept, but nothing is forwarded either way.
    Stalled,
}

/// A TCP proxy in front of a database server that a test can cut and stall, on a runtime
/// of its own (so synchronous tests can use it too).
pub struct FaultProxy {
    pub port: u16,
    link: tokio::sync::watch::Sender<Link>,
    /// Taken on drop: shut down in the background, which async tests may do too (dropping
    /// a runtime inside another one panics).
    runtime: Option<tokio::runtime::Runtime>,
}

impl Drop for FaultProxy {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl FaultProxy {
    pub fn start(upstream: &str) -> FaultProxy {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("the proxy's runtime");
        // Bound without the proxy's runtime (an async test may not block on one), then
        // handed to it.
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind the proxy");
        listener
            .set_nonblocking(true)
            .expect("a non-blocking listener");
        let port = listener.local_addr().expect("proxy address").port();
        let (link, _) = tokio::sync::watch::channel(Link::Up);
        let modes = link.clone();
        let upstream = upstream.to_string();
        runtime.spawn(async move {
            let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                return;
            };
            while let Ok((client, _)) = listener.accept().await {
                let mode = modes.subscribe();
                if *mode.borrow() == Link::Cut {
                    continue; // dropped: closed on arrival
                }
                tokio::spawn(pipe(client, upstream.clone(), mode));
            }
        });
        FaultProxy {
            port,
            link,
            runtime: Some(runtime),
        }
    }

    pub fn set(&self, link: Link) {
        self.link.send_replace(link);
    }
}

/// Waits while the link is stalled; false once it is cut.
async fn passable(mode: &mut tokio::sync::watch::Receiver<Link>) -> bool {
    match mode.wait_for(|l| *l != Link::Stalled).await {
        Ok(l) => *l == Link::Up,
        Err(_) => false,
    }
}

async fn pipe(
    client: tokio::net::TcpStream,
    upstream: String,
    mut mode: tokio::sync::watch::Receiver<Link>,
) {
    // A connection arriving while stalled is accepted and left waiting, never answered.
    if !passable(&mut mode).await {
        return;
    }
    let Ok(server) = tokio::net::TcpStream::connect(&upstream).await else {
        return;
    };
    let (client_read, client_write) = client.into_split();
    let (server_read, server_write) = server.into_split();
    let mut cut = mode.clone();
    tokio::select! {
        _ = forward(client_read, server_write, mode.clone()) => {}
        _ = forward(server_read, client_write, mode) => {}
        _ = cut.wait_for(|l| *l == Link::Cut) => {}
    }
}

async fn forward(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    mut mode: tokio::sync::watch::Receiver<Link>,
) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        if !passable(&mut mode).await {
            return;
        }
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        // Bytes read just before a stall are held until the link is up again.
        if !passable(&mut mode).await {
            return;
        }
        if to.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}

/// `url` with its `host:port` replaced by the proxy's, query and database kept:
/// `postgres://user@127.0.0.1:5432/db?x` → `postgres://user@127.0.0.1:<port>/db?x`.
pub fn through(url: &str, port: u16) -> String {
    let (scheme, rest) = url.split_once("://").unwrap_or(("postgres", url));
    let (authority, tail) = match rest.find(['/', '?']) {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    let user = authority
        .rsplit_once('@')
        .map(|(user, _)| format!("{user}@"))
        .unwrap_or_default();
    format!("{scheme}://{user}127.0.0.1:{port}{tail}")
}

/// The `host:port` a URL points at, for [`FaultProxy::start`].
pub fn upstream(url: &str) -> String {
    let rest = url.split_once("://").map(|(_, r)| r).unwrap_or(url);
    let authority = rest.split(['/', '?']).next().unwrap_or(rest);
    let host = authority
        .rsplit_once('@')
        .map(|(_, h)| h)
        .unwrap_or(authority);
    if host.contains(':') {
        host.to_string()
    } else {
        format!("{host}:5432")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn urls_are_rerouted_through_the_proxy() {
        let url = "postgres://postgres@127.0.0.1:5432/postgres?options[search_path]=s_1";
        assert_eq!(super::upstream(url), "127.0.0.1:5432");
        assert_eq!(
            super::through(url, 7000),
            "postgres://postgres@127.0.0.1:7000/postgres?options[search_path]=s_1"
        );
        assert_eq!(super::upstream("postgres://db"), "db:5432");
    }
}
