import Foundation
import MigratorCompare
import MigratorLoader
import MigratorModel
import MigratorRuntime
import XCTest

/// Rename detection measured on a labelled rename set, none of it hinted: every true rename and every tempting
/// non-rename of each case, with a short reason.
///
/// The set has two sources: the fixtures `Fixtures/Renames/<case>/{old,new}.yaml` with `renames.json`, and real
/// version pairs of the shared corpus (`../shared/corpus/dev/`) labelled in `Fixtures/RenameCorpusLabels.json`.
/// It is split in two parts:
/// - **held out**: the `heldout44-*` fixtures (15 cases, 959 labelled renames, 299 labelled non-renames: ADS-B Exchange
///   API v1 → v2, AviationWeather ADDS data server → Data API, IATA NDC 17.2 → 18.1, Skyscanner Travel API v1.0 →
///   Flights API v3, Travelpayouts Aviasales Data API v1 → v3; Enode API v1.3 → 2024-10-01, evcc REST API 0.110 →
///   0.124, OCPP core 1.6 → 2.0.1, OCPP smart charging 1.6 → 2.0.1, OpenADR 2.0b → 3.0; Chronicling America API →
///   loc.gov JSON API, Koha REST API 17.11 → 19.11, OCLC WorldCat Search API v1 → v2, Rijksmuseum Collection API →
///   Linked Art data services, V&A Collections API v1 → v2). Each re-describes, in our own words, a real pair of public
///   API versions that a reviewer labelled exhaustively before any tool result was seen; the real documents are not in
///   the repository. They were written by three people who had not read the matcher (each noting the labels they were
///   unsure of and the APIs they substituted) and committed before any rule written from `heldout41-*`, two sessions
///   before this measurement. Measured once, after this session's rules: precision 0.984 (500 right, 8 wrong), recall
///   0.521; found or listed as possible renames 0.652 (1.60 candidates per removal), 0.737 after one review round (2
///   wrong left); 3 labelled non-renames paired — the floors below. With the rules of the session start: precision 0.984
///   (498 right, 8 wrong), recall 0.519; 0.651 found or listed, 0.737 after one review round. It has not been tuned on:
///   its misses were never printed. (`heldout45-*` and `heldout46-*`, written for later rounds, are in neither part:
///   ``writtenForTheNextRound``.)
/// - **tuning**: everything else — the original fixtures, the corpus pairs (spotify, onepassword, qonectiq, pallidor
///   fullMigration) and thirty-seven former held-out parts. Each of those was committed before the rule changes it then
///   motivated and measured once before being tuned on:
///   - `heldout-*` … `heldout8-*`: fixtures written by us from API histories we know, in our own words (payments,
///     cloud, orchestrator, messaging, telecom, code hosting, shop, social, mail, places, files, CI, calendar, health,
///     IoT, HR, shipping, CRM, streaming, banking, ticketing, learning, recruiting, insurance, real estate, energy).
///     First measurements pooled over those eight parts: precision 0.978, recall 0.835 (`heldout8-*` alone: 1.000 and
///     0.922). Being written by someone who knew the matcher, they proved easier than real histories.
///   - `heldout9-*` (QoD telecom 0.8 → 0.9, Google Cloud Shell, Idea Hub and Web Risk, AWS CloudSearch 2011 → 2013,
///     Adyen balance control; 93 renames) and `heldout10-*` (CAMARA device location, roaming and number
///     verification, Google Cloud Trace, Policy Troubleshooter and Verified Access, AWS Lex runtime v1 → v2, Adyen
///     BIN lookup; 77 renames): re-described real pairs labelled like the held-out part. First measurement of
///     `heldout9-*`: precision 0.921, recall 0.376 — about what the issue reported on real pairs. Changes made for
///     it: splits judged among equally close names of the same type, a synonym plus a word as the weakest name
///     relation, neighbours up to a name relation, models recognised by the member that uses them, moved endpoints
///     with kept documentation, API version segments in routes, the release's term changes (`rank` dropped across
///     the API), API-grammar words (`request`, `describe`) as no name evidence. `heldout10-*` was then measured
///     sealed: precision 1.000, recall 0.403 (0.312 before those changes); it was then tuned on too (a new
///     description naming the old member: 0.442).
///   - `heldout11-*` (CAMARA SIM swap, edge discovery, WebRTC, one-time passwords; Google billing budgets, PageSpeed,
///     IAM, policy analyzer, TPU, assured workloads; Vonage application, conversation and number insight; Twilio
///     Studio and Lookups): measured sealed once — precision 0.876, recall 0.631 (168 renames) — then tuned on: model
///     matching in passes through renamed parents, members named after their place (inline schemas), a list never the
///     same place as a single value, API version words in model names, names related through a model rename already
///     found, enum values under a renamed namespace prefix, a value moved into a new object is no rename. Four label
///     gaps the labellers had reported were filled, each marked as such. After tuning: precision 0.945, recall 0.797.
///   - `heldout12-*` (CAMARA KYC match, QoD provisioning and home-devices QoD; Google Translation v2 → v3, reCAPTCHA
///     Enterprise, YouTube Analytics, Datastream, Essential Contacts, Firebase App Check; AWS SES event destinations
///     and Classic → v2 load balancer targets; Adyen transfers; Vonage subaccounts, voice and account; 192 renames):
///     measured sealed once — precision 0.926, recall 0.589 — then tuned on for precision: a tie between two best
///     candidates is a merge or a split and pairs neither, two word drops leading to the same names are no term
///     change, a body property that became a parameter of the same name is no rename, `create`/`add` are synonyms.
///     After tuning: precision 0.991, recall 0.589. (Also added then, from older parts: a term change applied to a
///     name that carries the term twice, and the same parameter swap in every endpoint of a release.)
///   - `heldout13-*` (CAMARA carrier billing, KYC age verification and fill-in; Google Cloud Tasks, Eventarc,
///     Resource Manager; AWS DynamoDB 2011 → 2012; Vipps Recurring and Checkout, Adyen Management terminals; Twilio
///     Knowledge, OAuth and hosted number orders; Ory Kratos and Hydra; 254 renames): measured sealed once —
///     precision 0.966, recall 0.563 — then tuned on: schemas moved to another dotted namespace, operations moved
///     behind the release's path prefix or under a replaced path segment, an operation id in another style (also with
///     a leading method word) on another path, the path parameter after the same segment, British and American
///     spellings, names a word apart across the release's API version. After tuning: precision 0.974, recall 0.744.
///   - `heldout14-*` (CAMARA network slice booking, device reachability subscriptions and connectivity insights;
///     Google Cloud Functions v1 → v2, Drive v2 → v3 comments, Natural Language v1 → v2; AWS Lambda 2014 → 2015; Vipps
///     ePayment, Order Management and Report; HubSpot associations and subscriptions v3 → v4, Twilio Pricing v1 → v2;
///     Ory Keto and Qdrant; 228 renames): measured sealed once — precision 0.942, recall 0.640 — then tuned on: an
///     operation id in another style outweighing kept documentation, page-size names (not cancelled by a rewritten
///     description), a property beside its path parameter in both releases, dated API versions (`/2015-03-31/`) as
///     version segments, the release's route change counted over the endpoints it kept, enum cases in other word
///     forms, one route area replaced by another as no term change. After tuning: precision 0.976, recall 0.728.
///   - `heldout16-*` (CAMARA edge application management, traffic influence and region device count; Google Cloud
///     Asset v1p4beta1/v1p1beta1 → v1; Amazon Pinpoint SMS Voice v1 → v2, Azure Text Analytics v2.1 → v3.0 and LUIS
///     runtime v2 → v3; Adyen Capital and PayPal Invoicing v1 → v2; SendGrid alerts, API keys and user; Appwrite client,
///     sessions and functions; 275 renames): measured sealed once — precision 0.897, recall 0.695 — then tuned on:
///     opposite operation words relate no names, a name ends in another only at a word, a list narrowed to one value
///     under another name is no rename, a collection under a parameter is no product area, cases regrouped under a
///     leading word keep their values, a swap seen in many models is weak evidence. After tuning: 0.959 and 0.756.
///   - `heldout15-*` (CAMARA connected network type subscriptions, click to dial and device identifier; Google
///     DoubleClick Bid Manager v1.1 → v2, AdSense Management v1.4 → v2, Cloud Talent Solution v3 → v4; AWS
///     Elasticsearch → OpenSearch and CloudHSM Classic → v2; Revolut Merchant orders; Twilio Routes, Flex Insights and
///     Super SIM; Apicurio Registry v1 → v2 → v3; 346 renames): measured sealed once — precision 0.920, recall 0.564 —
///     then tuned on: one word replaced by two different ones is no term change, `callee`/`caller` are not word forms,
///     a word most enum cases carry tells no case apart, a compound term dropped across the release
///     (`CrossClusterSearch`), ids become resource names (`adClientId` → `parent` documented as
///     `accounts/{account}/adclients/{adclient}`), two list wrappers of one item (`AdUnits` → `ListAdUnitsResponse`),
///     one property swap in every model it touches (`createdBy` → `owner`). After tuning: precision 0.988, recall 0.705.
///   - `heldout17-*` (Kubernetes Ingress, HorizontalPodAutoscaler and CustomResourceDefinition promotions; GitLab
///     builds → jobs, Harbor v1 → v2 and replication 1.7 → 1.9; Mollie v1 → v2, WooCommerce products and orders; Slack
///     channels → conversations, Mastodon filters v1 → v2 and grouped notifications; OpenAI fine-tunes → fine-tuning
///     jobs and assistants v1 → v2; OCPI 2.1.1 → 2.2, FHIR DSTU2 → STU3; 343 renames): measured sealed once —
///     precision 0.952, recall 0.577 (0.949 and 0.542 with the matcher before that session's general rules); found or
///     listed as possible renames 0.767, 0.813 after one review round — then tuned on: synonyms in either order
///     (`created_at` ~ `date_created`), a route area renamed with no kept sibling of its shape as the release's term
///     change (`/targets` → `/registries`), a route segment replaced by the release's term change (`/builds/{build_id}`
///     → `/jobs/{job_id}`), route segments compared without separators (`/app-instance` ~ `/appinstances`). After
///     tuning: precision 0.980, recall 0.751 over the whole tuning part (0.979 and 0.743 before).
///   - `heldout18-*` (Okta Management v2 → v3 and ZITADEL applications v2beta → v2; PagerDuty Events v1 → v2 and
///     Schedules v2 → v3, Datadog log search v1 → v2; CircleCI v1.1 → v2 and Travis CI v2 → v3; BigCommerce customers
///     v2 → v3, Square employees/timecards → labor shifts and refunds v1 → v2; Dropbox files v1 → v2 and Twitter tweets
///     and users v1.1 → v2; OpenStack Keystone v2 → v3, Neutron LBaaS and FWaaS v1 → v2; 427 renames): measured sealed
///     once — precision 0.958, recall 0.424; found or listed 0.635, 0.785 after one review round — and never tuned on
///     while held out (its totals only were printed: 0.965 and 0.452 when it was moved here, the owner-prefix rule
///     across a type change adding 2 right pairs). Then tuned on: a retired API version word dropped from model names
///     and operation ids (Square's `V1Employee` → `Employee`, `V1ListEmployees` → `ListEmployees`): over the whole
///     tuning part precision 0.989 and recall 0.721 → 0.723 (+5 right, +1 wrong: a parameter of a newly paired
///     endpoint paired through an older term-change rule); the held-out totals unchanged.
///   - Later rounds on the tuning part alone, the held-out part untouched: precision rules (splits settled by
///     descriptions, word-forming endings, envelopes never renamed to what they hold, bound words, a flag become a
///     structure, …): precision 0.991, recall 0.752; then labelled renames found as moves counted (0.757, see below),
///     an operation nested under a parent resource, an operation id a word apart once the release's term change is
///     applied, the only page-size names on both sides, a member named by its holder plus the rest moving with
///     the members regrouped there, and the family of names that holds the other as the release's term change, judged
///     by every description of its keys: precision 0.992, recall 0.768. None of these moved the held-out figures beyond
///     the move counting. Then members moved out of a nested object onto its holder (``Change/movedFrom``, Mollie's
///     `links.redirectUrl` → `Payment.redirectUrl`), a guide construct `migrate` follows: 0.992 and 0.770 (+5, 0 wrong),
///     the held-out figures unchanged. Then a member that starts or stops naming its owner across a type change
///     (`paymentDate: string` → `date: Date`) and the same event word with its time word moved (`dateCreated` →
///     `$createdAt`): 0.992 and 0.771 (+3, 0 wrong); the held-out totals (only they were looked at) went from 0.447 to
///     0.452 (+2, 0 wrong). (An identifier of another kind, `HsmArn` → `HsmId`, was tried and left out: the label calls
///     it a rename, but the value changes format, and `verify` showed the migrated request sending an ARN as an id.)
///   - `heldout19-*` (Jira Cloud v2 → v3, Confluence v1 → v2, Bitbucket 1.0 → 2.0, Asana ids → gids, Notion 2021-08 →
///     2022-02; Recurly v2 → v3 twice, Checkout.com Classic → Unified, Klarna Checkout v2 → v3, Shopify 2022-01 →
///     2024-01; Zoom v1 → v2, Discord v6 → v10, Mailchimp 2.0 → 3.0, Auth0 Management v1 → v2, Intercom 1.4 → 2.0; 417
///     renames): measured sealed once — precision 0.960, recall 0.408; found or listed 0.580, 0.719 after one review
///     round — and never tuned on while held out. Joining it took the tuning part from 0.989 and 0.723 to 0.987 and
///     0.681. Then tuned on, each rule checked against the whole tuning part: action routes become resource routes in a
///     release that changed style (`POST /meeting/get` → `GET /meetings/{meetingId}`), a flattened object's members
///     moving under their shared first word (`option_audio` → `settings.audio`, `tracking_number` →
///     `tracking_info.number`), an operation taken out from under a parent resource, an update moved between `PUT` and
///     `PATCH`, the route with its version segments set aside wherever they stand, a numbered series renamed as a whole
///     (`address1`, `address2` → `street1`, `street2`), siblings reworded together (`commit_id`, `build_id` → `commit`,
///     `build`), a list's member renamed back to a generic name (`issues` → `values`) and Bitbucket's `pagelen` as a
///     page size: precision 0.986 (31 wrong), recall 0.702 (+66 right, +2 wrong). Tried and left out: any two paging
///     positions as one role (`start` → `cursor`: labels disagree, `offset` → `page_token` is labelled no rename; +4
///     right, +6 wrong), and a qualified identity never renamed to the bare word (`token_id` ↛ `id`; −17 right).
///   - `heldout20-*` (Facebook Graph v2.3 → v4.0, LinkedIn v1 → v2, Instagram Legacy → Graph, Pinterest v3 → v5,
///     YouTube Data v2 → v3; Docker Engine v1.24 → v1.41, Elasticsearch 6 → 7, DigitalOcean v1 → v2, Linode v3 → v4,
///     Heroku legacy → Platform API v3; Etsy v2 → v3, eBay Trading/Finding → Sell Inventory/Buy Browse, GoCardless
///     legacy → Pro, Amadeus Flight Offers v1 → v2, Magento 1 → 2; 470 renames): measured sealed once — precision
///     0.983, recall 0.379; found or listed 0.564, 0.689 after one review round — and never tuned on while held out.
///     Joining it took the tuning part from 0.986 and 0.702 to 0.986 and 0.661. Then tuned on: a term replacement that
///     reaches every name its rivals reach and more is the release's term change (`bill` → `payment` over `bill` →
///     `mandate`; it also settled Neutron's `vip` → `listener`), a two-word term replaced by one word or the reverse
///     (`PreAuthorization` → `Mandate`), judged by descriptions that write it hyphenated, a term the other side writes
///     run together is not replaced, an operation id with its action word moved to the other end (`listSshKeys` →
///     `sshKeys_list`, under the method the word names), and equal route evidence going to the closer operation id:
///     precision 0.986 (35 wrong), recall 0.673 (+46 right, +1 wrong); 0.674 after the review fixes. Then, after
///     `heldout21-*` was measured: an operation id the release's term change explains is the operation whatever its
///     method became (`cancelBill`, `PUT` → `cancelPayment`, `POST`): 0.676 (+7 right, 0 wrong; the held-out totals,
///     the only thing looked at, unchanged); and an operation id's action word replaced by another word for the same
///     operation, moved or in place (`newSshKey` → `sshKeys_create`, `addEnvVar` → `createEnvVar`, `putConfigVars` →
///     `configVarUpdate`): 0.678 (+7 right, 0 wrong; held-out totals 0.980 and 0.428, found or listed 0.624, 0.758 after
///     a review round). Tried and left out: the same position no longer
///     breaking a tie between two equally named enum cases (one right lost for one wrong avoided), and API version words
///     set aside inside term changes (`V1CreateTimecard` → `CreateShift`: +2 right, +9 wrong).
///   - `heldout21-*` (Google Places legacy → New, Foursquare v2 → Places v3, Yelp v2 → Fusion v3, Uber Rides v1 → v1.2,
///     OpenWeatherMap 2.5 → One Call 3.0; Plaid, Coinbase v1 → v2, Wise v1 → v3, QuickBooks Online v2 → v3, Bitly v3 →
///     v4; Outlook REST → Microsoft Graph, Google Calendar v2 → v3, Todoist REST v1 → v2, Basecamp 2 → 3, Zendesk v1 →
///     v2; 566 renames): measured sealed once — precision 0.979, recall 0.420; found or listed 0.622, 0.758 after one
///     review round. Joining it took the tuning part from 0.986 and 0.678 to 0.985 and 0.644. Two counting fixes, found
///     by reading its misses: an enum whose raw value type changed pairs its cases through the guide's `valueMap`
///     (Zendesk's status `0` → `new`, which `migrate` already translated; +38 right), and a parameter that kept its name
///     in another location is linked by the guide's location change (Coinbase's `account_id`, query → path; counted when
///     labelled, never as a wrong pair, as fixtures differ in whether they label such moves; +3 right).
///     Tuned on: a path parameter in the same slot of a matched route, routes equal once a file extension, an item
///     collection's plural or a separator style is set aside, the same path parameters naming the same resource,
///     namespaced and nested operation ids, value maps by case-rename evidence, query parameters of one role, members
///     regrouped into new objects or moved under closely related names, inline schemas of a member renamed to a synonym,
///     and descriptions compared by their singular significant words: precision 0.986 (40 wrong), recall 0.674.
///   - `heldout22-*` (Google Directions → Routes API, Mapbox Directions v4 → v5, HERE Routing v7 → v8, Docker Registry
///     v1 → v2; Firebase Auth Identity Toolkit v3 → v1, Glance v1 → v2, Manila v1 → v2, InfluxDB 1 → 2, Strapi v3 → v4;
///     Twitch Kraken → Helix, Telegram Bot API 6 → 7, HubSpot contacts v1 → CRM v3, PayPal payments v1 → orders v2; 414
///     renames, with two substitutes that re-describe pairs tuned on before, Heroku and Etsy, in the tuning part from the
///     start): measured sealed once, after the rules above — precision 0.900 (15 wrong), recall 0.326; found or listed
///     0.514, 0.635 after one review round; with the previous session's rules 0.926 (10 wrong) and 0.304, so those rules
///     found 9 more of its renames and 5 more wrong pairs. Joined and tuned on: identity words do not start longer words
///     (`name` ≠ `namespace`), the quarter-share model rule not across a word of API grammar (`IsolineType` ≠
///     `Isoline`), no term change adds a reference word (`game` ≠ `game_id`), a namespace prefix put on model names,
///     `first` as a page size, `q` as `query`, and list items back to a generic name in a model named after them:
///     precision 0.982 (54 wrong), recall 0.642 over the whole tuning part (0.641 when it joined).
///   - `heldout23-*` (BigCommerce catalog v2 → v3, FreshBooks Classic → new, Chargebee Product Catalog 1 → 2, Paddle
///     Classic → Billing, Harvest v1 → v2; Databricks Jobs 2.0 → 2.1, MongoDB Atlas v1 → v2, Looker 3.0 → 4.0, Confluent
///     Cloud v1 → v2, Airflow experimental → stable v1; SendGrid mail send v2 → v3, FCM legacy → v1, WhatsApp on-premises
///     → Cloud API, Mailjet Send v3 → v3.1, OneSignal players → user model; 551 renames): measured sealed once —
///     precision 0.956 (10 wrong), recall 0.396; found or listed 0.563, 0.655 after one review round. Joined and tuned on:
///     a route area renamed with its item parameter is the release's term change (`/spaces/{space_id}` →
///     `/folders/{folder_id}`), enum values restyled count as the same values (`aws` → `AWS`) and let a restyled enum's
///     phrase become a code keeping one of its words (`Beauty, Spa and Salon` → `BEAUTY`), a singular/plural operation
///     id pairs no item route with a collection route, an action-route read returning an array lists, an envelope whose
///     held model carries the new model's name is not that model, the only error texts of two error models pair
///     (`message` → `detail`), a `By…` suffix naming a path parameter's last words, a `post`/`put`/`patch` method word
///     replaced by an action word: precision 0.982 (59 wrong), recall 0.627 (0.615 when it joined).
///   - `heldout24-*` (Alertmanager v1 → v2, Kong Admin 0.12 → 1.0, Grafana legacy alerting → unified, Opsgenie Alert v1
///     → v2, Sensu Core → Sensu Go; WP-API v1 → WordPress `wp/v2`, Ghost 0.1 → v3, Tumblr v1 → v2, Live Connect →
///     OneDrive 1.0, Miro v1 → v2; Eventbrite v2 → v3, Meetup v2 → v3, Strava v1 → v3, Oura v1 → v2, football-data.org
///     v1 → v2; 687 renames): measured sealed once, after the `heldout23-*` rules — precision 0.964 (9 wrong), recall
///     0.354; found or listed 0.546, 0.734 after one review round; with the session-start rules 0.960 (10 wrong) and
///     0.354: the `heldout23-*` rules found none of its renames. Joined and tuned on: route-area siblings only before the
///     first parameter (`/competitions/{id}/fixtures` next to `/competitions/{id}/teams`), a required `id` query
///     parameter names the item, OData `$top` and sort roles, the same model name in another style needs no shared
///     members, a plural read on a collection lists, an identity name moves into `metadata`, operation ids of the same
///     words reordered or of the same first word with the same exchange, a term change keeps a name's number, many
///     members kept are a shape: precision 0.981 (67 wrong), recall 0.605 over the tuning part (0.595 when it joined).
///   - `heldout25-*` (Cohere v1 → v2, PaLM → Gemini, Google Speech v1 → v2, Stability v1 → v2beta, Azure Computer Vision
///     3.2 → Image Analysis 4.0; Amazon MWS Orders → SP-API, ShipStation v1 → v2, Shippo 2014 → 2018, USPS Web Tools →
///     APIs v3, Vend 0.9 → 2.0; Vimeo v2 → v3, TMDB v3 → v4, Trakt v1 → v2, Brightcove Media → CMS, MusicBrainz ws/1 →
///     ws/2; 643 renames): measured sealed once, after the `heldout24-*` rules — precision 0.891 (29 wrong), recall 0.369;
///     found or listed 0.519, 0.694 after one review round; with the session-start rules 0.885 (29 wrong) and 0.348.
///     Joined and tuned on for precision: a name kept in another style is no vanished name for a term change, query
///     parameters of two roles are never paired (`page` ≠ `page_size`); and `-ie` plurals (`movies`), an RPC command
///     kept under the method its action word names (`delete_video` → `DeleteVideo`): precision 0.976 (94 wrong), recall
///     0.583 over the whole tuning part (0.975 and 0.582 when it joined). Many of its wrong pairs are term swaps no name
///     rule can see (ShipStation's v1 shipments are v2 labels, and v1 orders v2 shipments).
///   - `heldout26-*` (Philips Hue v1 → CLIP v2, Nest → SDM, openHAB 1.8 → 3, Enphase v2 → v4, Netatmo Thermostat →
///     Energy; Lever, Personio v1 → v2, Rippling Platform → REST, Gusto, Zoho Recruit v1 → v2; OpenAQ v2 → v3, HERE
///     Geocoder 6.2 → v7, CKAN v1 → v3, Skyscanner v1.0 → v3, Bing Maps → Azure Maps; 704 renames): measured sealed once
///     — precision 0.979 (6 wrong), recall 0.401; found or listed 0.551, 0.714 after one review round; with the rules of
///     the session before 0.978 and 0.385. Joined and tuned on: a resource renamed to another noun whose records kept
///     many members (the endpoint by its route and returned record, the model by that place of use: Rippling `Employee`
///     → `Worker`), enum values under their enum's name (`CABIN_CLASS_BUSINESS`), a sort direction known by its values,
///     path parameter swaps judged per resource, `find` and `get all`, an id ending in `by id` with a required `…_id`
///     query parameter, related ids with the only exchange of their model: precision 0.977 (100 wrong), recall 0.577
///     (0.976 and 0.565 when it joined).
///   - `heldout27-*` (VirusTotal v2 → v3, OneLogin v1 → v2, Cloudflare Firewall Rules → Rulesets, Censys Search v1 →
///     v2, Snyk v1 → REST; Riot match-v4 → v5, Blizzard WoW Community → Game Data, Destiny → Destiny 2, PokéAPI v1 → v2,
///     Guild Wars 2 v1 → v2; Google Analytics v3 → Data API, SurveyMonkey v2 → v3, Segment Config → Public API,
///     Typeform, Umami 1 → 2; 688 renames): measured sealed once, after the `heldout26-*` rules — precision 0.854 (46
///     wrong), recall 0.392; found or listed 0.507, 0.594 after one review round; with the session-start rules 0.856 (45
///     wrong) and 0.388. Joined and tuned on for precision: envelopes seen through one more thin layer (Segment's
///     `SourceV1Response {data: SourceV1Output {source: SourceV1}}`), JSON:API response documents around the record,
///     `output` and `response` one word, body members of two paging roles never paired, the same path behind a new
///     prefix with an id a word apart: precision 0.971 (133 wrong), recall 0.564 (0.968 and 0.561 when it joined).
///     Cloudflare's filters → rulesets, a product retired with a parallel new one, stays 16 wrong pairs.
///   - `heldout28-*` (Scrive, Yousign v2 → v3, Adobe Sign v5 → v6, Box 1.0 → 2.0, DocumentCloud; Trello, Pivotal Tracker
///     v3 → v5, ClickUp v1 → v2, Habitica v2 → v3, Toggl v8 → v9; Bittrex v1.1 → v3, Binance, OKEx v3 → OKX v5,
///     Polygon, IEX Cloud; 669 renames): measured sealed once, after the `heldout27-*` rules — precision 0.940 (20
///     wrong), recall 0.465; found or listed 0.638, 0.768 after one review round; with the session-start rules 0.939 and
///     0.459. Joined and tuned on: run-on lower-case operation ids (`getmarkets`) split by the words both documents use:
///     precision 0.969 (153 wrong), recall 0.557 over the whole tuning part (0.969 and 0.556 when it joined).
///   - `heldout29-*` (Dark Sky → Apple WeatherKit, ClimaCell v3 → Tomorrow.io v4, Weather Underground → The Weather
///     Company PWS, NWS XML feeds → api.weather.gov, Met Office DataPoint → Weather DataHub; DNSimple v1 → v2, Gandi
///     XML-RPC v3 → v5 REST, GoDaddy Domains v1 → v2, Vultr v1 → v2, Hetzner DNS Console → Cloud API; Pinecone, Weaviate
///     0.22 → 1.0, Algolia REST 2015 → 2023, Meilisearch 0.24 → 0.25, Swiftype → App Search; 711 renames): measured
///     sealed once, after the `heldout28-*` rules — precision 0.921 (15 wrong), recall 0.246; found or listed 0.378,
///     0.553 after one review round; with the session-start rules 0.920 and 0.243. When it joined, a labelled member
///     that kept its name in a renamed endpoint or model (DNSimple's `createRecord` body → `createZoneRecord` body) began
///     to count as found — the guide compares the two as one and `migrate` sends one as the other; unlabelled, such a
///     pair counts neither way (22 labels, 20 of them in `heldout29-*`; with the rules then, tuning recall 0.534 →
///     0.538). Tuned on: a record that kept many members, half of the larger model's, under a related name
///     (`WeatherData` → `WeatherValues`), a path parameter's place behind a file extension at the route's end, action
///     routes of a resource renamed by the release (Vultr's `/server/list` … → `/instances`) or named inside the action
///     segment (`/dns/create_record`), a one-member envelope around a model named after the old one (`DomainCheck` is
///     `DomainCheckResult`, not `DomainCheckResponse {data}`), route slots counted from the end for a route put behind
///     parameters (`/{account}/zones/{zone}`), numbered names restyled (`physical_address1` → `physical_address_1`):
///     precision 0.968 (166 wrong), recall 0.546 over the whole tuning part (0.968 and 0.538 when it joined). Tried and
///     dropped: endpoints whose route and operation id rename the same segment (`lookupTrack` at `/track/{mbid}` →
///     `lookupRecording` at `/recording/{mbid}`): +23 right but +14 wrong (an event's images → its videos, rates →
///     transit times have the same shape), and with the records required to agree +5 right, +4 wrong.
///   - `heldout30-*` (Freshdesk v1 → v2, Help Scout Mailbox 1.0 → 2.0, Pipedrive v1 → v2, Zoho CRM 1.0 → v2, Dynamics
///     CRM 2011 OData → Dataverse Web API 9.2; Fitbit, Dexcom v2 → v3, ClinicalTrials.gov classic → v2, Validic v1 →
///     Inform, USDA NDB → FoodData Central; Booking.com v2 → v3.1, Kiwi.com Skypicker → Tequila, Hotelbeds XML → APItude,
///     Expedia EAN → Rapid 2.4, TripAdvisor; 715 renames): measured sealed once, after the `heldout29-*` rules —
///     precision 0.955 (12 wrong), recall 0.355; found or listed 0.492, 0.663 after one review round; with the
///     session-start rules 0.954 and 0.345. Tuned on: a route's last file extension set aside (`/customers/{id}.json`),
///     a renamed resource's records read through one-member envelopes and request bodies, lists named by their kind
///     (`alertScheduleList` ~ `alertSchedules`) or their item's own name (`{sleep: [Sleep]}`, also with the items
///     renamed), one generic list name for another (`results` → `value`), the only required identifier moved between
///     the query and the path, a search that kept most of its distinctive query parameters (Kiwi's `GET /flights` →
///     `GET /v2/search`), of two records kept in the place of one the one that kept more, a route segment renamed in two
///     or more endpoints while a segment after it continues (GoDaddy's `purchase` → `register`; not when a sibling route
///     serves that continuation: Twilio's `Messaging` → `Trunking`), OData v2's list envelope dropped for v4's
///     collection: precision 0.968 (178 wrong), recall 0.540 over the whole tuning part (0.968 and 0.532 when it
///     joined). Tried and dropped: status outcomes as synonyms (`refused` ~ `declined`): +1 right.
///   - `heldout31-*` (Constant Contact v2 → v3, Klaviyo v1/v2 → 2023-10-15, ActiveCampaign v1 → v3, ConvertKit v3 → Kit
///     v4, Sendinblue v2.0 → v3; Calendly v1 → v2, Nylas v2 → v3, Cal.com v1 → v2, Microsoft Bookings beta → v1.0,
///     Mindbody SOAP 5.1 → Public API v6; Pingdom 2.1 → 3.1, UptimeRobot v2 → v3, New Relic REST v1 → v2, Bugsnag v1 → v2,
///     StatusCake legacy → v1; 717 renames): measured sealed once, after the `heldout30-*` rules — precision 0.958 (17
///     wrong), recall 0.544; found or listed 0.676, 0.743 after one review round; with the session-start rules 0.965 and
///     0.533. Tuned on: an envelope's record or list under a generic name (Cal.com's `{booking: Booking}` → `{status,
///     data: BookingOutput}`, Calendly's `data` → `resource` and `collection`), a JSON:API resource's attributes
///     flattened whole bringing out their common names too (`name`, `created_at`), a path identifier that stays in the
///     path beside a new query identifier (Nylas), the bounds of a range a query filters on (`updated_from` →
///     `updated_after`, `start-max` → `timeMax`), a route's trailing slash, a route that lost its version segment
///     matched in the singular (Klaviyo's `/v2/list/{list_id}` → `/lists/{id}/`), a route segment renamed to a synonym
///     (`notes` → `comments`), `user` ~ `member`: precision 0.968 (193 wrong), recall 0.544 over the whole tuning part
///     (0.968 and 0.540 when it joined). Tried and dropped: a one-letter word as an initial (`MWindow` ~
///     `MaintenanceWindow`): no pair changed; a route segment renamed to any related name: +15 right, +8 wrong.
///   - `heldout32-*` (Canvas classic quizzes → New Quizzes, Moodle messaging 3.5 → 3.10, Blackboard Learn SOAP → REST,
///     Clever v2.1 → v3.0, Panopto SOAP → REST; GBFS 2.3 → 3.0, MDS Provider 1.2 → 2.0, MBTA v2 → v3, Transitland v1 →
///     v2, FlightXML2 → AeroAPI v4; Imgur v2 → v3, JW Player v1 → v2, Shutterstock v1 → v2, Azure Media Services v2 → v3,
///     Getty Images v1 → v3; 756 renames): measured sealed once, after the `heldout31-*` rules — precision 0.908 (24
///     wrong), recall 0.312; found or listed 0.454, 0.591 after one review round; with the session-start rules 0.907 and
///     0.311. Joined the tuning part in the same session, without rules of its own yet: precision 0.966 (217 wrong),
///     recall 0.529 over the whole tuning part. What it shows: parallel resources merged into one (Clever's students and
///     teachers → users, JW Player's videos and channels → media and playlists, names alone cannot tell which became
///     which), JSON:API resources split into `…Resource` and `…Attributes` (MBTA), Java value-object suffixes (`…VO`)
///     dropped (Blackboard).
///   - `heldout33-*` (DoorDash Drive classic → v2, Toast menus V2 → V3, Nutritionix v1.1 → v2, Open Food Facts v2 → v3.4,
///     FatSecret v1 → current; Regulations.gov v3 → v4, NOAA CDO v1 → v2, UK Parliament MNIS → Members API, ProPublica
///     Congress → Congress.gov v3, Open States v1 → v3; ZEIT Now → Vercel, Cloud Foundry v2 → v3, Directus 8 → 9, Webflow
///     v1 → v2, cPanel API 2 → UAPI; 674 renames): measured sealed once, after the `heldout31-*` rules — precision 0.955
///     (13 wrong), recall 0.409; found or listed 0.562, 0.682 after one review round; with the session-start rules 0.955
///     and 0.414 (a review fix, made without its misses, brought the 3 renames back: 0.414). Tuned on, with
///     `heldout32-*`: an envelope dropped around the record it held continues as that record (Toggl's `{since, data:
///     User}` → `Me`, Alertmanager's `{status, data: StatusData}` → `alertmanagerStatus`, `{task: Task}` → a new flat
///     `TaskPayload` is no rename), even with a key in common or models held; a last endpoint pass for documentation
///     said alike by one removed and one added endpoint placed by a matched neighbour or the same position, and for an
///     endpoint in the slot between the same two matched endpoints: precision 0.966 (228 wrong), recall 0.534 over the
///     whole tuning part (0.965 and 0.522 when it joined).
///   - `heldout34-*` (Crowdin v1 → v2, Transifex v2 → v3, Smartling Files v1 → v2, PhraseApp v1 → Phrase v2, Microsoft
///     Translator v2 → v3; API-Football v2 → v3, NHL statsapi → api-web, TheSportsDB v1 → v2, Sportradar Soccer v3 → v4,
///     MySportsFeeds v1.2 → v2.1; Qualtrics legacy 2.5 → v3, KoboToolbox KoBoCAT → KPI, Formstack v1 → v2, SurveyGizmo
///     v4 → v5, DocuSign SOAP 3.0 → REST v2; 830 renames): measured sealed once, after the `heldout33-*` rules —
///     precision 0.881 (33 wrong), recall 0.294; found or listed 0.400, 0.604 after one review round; with the
///     session-start rules 0.876 and 0.290. Tuned on: a record that shares clearly more members with one added model
///     than either shares with any other is renamed to it, with no name needed (``MemberOverlapLeaders``: NHL's `Person`
///     → `PlayerLanding`), and the lead completes a named pair that falls short; a last endpoint pass pairs, one for one,
///     endpoints of the same resource sharing two parameters and an operation id word (``SameResourceEndpoints``):
///     precision 0.962 (274 wrong), recall 0.533 over the whole tuning part (0.963 and 0.519 when it joined).
///   - `heldout35-*` (Bitfinex v1 → v2, Coinbase Exchange → Advanced Trade v3, Deribit v1 → v2, Gate.io v2 → v4, Poloniex
///     legacy → Spot; Bandwidth Catapult → v2, Plivo v0.1 → v1, MessageBird → Bird, Infobip SMS v2 → v3, BulkSMS EAPI →
///     JSON v1; Smartsheet 1.1 → 2.0, Coda v1beta1 → v1, Teamwork v1 → v3, Google Sheets v3 → v4, OneNote → Microsoft
///     Graph; 764 renames): measured sealed once, after the `heldout34-*` rules — precision 0.986 (5 wrong), recall
///     0.466; found or listed 0.569, 0.683 after one review round; with the session-start rules 0.986 and 0.448 (while
///     it was being written, one tuning run printed the totals of 7 of its incomplete cases: 0.989 and 0.512). Tuned on:
///     the closest member overlap (``MemberOverlapLeaders/closest(_:_:)``: at least 3 members kept, more than any other
///     removed or added model shares with either) renames a model in the same use whose description is said alike
///     (Heroku's `Process` → `Dyno`), or whose name is a word apart when it grew (Bitfinex's `PastTrade` → `UserTrade`),
///     and an enum under any related name keeping 2 values or more (Paddle's `SubscriptionState` →
///     `SubscriptionStatus`); a model named the items' plural alone is named after them (Box's `Comments`: `comments` →
///     `entries`): precision 0.963 (286 wrong), recall 0.539 over the whole tuning part (0.963 and 0.529 when it joined).
///     Tried and dropped: the only endpoints left answering with the same model, one for one (+23 right, +3 wrong, but
///     against four older counter-examples: a resource still served, a product replaced by another, a retired version
///     word still served); the closest overlap of 5 members leading without a name (+22 right, +2 wrong, against a close
///     rival that leaves a split or merge to a person); any related name, not only a word apart (+5 right, +2 wrong).
///   - `heldout36-*` (UniProt legacy REST → 2022 REST, NCBI Datasets v1 → v2, Zenodo legacy deposit → InvenioRDM,
///     DataCite works → DOIs, figshare v1 → v2; Tesla Owner API → Fleet API, Samsara v1 → REST, NHTSA webapi →
///     api.nhtsa.gov, Volvo Cars Connected Vehicle and Energy v1 → v2, Edmunds v1 → v2; Xero 1.0 → 2.0, Sage One
///     Accounts v2 → Sage Accounting v3.1, FreeAgent v1 → v2, e-conomic SOAP → REST, Moneybird v1.0 → v2; 780 renames):
///     measured sealed once, after the `heldout35-*` rules — precision 0.960 (15 wrong), recall 0.465; found or listed
///     0.587, 0.741 after one review round; with the session-start rules exactly the same. Tuned on: a member of the same
///     type whose description is said alike in words beyond its owner's name and beyond words saying how a member
///     behaves weighs 1.5, not 1, outside splits and merges (Checkout.com's `CaptureRequest.value` → `amount`), and 2
///     when each is the only member of its type so described on the other side (Google Calendar's `title` →
///     `summary`); a last endpoint pass pairs endpoints that keep four or more path and query parameters of the same
///     names, one distinctive and half or more of either's, more than any other endpoint keeps with either
///     (``KeptParameterEndpoints``: Zenodo's `listDepositions` → InvenioRDM's `searchUserRecords`); a second round of the
///     documented-neighbour pass relates documentation that only shares words (``EndpointNeighbours``: Meetup's
///     `getOpenEvents` → `findUpcomingEvents`), neither pass relating the models the endpoints exchange; last in
///     parameter matching, a path parameter continues in its slot of a route that kept its literal segments (Tesla's
///     `/vehicles/{id}` → `/vehicles/{vehicle_tag}`): precision 0.963 (301 wrong), recall 0.545 over the whole tuning
///     part (0.963 and 0.535 when it joined). Tried and dropped: three parameters kept, however few of either's (+53
///     right, +1 wrong, but against the tested caution that three of four define no search form); a weak name and
///     descriptions sharing words of the same type (+22 right, +8 wrong).
///   - `heldout37-*` (NYT Article Search v1 → v2 with Most Popular, NewsCatcher v2 → v3, Blogger GData 2.0 → v3, Disqus
///     1.1 → 3.0, FT Content v1 → v2; Starling v1 → v2, UK Open Banking AISP 1.1 → 3.1, Salt Edge v4 → v5, Nordigen v1 →
///     v2, Tink v1 → Data v2; Google Books GData → Books v1, ORCID 1.2 → 2.0, Zotero v2 → v3, Mendeley legacy → 2014,
///     ISBNdb classic → api2; 728 renames): its totals measured twice, after two and after five rules of the
///     `heldout36-*` round — precision 0.962 (15 wrong both times), recall 0.523 and 0.525; found or listed 0.624, 0.761
///     after one review round; with the rules of the session before 0.962 and 0.522. Tuned on: two enums with every value
///     the other's, three or more, lead the overlap (``MemberOverlapLeaders``: Rippling's `RoleState` → `WorkerStatus`);
///     the same parameter swap among others in every endpoint that had or gained it is a name relation for the member
///     scorer (``ParameterSwaps/count(_:_:)``: Zotero's `content` → `include`); a last endpoint pass pairs operation ids
///     a word apart, one for one, when the routes do not tell them apart (``NameRelatedEndpoints``: Transifex's
///     `resource_detail` → `getResourceDetails`); a last parameter pass pairs the only parameters described alike, of
///     the same type (``DescribedParameters``: Confluent Cloud's `account_id` → `environment`); a member moves into a
///     new object under its own one-word name when the object's member describes it alike (Twitter's `coordinates` into
///     `geo`); the word a found model rename substituted relates other model names once applied
///     (``ReleaseNameRelations``: Coda's `SectionReference` → `PageReference` gives `Section` → `Page`): precision 0.964
///     (314 wrong), recall 0.550 over the whole tuning part (0.963 and 0.544 when it joined).
///     Tried and dropped: operation ids a word apart without the route condition (+39 right, +1 wrong, against five
///     tested cautions such as `getUser` → `getBlockedUser`); the weaker swap tier deciding on its own (+23 right, +4
///     wrong).
///   - `heldout38-*` (Beatport Catalog v3 → v4, The Echo Nest v3 → v4, Freesound APIv1 → APIv2, Last.fm WS 1.0 and
///     Submissions 1.2 → API 2.0, setlist.fm 0.1 → 1.0; Cockpit 0.12 → 2, Cosmic v1 → v3, Drupal 7 Services → Drupal 9
///     JSON:API, Sitecore Item Web API → SSC ItemService, Umbraco Heartcore CDN → Delivery API v2; Beds24 JSON v1 → v2,
///     Guesty Platform v2 → Open API v1, Mews Connector 2018 → 2025, Patreon v1 → v2, TikTok Open API v1 → v2; 680
///     renames): its totals measured twice, after five and after six rules of the `heldout37-*` round — precision 0.973
///     (11 wrong both times), recall 0.584; found or listed 0.662, 0.765 after one review round; with the rules of the
///     session before 0.975 and 0.576. Tuned on: the same text, word for word, documenting one removed and one added
///     model, endpoint, property or parameter and nothing else pairs them as a last pass (``IdenticallyDescribed``:
///     Dexcom's `eventId` → `recordId`, Bittrex's `MarketHistoryEntry` → `Trade`; models of the same kind and use,
///     endpoints of the same method, no bodies, no moved members); an operation id that became the resource and method
///     of a namespaced one, its action word moved, continues (Blogger's `listPosts` → `blogger.posts.list`): precision
///     0.965 (326 wrong), recall 0.556 over the whole tuning part (0.964 and 0.551 when it joined). Tried and dropped:
///     texts of one significant word (+4 right, +2 wrong); models used otherwise or unused (against the tested caution
///     that WordPress's `Term` and `Category`, both "a term of a taxonomy", stay apart); the only candidate of a member
///     described alike (about 40 right and 13 wrong among the listed candidates).
///   - `heldout39-*` (Bot Framework Connector v1 → v3, HipChat v1 → v2, LINE BOT API trial → Messaging API v2,
///     Mattermost v3 → v4, RingCentral Glip → Team Messaging; Campaign Monitor v2 → v3, Elastic Email v2 → v4,
///     GetResponse 1.5 → v3, MailerLite classic → Connect, Mailgun v2 → v3; Frame.io v2 → v4, Picasa Web Albums → Google
///     Photos Library, Pinata legacy → v3, Seafile v2 → v2.1, Syncthing v0.11 → v0.12; 779 renames): measured sealed
///     once — precision 0.950, recall 0.462 — then tuned on: two endpoints that are each other's only possible rename
///     and send the same request body are one (``SoleCandidateEndpoints``: Phrase's `importFile` → `upload/create`,
///     +9 right); a trailing `time` marks a point in time like `at` and `date` (`start_time` ~ `started_at`, not
///     `time_zone`: +10 right); a bare name (`id`, `type`, `url`) and the same word after another thing's name
///     (`image_id`, `creative_type`) are not paired on a word apart, the type and required-ness alone (14 fewer wrong,
///     2 fewer right). Precision 0.966 (331 wrong), recall 0.553 over the whole tuning part (0.964 with 345 wrong and
///     0.552 when it joined). Tried and dropped: the same for operation ids a word apart, and for the same response in
///     the same place (each broke tested cautions: a listing against a read of one item, a term change the names lack);
///     plural run-on ids split by their singular words (no effect).
///   - `heldout40-*` (Clio Manage v2 → v4, CourtListener v2 → v3, Realty Mole → RentCast, RETS 1.7.2 → RESO Web API 2.0,
///     Zillow → Bridge API v2; MapMyFitness 3.1 → v7.1, Mindbody SOAP → Public API v6, Polar AccessLink, wger 2.2 → 2.4,
///     Withings OAuth 1 → OAuth 2; Elastic Transcoder → MediaConvert, Kaltura, Mux Video, Ooyala Backlot v1 → v2,
///     Simplecast v1 → v2; 858 renames): measured sealed once — precision 0.971, recall 0.547 — then tuned on: an action
///     route reading a resource written in the plural lists the collection (``ActionRoutes``: MapMyFitness's
///     `/workouts/get_workouts` → `GET /workout/`, +22 right); an operation id of two words or more that names no method,
///     kept in another style, continues under another method, though not to or from a `DELETE` (ShipStation's
///     `voidLabel`, `POST` → `void_label`, `PUT`: +8 right); the only endpoints of either version sending one request
///     body model are one, whatever their names (``SoleCandidateEndpoints``: Tumblr's `write` → `createPost`, +14
///     right). Precision 0.966 (345 wrong both before and after), recall 0.555 over the whole tuning part (0.553 when it
///     joined). Tried and dropped: the only endpoints answering with one model (+6 right with the model kept, +27 right
///     and 2 wrong with renamed models; both broke tested cautions: the same response alone, a resource still served);
///     enums paired by the values they share (17 right and 2 wrong among mutual best pairs).
///   - `heldout41-*` (CMS Blue Button v1 → v2, EIA open data v1 → v2, Solcast legacy toolkit → data API, UtilityAPI
///     v1 → v2, WattTime v2 → v3; CiviCRM APIv3 → APIv4, NationBuilder v1 → v2, Neon CRM v1 → v2, Planning Center
///     Services v1 → v2, Salsa Classic → Engage; Dribbble legacy → v1, Printful v1 → v2, Pwinty v3 → Prodigi v4, SmugMug
///     1.3 → v2, Uploadcare v0.5 → v0.7; 827 renames): measured sealed once — precision 0.977, recall 0.463 — then tuned
///     on: values that moved between an RPC call's request body and its successor's path, query, header or cookie
///     parameters are linked on the parameter changes (``Change/movedFrom``/``Change/movedTo`` `[body, member]`, counted
///     by ``bodyMoves(_:old:new:expected:)``: SurveyMonkey's `page_size` → `per_page`, +127 right, +1 wrong), a body's
///     identifier of the item its call acts on becomes the route's placeholder after that resource's segment
///     (MapMyFitness's `route_id` → `/route/{id}/`, +10 right), and members of an object the body holds count too (CiviCRM
///     APIv4's `values`, +37 right). Precision 0.967 (355 wrong), recall 0.560 over the whole tuning part (0.966 with 354
///     wrong and 0.551 when it joined).
///   - `heldout42-*` (AdWords API v201809 → Google Ads API v1, Amazon Sponsored Products v2 → v3, Criteo Marketing API
///     v1 → Marketing Solutions 2023-01, Google Ad Manager SOAP v202311 → REST v1, Yandex Direct v4 Live → v5; Business
///     Central API v1.0 → v2.0, Cin7 Omni v1 → Cin7 Core v2, ERPNext Frappe REST v1 → v2, Odoo XML-RPC 15 → JSON-2 19,
///     SAP S/4HANA sales order OData v2 → v4; Detrack v1 → v2, Google Cloud Fleet Routing v1 → Route Optimization v1,
///     Lalamove v2 → v3, Stuart v1 → v2, Uber Rush v1 → Uber Direct v1; 925 renames): measured sealed once — precision
///     0.968, recall 0.486 — then tuned on: an enum pair leads the overlap with three values or more kept, at least half
///     of the old enum's, when no rival shares three quarters as many (``MemberOverlapLeaders``: Miro's `WidgetType` →
///     `ItemType`, 6 of 8 values; +22 right with the values, no wrong — the variant tried after `heldout40-*`, on fewer
///     parts, had paired 2 wrong); an identity name other than `id` and `type` moves under its own name into a JSON:API
///     resource's `attributes` (Transifex's `Language.name`, +5 right); the only query parameters of one role are no
///     rename when the new one says, word for word, what a kept parameter said (Zotero v3's `order`/`sort` →
///     `sort`/`direction`, 6 fewer wrong). Review candidates: an added endpoint of another method whose operation id
///     relates (Dropbox v2's `POST listRevisions` for v1's `GET getRevisions`), and words most names share set aside only
///     in places of 8 elements or more (`AddTagsToResource` → `TagResource`): found or listed 0.667 → 0.675, after one
///     review round 0.753 → 0.769 (candidates per removal 1.70 → 1.78). Precision 0.967 (364 wrong), recall 0.558 over
///     the whole tuning part (0.967 with 370 wrong and 0.557 when it joined). Tried and dropped: a record compared with a
///     JSON:API resource as if its `attributes` were spread onto it (+4 right, +2 wrong; the labels split 18 to 17
///     between the resource and its `attributes` object as a record's successor).
///   - `heldout43-*` (farmOS 1.x → 2.x, Growstuff Rails JSON → API v1, John Deere machines and implements v3 → equipment
///     API, OpenET API v1 → v2, Trefle v0 → v1; Benchling API v1 → v2, GA4GH TRS v1 → v2, Illumina BaseSpace v1pre3 →
///     v2, RCSB PDB legacy REST → Data API v1, Synapse annotations and bundles v1 → v2; Epos Now v2 → v4, iiko.biz API 0
///     → iikoCloud API 1, Square Connect v1 items → v2 catalog and inventory, Square Connect v1 payments and cash drawers
///     → v2, SumUp v0.1 `/me` → v1 merchant-scoped; 889 renames): measured sealed once — precision 0.956, recall 0.542 —
///     then tuned on: a route put behind new leading segments or taken from behind them, one for one, continues whatever
///     the operation ids (``RouteTailEndpoints``: MessageBird's `POST /messages` → Bird's `POST
///     /workspaces/{workspaceId}/channels/{channelId}/messages`; +20 right, no wrong); operation ids a word substituted
///     apart that return the same object model, one for one (``WordSubstitutedEndpoints``: Coda's `getSection` →
///     `getPage`; +30 right, +2 wrong, an unlabelled Smartsheet pair); a string enum of integers written as text compares
///     with integer enums (Kaltura's `EntryStatus` → `KalturaEntryStatus`, +7 right). Precision 0.967 (388 wrong), recall
///     0.560 over the whole tuning part (0.967 with 386 wrong and 0.557 when it joined). Tried and dropped: the only
///     endpoints of one resource sharing one parameter, whatever their ids (+47 right, +6 wrong, and it overrode five
///     tested cautions).
///
/// The issue's target — recall ≥ 0.90 at precision ≥ 0.98 on unseen pairs — is not met. The sealed measurements of
/// the real-pair parts so far: precision 0.92, 1.00, 0.88, 0.93, 0.97, 0.94, 0.92, 0.90, 0.95, 0.96, 0.96, 0.98, 0.98,
/// 0.90, 0.96, 0.96, 0.89, 0.98, 0.85, 0.94, 0.92, 0.96, 0.96, 0.91, 0.96, 0.88, 0.99, 0.96, 0.96, 0.97, 0.95, 0.97,
/// 0.98, 0.97, 0.96 and 0.98 and recall 0.38, 0.40, 0.63, 0.59, 0.56, 0.64, 0.56, 0.70, 0.58, 0.42, 0.41, 0.38, 0.42,
/// 0.33, 0.40, 0.35, 0.37, 0.40, 0.39, 0.47, 0.25, 0.36, 0.54, 0.31, 0.41, 0.29, 0.47, 0.47, 0.52, 0.58, 0.46, 0.55, 0.46,
/// 0.49, 0.54 and 0.52 (`heldout9-*` … `heldout44-*`); each round of tuning raised the part it was tuned on far more than the next
/// unseen one: real releases rename by paraphrase (`userId` → `sessionId`,
/// `Instance` → `TargetDescription`, `DLLatency` → `downStreamDelayBudget`), redesign vendor contributions wholesale,
/// merge two old models into one (which one-to-one matching cannot report), move members into new nested models (which a
/// rename within a model pair cannot say), move an RPC call's body members into a REST route's path and query or the
/// reverse (SurveyMonkey v2 → v3, Box 1.0 → 2.0: a guide links them only within an endpoint pair it found, and only a
/// request-only body's direct members), map values to new vocabularies, and
/// retire one product next to a parallel new one (`messaging` → `trunking` prices, a term change to a reader of the
/// names alone). The floors below are set at the measurements so that a regression shows, not at the target.
///
/// The held-out part prints its totals only; its misses and wrong pairs are listed with `MIGRATOR_SHOW_HELD_OUT=1`, which
/// whoever tunes the matcher must not use before the part is unsealed.
///
/// Every rename found that is not labelled is a false positive. A labelled rename whose old member the guide moves into
/// a new object (``Change/movedTo``: `targetAverageUtilization` into `target` as its `averageUtilization`) counts as
/// found: the old member continues there, and `migrate` reads and writes it there instead of falling back. Labels name
/// such a continuation by the holding member or by the object's member, and both count; a move of a member labelled as
/// renamed to something else counts as a wrong pair. (Until this was counted, the figures left such moves out both
/// ways: with no change to the matcher, tuning recall went from 0.752 to 0.757 and held-out recall from 0.422 to 0.447,
/// 10 and 11 labelled renames found as moves, none wrongly moved.) The same holds the other way for a member moved out
/// of an object onto the model holding it (``Change/movedFrom``). Precision and recall are printed for each part, and
/// the share of labelled renames that are found or listed among the removal's `possibleRenames` (what a reviewer of
/// the guide reaches), with the number of candidates listed, and the share found or listed after one review round: the
/// listed candidates that are labelled renames accepted with their `--rename` argument (a person accepts the right
/// ones, and only those), the wrong renames rejected with the `--not-rename` argument the text summary prints under
/// each (and the wrong moves likewise), and the pair compared again, so that the members of an accepted model follow
/// it and a member freed by a rejection may find its real partner; the wrong pairs left after that round are printed
/// too (a freed member may pair wrongly again). Their floors, too, are set at the measurements.
final class RenamePrecisionTests: XCTestCase {
    /// Case-name prefixes of sealed parts written for later rounds (`heldout45-*`: identity verification, live chat, and
    /// search engine optimisation APIs, 15 real pairs by three helpers who had not read the matcher, reserved before they
    /// started, which was before any rule written from `heldout42-*` was committed, and never run before their own commit;
    /// `heldout46-*`: continuous integration, feature flag and experimentation, and wiki and knowledge base APIs,
    /// reserved before its three helpers started, which was before any rule written from `heldout43-*` was committed):
    /// left out of both tallies until the round that measures each, once, when its rules are written, and never listed
    /// before then.
    static let writtenForTheNextRound = ["heldout45-", "heldout46-"]

