#!/usr/bin/env bash
# `npm run security:sqlmap`: sqlmap against the running server, public and signed-in
# endpoints with parameters (query, path, JSON body, cookie), at a modest level and risk
# so it ends in a few minutes. Starts the server on a fresh data directory with the demo
# school (PGlite, or PostgreSQL when DATABASE_URL is set), prints one line per endpoint
# (injectable or not, and any 5xx), keeps the logs in reports/sqlmap/, and exits 1 on a
# finding. Installs nothing: it needs the `sqlmap` command (Debian: apt-get install sqlmap).
# Not part of `npm test`. SQLMAP_LEVEL (2) and SQLMAP_RISK (1) change the depth.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v sqlmap >/dev/null 2>&1; then
  echo "sqlmap is not installed. On Debian or Ubuntu: sudo apt-get install sqlmap" >&2
  exit 2
fi

level=${SQLMAP_LEVEL:-2}
risk=${SQLMAP_RISK:-1}
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
token=$(node -e "console.log(require('crypto').randomBytes(16).toString('hex'))")
base="http://127.0.0.1:$port"
work=$(mktemp -d "${TMPDIR:-/tmp}/school-sqlmap-XXXXXX")
out=reports/sqlmap
rm -rf "$out"
mkdir -p "$out"
# The first admin's ADMIN_PASSWORD is a one-time key: its first sign-in chooses the password.
admin_key="sqlmap-admin-key-$token"
admin_password="sqlmap-admin-$token"

# The server (rate limits skipped for this loopback client only, through the bench token).
PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL=warn BENCH_TOKEN=$token \
  ADMIN_ID=admin ADMIN_PASSWORD=$admin_key \
  node --import tsx src/server/main.ts >"$out/server.log" 2>&1 &
server=$!
cleanup() {
  kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "Starting the server on $base (the first start on a new data directory takes a while)…"
for _ in $(seq 1 1200); do
  curl -sf "$base/api/health" >/dev/null 2>&1 && break
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$out/server.log" >&2
    exit 1
  fi
  sleep 0.2
done
curl -sf "$base/api/health" >/dev/null

json=(-H 'content-type: application/json' -H "origin: $base" -H "x-bench-token: $token")
sign_in() { # role loginId password -> "sid=…"
  curl -s -o /dev/null -D - "${json[@]}" \
    --data "{\"role\":\"$1\",\"loginId\":\"$2\",\"password\":\"$3\"}" "$base/api/auth/login" |
    tr -d '\r' | sed -n 's/^[Ss]et-[Cc]ookie: \(sid=[^;]*\).*/\1/p'
}
admin_cookie=$(sign_in admin admin "$admin_key")
curl -sf -o /dev/null "${json[@]}" -H "cookie: $admin_cookie" \
  --data "{\"currentPassword\":\"$admin_key\",\"newPassword\":\"$admin_password\"}" \
  "$base/api/account/password"
student_cookie=$(sign_in student student01 school-demo-2026)
# A second session of the same student, to end by its public id (signed in now: sqlmap's
# wrong passwords below count against this address, and sign-in would soon have to wait).
second_cookie=$(sign_in student student01 school-demo-2026)
if [[ $admin_cookie != sid=* || $student_cookie != sid=* || $second_cookie != sid=* ]]; then
  echo "Could not sign in (admin or student01 of the demo school)." >&2
  exit 1
fi

other_session=$(curl -s -H "cookie: $second_cookie" "$base/api/account/sessions" |
  node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).items.find(i=>!i.current).id))")

# Real values for the requests sqlmap starts from: an image, an application, an album.
node --input-type=module -e "
import sharp from 'sharp';
process.stdout.write(await sharp({ create: { width: 32, height: 32, channels: 3, background: '#06283D' } }).png().toBuffer());
" >"$work/image.png"
image_id=$(curl -s -H "cookie: $admin_cookie" -H "origin: $base" -F "image=@$work/image.png;type=image/png" \
  "$base/api/uploads" | node -e "process.stdin.on('data',d=>console.log(JSON.parse(d).id))")
admission='{"studentName":"Rahim Uddin","studentMobile":"01712345678","guardianName":"Karim Uddin","guardianMobile":"01812345678","guardianEmail":"karim@example.com","guardianOccupation":"Farmer","grade":"vi"}'
reference=$(curl -s "${json[@]}" --data "$admission" "$base/api/admissions" |
  node -e "process.stdin.on('data',d=>console.log(JSON.parse(d).reference))")
