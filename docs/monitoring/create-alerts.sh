#!/usr/bin/env bash
# The lab site's second alarm channel, which does not depend on EmailJS: Cloud Monitoring e-mails
# ALARM_TO when the Cloud Functions log an alarm (alarm-policy.json) or stop running
# (silence-policy.json, on the sweep's heartbeat, counted by sweep-heartbeat-metric.json).
# Run once per project, where gcloud is signed in (Cloud Shell will do), from the repository:
#
#   ALARM_TO=owner@example.com bash docs/monitoring/create-alerts.sh <project-id>
#
# Running it again adds a second copy of each policy: delete the old ones first (Monitoring,
# Alerting) or leave them be.
set -euo pipefail
project="${1:?usage: ALARM_TO=<address> bash docs/monitoring/create-alerts.sh <project-id>}"
to="${ALARM_TO:?set ALARM_TO to the address that should hear of alarms}"
here="$(dirname "$0")"

channel="$(gcloud alpha monitoring channels create --project="$project" \
  --display-name="Lab site alarms" --type=email --channel-labels="email_address=$to" \
  --format='value(name)')"
gcloud logging metrics create lab-site-sweep-heartbeat --project="$project" \
  --config-from-file="$here/sweep-heartbeat-metric.json"
for policy in alarm-policy.json silence-policy.json; do
  gcloud alpha monitoring policies create --project="$project" \
    --policy-from-file="$here/$policy" --notification-channels="$channel"
done
echo "Alarms go to $to. Cloud Monitoring sends them; EmailJS plays no part."