    /// The truth of one case: `[old path, new path, why]` triples.
    struct Truth: Decodable {
        /// A corpus pair's name (corpus labels only).
        var name: String?
        /// The old document relative to `../shared/corpus/dev/` (corpus labels only).
        var old: String?
        /// The new document relative to `../shared/corpus/dev/` (corpus labels only).
        var new: String?
        /// Whether the case belongs to the held-out part.
        var heldOut: Bool?
        /// The true renames.
        var renames: [[String]]
        /// Tempting pairs that are not renames.
        var nonRenames: [[String]]
    }

    /// Counts of one part of the set.
    struct Tally {
        /// Cases in the part.
        var cases = 0
        /// Labelled non-renames in the part.
        var nonRenames = 0
        /// Renames found and labelled.
        var truePositives = 0
        /// Labelled renames found as members moved into or out of a nested object (``moves(_:old:new:expected:)``),
        /// counted in ``truePositives``.
        var foundByMoves = 0
        /// Renames found but not labelled.
        var falsePositives: [String] = []
        /// Labelled renames not found.
        var falseNegatives: [String] = []
        /// Labelled non-renames that were paired.
        var pairedNonRenames: [String] = []
        /// Labelled renames not found but listed among the removal's possible renames.
        var suggested = 0
        /// Possible renames listed, over all removals.
        var candidates = 0
        /// Removals that list possible renames.
        var removalsWithCandidates = 0
        /// Labelled non-renames listed as possible renames.
        var suggestedNonRenames = 0
        /// Labelled renames found or listed after one review round: the listed candidates that are labelled renames
        /// accepted with their `--rename` argument, the wrong renames and moves rejected with their `--not-rename`
        /// argument, and the pair compared again.
        var reachedAfterReview = 0
        /// Wrong pairs left after that review round (a rejected pair may free a member to pair wrongly again).
        var wrongAfterReview = 0
        /// Those of them that were wrong before the review round too: rejected, and still paired. (The others are new:
        /// a member of an accepted model or endpoint pairing wrongly, or a member freed by a rejection.)
        var wrongKeptAfterReview = 0

