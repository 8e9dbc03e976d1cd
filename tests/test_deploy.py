"""deploy/: the Kubernetes manifests and the Compose file, checked against their schemas offline.

The schemas come from installed packages: kubernetes-validate (the Kubernetes API's JSON
schemas, strict, per Kubernetes version) and check-jsonschema (the Compose specification's
schema, vendored with its licence). No Docker engine or cluster is needed.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import pytest
import yaml
from check_jsonschema.builtin_schemas import get_builtin_schema

from tgbot.webhook import WEBHOOK_PATH

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"
K8S_VERSIONS = ("1.30", kubernetes_validate.latest_version())
SETTINGS = (Path(__file__).resolve().parent.parent / "tgbot" / "config.py").read_text()


def manifests() -> list[tuple[str, dict[str, Any]]]:
    """Every Kubernetes object under deploy/k8s, with its file name."""
    found = []
    for path in sorted((DEPLOY / "k8s").rglob("*.yaml")):
        for doc in yaml.safe_load_all(path.read_text()):
            if doc:
                found.append((str(path.relative_to(DEPLOY)), doc))
    return found


POLLING_EXAMPLE = "k8s/examples/polling.yaml"


def kind(name: str, where: str | None = None) -> dict[str, Any]:
    """The one object of `name`'s kind: in the file `where` names, or anywhere but the
    polling example (a second Deployment)."""
    (doc,) = [
        doc
        for path, doc in manifests()
        if doc["kind"] == name and (path == where if where else path != POLLING_EXAMPLE)
    ]
    return doc


def compose() -> dict[str, Any]:
    """deploy/docker-compose.yml as Compose reads it (anchors and merge keys resolved)."""
    loaded: dict[str, Any] = yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())
    return loaded


def compose_errors(doc: dict[str, Any]) -> list[str]:
    """The Compose specification's complaints about `doc`."""
    schema = get_builtin_schema("vendor.compose-spec")
    validator = jsonschema.validators.validator_for(schema)(schema)
    return [error.message for error in validator.iter_errors(doc)]


def kubernetes_errors(doc: dict[str, Any], version: str) -> list[str]:
    """The Kubernetes schema's complaint about `doc` for `version`, strictly (no unknown fields)."""
    try:
        kubernetes_validate.validate(doc, version, strict=True)
    except kubernetes_validate.ValidationError as error:
        return [str(error.message)]
    return []


@pytest.mark.parametrize("version", K8S_VERSIONS)
@pytest.mark.parametrize(
    ("path", "doc"), manifests(), ids=lambda v: v if isinstance(v, str) else ""
)
def test_manifest_matches_the_kubernetes_schema(
    path: str, doc: dict[str, Any], version: str
) -> None:
    """Every object is valid for its API version, strictly (no unknown fields)."""
    assert kubernetes_errors(doc, version) == []


def test_the_kubernetes_schema_catches_a_typo() -> None:
    """A misspelt field is refused, so the check above can fail."""
    broken = copy.deepcopy(kind("Deployment"))
    broken["spec"]["replica"] = broken["spec"].pop("replicas")
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, K8S_VERSIONS[0], strict=True)