album=$(curl -s "$base/api/albums" |
  node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const b=JSON.parse(s);console.log((b.items??b)[0]?.slug??'none')})")
profile="{\"role\":\"admin\",\"name\":\"Head Admin\",\"designation\":\"Administrator\",\"joinDate\":\"2020-01-01\",\"phone\":\"01712345678\",\"city\":\"Char Nilkamal\",\"village\":\"Dhal Char\",\"bari\":\"Mia Bari\",\"ward\":\"3\",\"facebook\":\"https://facebook.com/school\",\"imageId\":\"$image_id\"}"

common=(--batch --disable-coloring --level="$level" --risk="$risk" --dbms=PostgreSQL
  --time-sec=2 --threads=4 --drop-set-cookie --ignore-code=401,403,404,429
  --output-dir="$work/sqlmap" --headers="origin: $base\nx-bench-token: $token")

declare -a rows
findings=0
run() { # name, then sqlmap arguments
  local name=$1
  shift
  printf '▶ %-44s' "$name"
  local log="$out/${name//[^a-zA-Z0-9]/_}.log"
  local started=$SECONDS
  sqlmap "${common[@]}" "$@" >"$log" 2>&1 || true
  local verdict
  if grep -q "identified the following injection point" "$log"; then
    verdict="INJECTABLE"
    findings=$((findings + 1))
  elif grep -q "do not appear to be injectable" "$log"; then
    verdict="not injectable"
  else
    verdict="INCONCLUSIVE (see $log)"
    findings=$((findings + 1))
  fi
  local errors
  errors=$(grep -o '500 (Internal Server Error) - [0-9]* times' "$log" | head -1 || true)
  if [[ -n $errors ]]; then
    verdict="$verdict; $errors"
    findings=$((findings + 1))
  fi
  echo "$verdict ($((SECONDS - started)) s)"
  rows+=("$name: $verdict")
}

echo "sqlmap $(sqlmap --version 2>/dev/null | grep -Eo '^[0-9][^ ]*' | head -1), level $level, risk $risk, against $base"
run "GET /api/events?page&size" -u "$base/api/events?page=0&size=5"
run "GET /api/notices?page&size" -u "$base/api/notices?page=0&size=5"
run "GET /api/albums/:slug" -u "$base/api/albums/$album*"
run "GET /api/admissions/status?reference&mobile" \
  -u "$base/api/admissions/status?reference=$reference&mobile=01812345678"
run "POST /api/auth/login (JSON)" -u "$base/api/auth/login" \
  --data '{"role":"student","loginId":"student02","password":"not-the-password"}'
run "POST /api/admissions (JSON)" -u "$base/api/admissions" --data "$admission"
run "PUT /api/profile (JSON, admin)" -u "$base/api/profile" --method=PUT \
  --data "$profile" --cookie="$admin_cookie"
run "GET /api/admissions?grade&status (admin)" \
  -u "$base/api/admissions?grade=vi&status=new&page=0&size=20" --cookie="$admin_cookie"
run "GET /api/blogs?page&size (student)" -u "$base/api/blogs?page=0&size=20" \
  --cookie="$student_cookie"
run "POST /api/blogs (JSON, student)" -u "$base/api/blogs" \
  --data '{"subject":"My village","description":"A river and a school"}' --cookie="$student_cookie"
run "POST /api/auth/confirm (JSON, student)" -u "$base/api/auth/confirm" \
  --data '{"password":"not-the-password"}' --cookie="$student_cookie"
run "DELETE /api/account/sessions/:id (student)" --method=DELETE \
  -u "$base/api/account/sessions/$other_session*" --cookie="$second_cookie"

server_errors=$(grep -c '"level":50' "$out/server.log" || true)
echo
echo "Server errors logged during the run: $server_errors"
if [[ $server_errors != 0 ]]; then findings=$((findings + 1)); fi
{
  echo "sqlmap report ($(date -u +%FT%TZ)), level $level, risk $risk"
  printf '%s\n' "${rows[@]}"
  echo "server errors logged: $server_errors"
} >"$out/report.txt"
echo "Logs and report in $out/"
if [[ $findings != 0 ]]; then
  echo "FINDINGS: $findings (see above)"
  exit 1
fi
echo "No injectable parameter found."