        /// Found and right among found.
        var precision: Double { Double(truePositives) / Double(max(1, truePositives + falsePositives.count)) }
        /// Found among labelled.
        var recall: Double { Double(truePositives) / Double(max(1, truePositives + falseNegatives.count)) }
        /// Found or listed for review among labelled: what a reviewer of the guide's possible renames reaches.
        var reviewRecall: Double { Double(truePositives + suggested) / Double(max(1, truePositives + falseNegatives.count)) }

        /// Found or listed after one review round among labelled.
        var afterReviewRecall: Double { Double(reachedAfterReview) / Double(max(1, truePositives + falseNegatives.count)) }

        /// The parameters a guide moves to another location under the same name (its location changes).
        static func relocated(_ guide: MigrationGuide) -> Set<[String]> {
            Set(guide.changes.filter { $0.kind == .updated && $0.element == .parameter && $0.aspect == .location && $0.old != $0.new }
                .map { [$0.old ?? "", $0.new ?? ""] })
        }

        /// The pairs a guide renames: its renames, and the
        /// cases of an enum whose raw type changed that its `valueMap` sends under another value (Zendesk's status `0` →
        /// `new`: the old case continues as the new one, and `migrate` translates it on the wire). A case mapped to its
        /// own value in the other type (`1` → `"1"`) is no rename.
        static func renamed(_ guide: MigrationGuide) -> Set<[String]> {
            var result = Set(guide.changes.filter { $0.kind == .renamed }.map { [$0.old ?? "", $0.new ?? ""] })

            func text(_ value: JSONValue) -> String {
                switch value {
                case .string(let string): return string
                case .integer(let integer): return String(integer)
                case .number(let number): return String(number)
                default: return "\(value)"
                }
            }
            func escaped(_ segment: String) -> String {
                segment.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            }
            for change in guide.changes where change.aspect == .rawType {
                guard let oldModel = change.old, let newModel = change.new else { continue }
                for mapping in change.valueMap ?? [] where mapping.new != .null && text(mapping.old) != text(mapping.new) {
                    result.insert([oldModel + "/cases/" + escaped(text(mapping.old)), newModel + "/cases/" + escaped(text(mapping.new))])
                }
            }
            return result
        }