def test_manifests_fit_together() -> None:
    """Service, PodDisruptionBudget and probes find the Deployment's pods and port."""
    deployment, service, pdb = kind("Deployment"), kind("Service"), kind("PodDisruptionBudget")
    config, secret, ingress = kind("ConfigMap"), kind("Secret"), kind("Ingress")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert service["spec"]["selector"].items() <= labels.items()
    assert pdb["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert deployment["spec"]["replicas"] > pdb["spec"]["minAvailable"] >= 1
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    (port,) = container["ports"]
    assert port["containerPort"] == int(config["data"]["PORT"])
    assert service["spec"]["ports"][0]["targetPort"] == port["name"]
    assert container["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": port["name"]}
    assert container["livenessProbe"]["httpGet"] == {"path": "/livez", "port": port["name"]}
    assert container["resources"]["requests"].keys() == {"cpu", "memory"}
    sources = {next(iter(s.values()))["name"] for s in container["envFrom"]}
    assert sources == {config["metadata"]["name"], secret["metadata"]["name"]}
    assert config["data"]["ROBINSON_MODE"] == "webhook"
    (rule,) = ingress["spec"]["rules"]
    assert [p["path"] for p in rule["http"]["paths"]] == [WEBHOOK_PATH]
    assert config["data"]["WEBHOOK_URL"] == f"https://{rule['host']}"


def test_shutdown_fits_the_grace_period() -> None:
    """The preStop pause and the shutdown timeout end before the kubelet's kill."""
    deployment, config = kind("Deployment"), kind("ConfigMap")
    pod = deployment["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    command = container["lifecycle"]["preStop"]["exec"]["command"]
    assert command[0] == "sleep"
    pause, shutdown = float(command[1]), float(config["data"]["ROBINSON_SHUTDOWN_TIMEOUT"])
    assert pause >= 1 and pause + shutdown < pod["terminationGracePeriodSeconds"]


def test_polling_example_runs_one_poller() -> None:
    """The polling Deployment: one replica, Recreate (never two pods at once), probes on
    METRICS_PORT, where polling mode serves them."""
    polling = kind("Deployment", POLLING_EXAMPLE)
    assert polling["spec"]["replicas"] == 1
    assert polling["spec"]["strategy"] == {"type": "Recreate"}
    (container,) = polling["spec"]["template"]["spec"]["containers"]
    env = {e["name"]: e["value"] for e in container["env"]}
    assert env["ROBINSON_MODE"] == "polling" and env["ROBINSON_POLL_LEASE"] == "wait"
    (port,) = container["ports"]
    assert port["containerPort"] == int(env["METRICS_PORT"])
    assert container["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": port["name"]}
    assert container["livenessProbe"]["httpGet"] == {"path": "/livez", "port": port["name"]}
    unread = {name for name in env if f'"{name}"' not in SETTINGS}
    assert not unread, unread


def test_every_setting_is_one_the_bot_reads() -> None:
    """ConfigMap and Secret keys are environment variables the bot's settings read."""
    keys = set(kind("ConfigMap")["data"]) | set(kind("Secret")["stringData"])
    unread = {key for key in keys if f'"{key}"' not in SETTINGS}
    assert not unread, unread


def test_no_token_in_deploy_files() -> None:
    """The example Secret leaves the token empty; no file holds anything shaped like a token."""
    assert kind("Secret")["stringData"]["TELEGRAM_BOT_TOKEN"] == ""
    token = re.compile(r"\d{5,}:[A-Za-z0-9_-]{30,}")
    for path in DEPLOY.rglob("*"):
        if path.is_file():
            assert not token.search(path.read_text(errors="replace")), path


def test_compose_file_matches_the_compose_specification() -> None:
    """docker-compose.yml is valid Compose; a misspelt key is refused."""
    doc = compose()
    assert compose_errors(doc) == []
    broken = copy.deepcopy(doc)
    broken["services"]["proxy"]["port"] = broken["services"]["proxy"].pop("ports")
    assert compose_errors(broken)


def test_compose_profiles() -> None:
    """Polling: one bot. Webhook: two replicas behind the proxy, on the same Redis."""
    services = compose()["services"]
    assert "profiles" not in services["redis"]
    assert services["bot"]["profiles"] == ["polling"]
    webhook = services["bot-webhook"]
    assert webhook["profiles"] == ["webhook"] and webhook["deploy"]["replicas"] == 2
    assert webhook["environment"]["ROBINSON_MODE"] == "webhook"
    assert webhook["environment"]["REDIS_URL"] == services["bot"]["environment"]["REDIS_URL"]
    assert services["proxy"]["profiles"] == ["webhook"]
    caddyfile = compose()["configs"]["caddyfile"]["content"]
    assert "dynamic a bot-webhook 8080" in caddyfile
    assert f"path {WEBHOOK_PATH}" in caddyfile
    for service in (services["bot"], webhook):
        assert service["environment"]["TELEGRAM_BOT_TOKEN"].startswith("${TELEGRAM_BOT_TOKEN")


def test_systemd_stops_the_bot_before_its_embedded_redis() -> None:
    """systemd's SIGTERM goes to the bot alone (KillMode=mixed), which stops its embedded
    redis-server once the updates in hand are done, within the stop timeout (play-test 53: a
    signal to the whole group stopped Redis first, and a die in flight failed)."""
    unit: dict[str, str] = {}
    for line in (DEPLOY / "robinson.service").read_text().splitlines():
        key, equals, value = line.partition("=")
        if equals and not line.startswith("#"):
            unit[key.strip()] = value.strip()
    assert unit["KillMode"] == "mixed"
    assert unit["ExecStart"].endswith("robinson-bot run")  # the bot is the main process
    assert int(unit["TimeoutStopSec"].removesuffix("s")) >= 30
