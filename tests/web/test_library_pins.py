"""What the app still takes from a library beyond its documented surface, each pinned
here so that a new version that changes it fails this test and not a table's evening.
Each test says why the app still needs it and what to do when it fails."""
from collections import ChainMap

from flask import Flask
from flask_limiter import Limiter
from flask_wtf import FlaskForm
from jinja2 import DictLoader, Environment
from werkzeug.formparser import FormDataParser

from web.fast_paths import SharedGlobalsEnvironment
from web.rate_limits import LIMITED, LimitedHooks


def test_jinja_builds_a_templates_globals_through_make_globals():
    """web.fast_paths.SharedGlobalsEnvironment overrides `Environment.make_globals`
    (documented in its docstring, not in Jinja's API pages) so that a template reads the
    environment's globals, not a ChainMap of its own: walking the ChainMap on every
    `{% import %}` and context cost more than many a block. Jinja has no public setting
    for it. Fails if Jinja stops asking make_globals (the override would do nothing) or
    stops using a ChainMap (then delete the override)."""
    templates = {"t.html": "{{ x }}"}
    plain = Environment(loader=DictLoader(templates))
    assert isinstance(plain.get_template("t.html").globals, ChainMap)
    assert isinstance(plain.from_string("{{ x }}").globals, ChainMap)
    shared = SharedGlobalsEnvironment(Flask(__name__), loader=DictLoader(templates))
    assert shared.get_template("t.html").globals is shared.globals
    assert shared.from_string("{{ x }}").globals is shared.globals
    assert shared.from_string("{{ x }}", globals={"x": 1}).render() == "1"  # its own: a ChainMap


def test_flask_limiter_registers_its_request_hooks_through_flasks_methods():
    """web.rate_limits.LimitedHooks hands Flask-Limiter's `init_app` the app with
    its `before_request`, `after_request` and `teardown_request` wrapped, so the limiter's
    hooks (40-60 µs a request) run only for the LIMITED endpoints: Flask-Limiter's public
    `request_filter` still runs them. Fails if Flask-Limiter registers its hooks some other
    way (then they would run on every request, unwrapped)."""
    app = Flask(__name__)
    app.config["RATELIMIT_STORAGE_URI"] = "memory://"
    lists = (app.before_request_funcs, app.after_request_funcs, app.teardown_request_funcs)
    Limiter(lambda: "address", app=LimitedHooks(app))
    hooks = [hook for funcs in lists for hook in funcs.get(None, [])]
    assert len(hooks) == 3
    assert all(hook.__code__.co_name == "only_limited" for hook in hooks)
    assert LIMITED  # (the endpoints they run for)


def test_werkzeug_still_leaves_urlencoded_bodies_unbounded():
    """web.bounded_forms exists because werkzeug applies MAX_FORM_PARTS and
    MAX_FORM_MEMORY_SIZE to multipart posts only. Fails when werkzeug bounds urlencoded
    bodies itself: then delete views/bounded_forms.py and keep the settings (the 413 test
    in tests/web/test_limits.py holds the behaviour)."""
    import io
    body = b"&".join([b"tiles=6-6"] * 300)
    parser = FormDataParser(max_form_memory_size=100, max_form_parts=200)
    _stream, form, _files = parser.parse(io.BytesIO(body), "application/x-www-form-urlencoded",
                                         len(body))
    assert len(form.getlist("tiles")) == 300


def test_flask_wtf_reads_a_json_body_as_fields_when_no_formdata_is_given():
    """web.form_messages.FormMeta.wrap_formdata drops the fields when the request is JSON
    and no form data was given (`formdata` is Flask-WTF's marker to read the request,
    which has no `getlist`): Flask-WTF takes a JSON body as fields, and a form's fields
    come from a form post. Fails if Flask-WTF stops reading JSON (then the check can go)
    or starts passing a real MultiDict (then the check would never fire)."""
    app = Flask(__name__)
    app.config.update(SECRET_KEY="pin", WTF_CSRF_ENABLED=False)

    class Plain(FlaskForm):
        pass

    seen = []

    class Meta(FlaskForm.Meta):
        def wrap_formdata(self, form, formdata):
            data = super().wrap_formdata(form, formdata)
            seen.append((hasattr(formdata, "getlist"), data and data.get("seq")))
            return data

    with app.test_request_context("/", method="POST", json={"seq": "1"}):
        type("Probe", (Plain,), {"Meta": Meta})()
    assert seen == [(False, "1")]