        /// The labelled pairs of members that kept their name in a renamed parent: a parameter of a renamed endpoint
        /// in the same location under the same name (DNSimple's `createRecord` body → `createZoneRecord` body), a
        /// property of a renamed model under the same wire key. The guide compares such members as one (its changes to
        /// them name both paths) and `migrate` sends the old one as the new; found when labelled and the guide does not
        /// remove the old member, and never a wrong pair when not labelled (fixtures differ in whether they label them).
        static func kept(_ guide: MigrationGuide, _ expected: Set<[String]>) -> Set<[String]> {
            let parents = Set(guide.changes.filter { $0.kind == .renamed && ($0.element == .endpoint || $0.element == .model) }
                .map { [$0.old ?? "", $0.new ?? ""] })
            let removed = Set(guide.changes.filter { $0.kind == .removed }.compactMap(\.old))
            return expected.filter { pair in
                guard !removed.contains(pair[0]) else { return false }
                for parent in parents where pair[0].hasPrefix(parent[0] + "/") && pair[1].hasPrefix(parent[1] + "/") {
                    let (oldTail, newTail) = (pair[0].dropFirst(parent[0].count), pair[1].dropFirst(parent[1].count))
                    if oldTail == newTail, oldTail.split(separator: "/").count <= 3 { return true }
                }
                return false
            }
        }

