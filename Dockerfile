# Polyroll in a container: a build stage runs deploy/build.sh (the same script CI runs),
# the runtime stage is a small Debian with the binary, a non-root user and /data.
#
#   docker build -t polyroll .
#   docker run --rm -it -v polyroll-data:/data --env-file bot.env polyroll
FROM rust:1.94-slim-bookworm AS build
WORKDIR /src
COPY . .
RUN deploy/build.sh /out

FROM debian:bookworm-slim
# TLS roots are built into the binary (webpki-roots): nothing else to install.
RUN useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin polyroll \
    && mkdir -p /data && chown polyroll:polyroll /data
COPY --from=build /out/ /
USER polyroll
WORKDIR /data
VOLUME ["/data"]
# SQLite in the volume unless DATABASE_URL says otherwise (compose.yaml uses PostgreSQL).
ENV DATABASE_URL=sqlite:///data/polyroll.db
ENTRYPOINT ["polyroll"]