        /// The labelled renames found or listed in `guide`.
        static func reached(_ guide: MigrationGuide, _ expected: Set<[String]>, old: APIDocument, new: APIDocument) -> Set<[String]> {
            var reached = renamed(guide).union(relocated(guide)).union(kept(guide, expected)).union(moves(guide, old: old, new: new, expected: expected).found)
            for change in guide.changes where change.kind == .removed {
                for candidate in change.possibleRenames ?? [] { reached.insert([change.old ?? "", candidate.new]) }
            }
            return reached.intersection(expected)
        }

        /// The labelled pairs a guide's moves (``Change/movedTo``) explain, and the moves that contradict a label.
        ///
        /// A labelled rename whose old member the guide moves into a new object (`targetAverageUtilization` into
        /// `target` as its `averageUtilization`) is found: the old member continues there, and `migrate` reads and
        /// writes it there. Labels name such a continuation by the holding member (`… → …/properties/target`) or by the
        /// object's member (`serviceName` → `IngressServiceBackend/properties/name`); both count. A move of a member
        /// labelled as renamed to something else is a wrong pair. A move of a member without a rename label is no
        /// rename and counts neither way.
        ///
        /// The other way, a labelled rename of an object's member to a member of the model that held the object
        /// (Mollie's `PaymentLinks.redirectUrl` → `Payment.redirectUrl`) is found when the guide's added member says it
        /// moved out of that object (``Change/movedFrom``), and so is a label naming the holder instead (Google's
        /// `Organization.owner` → `directoryCustomerId`: the object, unwrapped, continues as the member); a move out
        /// that contradicts a label of either member is a wrong pair.
        static func moves(
            _ guide: MigrationGuide, old: APIDocument, new: APIDocument, expected: Set<[String]>
        ) -> (found: Set<[String]>, wrong: [[String]], wrongChanges: [String]) {
            let modelRenames = Dictionary(
                guide.changes.filter { $0.kind == .renamed && $0.element == .model }.map { ($0.old ?? "", $0.new ?? "") },
                uniquingKeysWith: { first, _ in first }
            )
            let newModels = Dictionary(new.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let oldModels = Dictionary(old.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let oldNames = Dictionary(modelRenames.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
            var found = Set<[String]>()
            var wrong: [[String]] = []
            var wrongChanges: [String] = []
            for change in guide.changes {
                if let new = change.new, let movedFrom = change.movedFrom, movedFrom.count == 2, let range = new.range(of: "/properties/") {
                    let newModel = String(new[..<range.lowerBound])
                    let oldModel = oldNames[newModel] ?? newModel
                    guard case let .object(properties)? = oldModels[String(oldModel.dropFirst("/models/".count))]?.kind,
                          case let .model(held)? = properties.first(where: { $0.key == movedFrom[0] })?.type else { continue }
                    let source = "/models/\(held)/properties/\(movedFrom[1])"
                    // A label may name the holder instead: the object, unwrapped, continues as the member.
                    let holder = "\(oldModel)/properties/\(movedFrom[0])"
                    let labelled = expected.filter { $0[0] == source || $0[1] == new }
                    if let hit = [[source, new], [holder, new]].first(where: labelled.contains) {
                        found.insert(hit)
                    } else if !labelled.isEmpty {
                        wrong.append([source, new])
                        wrongChanges.append(change.id)
                    }
                    continue
                }
                guard let old = change.old, let movedTo = change.movedTo, movedTo.count == 2,
                      let range = old.range(of: "/properties/") else { continue }
                let oldModel = String(old[..<range.lowerBound])
                let newModel = modelRenames[oldModel] ?? oldModel
                var targets = ["\(newModel)/properties/\(movedTo[0])"]
                if case let .object(properties)? = newModels[String(newModel.dropFirst("/models/".count))]?.kind,
                   case let .model(held)? = properties.first(where: { $0.key == movedTo[0] })?.type {
                    targets.append("/models/\(held)/properties/\(movedTo[1])")
                }
                let labelled = expected.filter { $0[0] == old }.sorted { $0[1] < $1[1] }
                guard !labelled.isEmpty else { continue }
                if let hit = labelled.first(where: { targets.contains($0[1]) }) {
                    found.insert(hit)
                } else {
                    wrong.append([old, targets[0]])
                    wrongChanges.append(change.id)
                }
            }
            let bodyMoves = Self.bodyMoves(guide, old: old, new: new, expected: expected)
            return (found.union(bodyMoves.found), wrong + bodyMoves.wrong, wrongChanges + bodyMoves.wrongChanges)
        }

        /// Adds one case's result; `recompare` compares the pair again with rename hints (the review round).
        mutating func add(
            _ name: String, truth: Truth, guide: MigrationGuide, old: APIDocument, new: APIDocument, recompare: ([RenameHint], [RenameHint]) -> MigrationGuide
        ) {
            let expected = Set(truth.renames.map { Array($0.prefix(2)) })
            // A parameter that kept its name in another location (Coinbase's `account_id`, from the query into the path)
            // is linked by the guide's location change: found when labelled, and never a wrong pair when not (it is the
            // same parameter by name; fixtures differ in whether they label such moves).
            let renamed = Self.renamed(guide).union(Self.relocated(guide).intersection(expected)).union(Self.kept(guide, expected))
            let moves = Self.moves(guide, old: old, new: new, expected: expected)
            let found = renamed.union(moves.found)
            let tempting = Set(truth.nonRenames.map { Array($0.prefix(2)) })
            cases += 1
            nonRenames += tempting.count
            truePositives += found.intersection(expected).count
            foundByMoves += moves.found.subtracting(renamed).count
            falseNegatives += expected.subtracting(found).map { "\(name): missed \($0[0]) → \($0[1])" }.sorted()
            falsePositives += found.subtracting(expected).map { "\(name): wrongly paired \($0[0]) → \($0[1])" }.sorted()
            falsePositives += moves.wrong.map { "\(name): wrongly moved \($0[0]) → \($0[1])" }
            pairedNonRenames += tempting.intersection(renamed).map { "\(name): \($0[0]) → \($0[1])" }.sorted()
            var listed = Set<[String]>()
            for change in guide.changes where change.kind == .removed {
                guard let old = change.old, let possible = change.possibleRenames, !possible.isEmpty else { continue }
                removalsWithCandidates += 1
                candidates += possible.count
                for candidate in possible { listed.insert([old, candidate.new]) }
            }
            suggested += expected.subtracting(found).intersection(listed).count
            suggestedNonRenames += tempting.intersection(listed).count
            // One review round: a person accepts the listed candidates that are right (and only those) and rejects the
            // renames and moves that are wrong (the text summary prints the `--not-rename` argument under each).
            var hints: [RenameHint] = []
            for change in guide.changes where change.kind == .removed {
                for candidate in change.possibleRenames ?? [] where expected.contains([change.old ?? "", candidate.new]) {
                    if let argument = candidate.renameArgument, let hint = RenameHint(parsing: argument) { hints.append(hint) }
                }
            }
            let wrongMoves = Set(moves.wrongChanges)
            let wrongPairs = guide.changes.filter { change in
                (change.kind == .renamed && !expected.contains([change.old ?? "", change.new ?? ""])) || wrongMoves.contains(change.id)
            }
            let rejections = wrongPairs.compactMap { ChangeDescription.rejectionArgument($0).flatMap(RenameHint.init(parsing:)) }
            let reviewed = hints.isEmpty && rejections.isEmpty ? guide : recompare(hints, rejections)
            reachedAfterReview += Self.reached(reviewed, expected, old: old, new: new).count
            let reviewedRenames = Self.renamed(reviewed).union(Self.relocated(reviewed).intersection(expected)).union(Self.kept(reviewed, expected))
            let reviewedMoves = Self.moves(reviewed, old: old, new: new, expected: expected)
            let wrongBefore = found.subtracting(expected).union(moves.wrong)
            let wrongAfter = reviewedRenames.union(reviewedMoves.found).subtracting(expected).union(reviewedMoves.wrong)
            wrongAfterReview += wrongAfter.count
            wrongKeptAfterReview += wrongAfter.intersection(wrongBefore).count
        }

        /// The printed line.
        func report(_ label: String) -> String {
            "\(label): \(cases) cases, \(truePositives + falseNegatives.count) labelled renames, \(nonRenames) labelled non-renames; "
                + "precision \(String(format: "%.3f", precision)) (\(truePositives) right, \(foundByMoves) of them as members moved into or out of a nested object, \(falsePositives.count) wrong), "
                + "recall \(String(format: "%.3f", recall)) (\(falseNegatives.count) missed); "
                + "found or listed as possible renames \(String(format: "%.3f", reviewRecall)) (\(suggested) of the missed listed; "
                + "\(candidates) candidates on \(removalsWithCandidates) removals, \(suggestedNonRenames) labelled non-renames among them); "
                + "after one review round accepting the right candidates and rejecting the wrong renames \(String(format: "%.3f", afterReviewRecall)) "
                + "(\(wrongAfterReview) wrong left, \(wrongKeptAfterReview) of them wrong before it)"
        }
    }

    /// Every label names an element of its documents: the old path in the old one, the new path in the new one (a
    /// mistyped label would otherwise count as a miss that no matcher can fix). `Scripts/check-rename-labels.py` checks
    /// more (removed and added, one to one) for new fixtures.
    private func assertLabelsResolve(_ name: String, _ truth: Truth, old: APIDocument, new: APIDocument) {
        let (oldPositions, newPositions) = (DocumentPositions(old), DocumentPositions(new))
        for label in truth.renames + truth.nonRenames where label.count >= 2 {
            XCTAssertTrue(GuideApplier.resolves(label[0], in: old, positions: oldPositions), "\(name): \(label[0]) names no element of the old document")
            XCTAssertTrue(GuideApplier.resolves(label[1], in: new, positions: newPositions), "\(name): \(label[1]) names no element of the new document")
        }
    }

    func testRenameDetectionPrecisionAndRecall() throws {
        let root = CompareTestSupport.repositoryRoot
        let directory = root.appendingPathComponent("Tests/MigratorCompareTests/Fixtures/Renames")
        // `MIGRATOR_RENAME_SKIP=prefix[,prefix…]` leaves out the cases whose names start with one of them: a part being
        // written by someone who must not see it measured yet (its first measurement is made once, when it is complete).
        let skipped = (ProcessInfo.processInfo.environment["MIGRATOR_RENAME_SKIP"] ?? "").split(separator: ",").map(String.init)
            + Self.writtenForTheNextRound
        let cases = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { name in !name.hasPrefix(".") && !skipped.contains(where: name.hasPrefix) }.sorted()
        var tuning = Tally()
        var heldOut = Tally()
        /// Checks one case's labels, compares its documents and counts the result in its part.
        func measure(_ name: String, _ truth: Truth, old: APIDocument, new: APIDocument) {
            XCTAssertTrue((truth.renames + truth.nonRenames).allSatisfy { $0.count == 3 }, "\(name): every label needs old, new and why")
            assertLabelsResolve(name, truth, old: old, new: new)
            let guide = DocumentComparer().compare(old, new)
            let recompare = { (hints: [RenameHint], rejections: [RenameHint]) in
                DocumentComparer(options: CompareOptions(renames: hints, rejectedRenames: rejections)).compare(old, new)
            }
            if truth.heldOut == true {
                heldOut.add(name, truth: truth, guide: guide, old: old, new: new, recompare: recompare)
            } else {
                tuning.add(name, truth: truth, guide: guide, old: old, new: new, recompare: recompare)
            }
        }
        for name in cases {
            let base = "Tests/MigratorCompareTests/Fixtures/Renames/\(name)"
            let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: root.appendingPathComponent("\(base)/renames.json")))
            measure(name, truth, old: try CompareTestSupport.load("\(base)/old.yaml"), new: try CompareTestSupport.load("\(base)/new.yaml"))
        }
        let labels = try JSONDecoder().decode(
            [Truth].self, from: Data(contentsOf: root.appendingPathComponent("Tests/MigratorCompareTests/Fixtures/RenameCorpusLabels.json"))
        )
        for truth in labels {
            measure(truth.name ?? "?", truth, old: try CorpusGuideTests.load(truth.old ?? ""), new: try CorpusGuideTests.load(truth.new ?? ""))
        }
        // The held-out part's misses and wrong pairs are listed only on request (MIGRATOR_SHOW_HELD_OUT=1): whoever tunes the
        // matcher must not see them, or the part is no longer unseen.
        let showHeldOut = ProcessInfo.processInfo.environment["MIGRATOR_SHOW_HELD_OUT"] == "1"
        for (label, tally, listed) in [("tuning", tuning, true), ("held out", heldOut, showHeldOut)] {
            print(tally.report("Rename detection, \(label)"))
            guard listed else { continue }
            for line in tally.falsePositives + tally.falseNegatives { print("  " + line) }
        }
        XCTAssertGreaterThanOrEqual(tuning.truePositives + tuning.falseNegatives.count + heldOut.truePositives + heldOut.falseNegatives.count, 60)
        XCTAssertGreaterThanOrEqual(tuning.nonRenames + heldOut.nonRenames, 30)
        XCTAssertGreaterThanOrEqual(heldOut.truePositives + heldOut.falseNegatives.count, 12, "the held-out part is too small")
        for (label, tally, precisionFloor, recallFloor, pairedNonRenames, reviewFloor, afterReviewFloor, wrongAfterReviewCeiling) in [
            ("tuning", tuning, 0.966, 0.560, 138, 0.675, 0.767, 122), ("held out", heldOut, 0.984, 0.521, 3, 0.651, 0.736, 2),
        ] {
            XCTAssertGreaterThanOrEqual(tally.afterReviewRecall, afterReviewFloor, "\(label): renames reached after one review round")
            XCTAssertLessThanOrEqual(tally.wrongKeptAfterReview, tally.falsePositives.count / 2, "\(label): rejecting the wrong renames removes most of them")
            // New wrong pairs after the round (members of accepted models, members freed by a rejection): at the
            // measurement, so that more show.
            XCTAssertLessThanOrEqual(tally.wrongAfterReview, wrongAfterReviewCeiling, "\(label): wrong pairs left after one review round")
            let detail = label == "tuning" || showHeldOut
            XCTAssertLessThanOrEqual(
                tally.pairedNonRenames.count, pairedNonRenames, "\(label): labelled non-renames were paired: \(detail ? "\(tally.pairedNonRenames)" : "(listed with MIGRATOR_SHOW_HELD_OUT=1)")"
            )
            XCTAssertGreaterThanOrEqual(tally.precision, precisionFloor, "\(label) precision: \(detail ? "\(tally.falsePositives)" : "")")
            XCTAssertGreaterThanOrEqual(tally.recall, recallFloor, "\(label) recall: \(detail ? "\(tally.falseNegatives)" : "")")
            XCTAssertGreaterThanOrEqual(tally.reviewRecall, reviewFloor, "\(label): renames found or listed as possible renames")
            // About two candidates per removal at most on average, so a reviewer reads a short list (2.06 on
            // `heldout32-*` when it was measured: 618 on 300 removals; 1.82 on `heldout33-*`, 1.94 on `heldout34-*`, 1.65 on
            // `heldout35-*`, 1.76 on `heldout36-*`, 1.83 on `heldout37-*`, 1.69 on `heldout38-*`, 1.63 on `heldout39-*`, 1.74 on `heldout40-*`;
            // 1.69 on `heldout41-*`; 1.74 on `heldout42-*`; 1.93 on `heldout43-*`; 1.60 on `heldout44-*`; 1.78 on the tuning
            // part).
            XCTAssertLessThanOrEqual(
                Double(tally.candidates), 2.1 * Double(max(1, tally.removalsWithCandidates)), "\(label): at most about two candidates per removal on average"
            )
        }
    }
}
