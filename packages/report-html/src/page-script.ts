/**
 * The page's own script (plain JavaScript, run in the reader's browser after Chart.js): draws each
 * `<canvas data-chart="i">` from the i-th spec of the JSON in `#chart-data` (see `ChartSpec`), with
 * values formatted as money in the report's locale, and marks `<body data-charts="drawn">` when done.
 * It reads data only as JSON and sets no markup, so no statement text is ever parsed as HTML.
 */
export const pageScript = `"use strict";
(function () {
  var specs = JSON.parse(document.getElementById("chart-data").textContent);
  Chart.defaults.animation = false;
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  function money(spec) {
    var format;
    try { format = new Intl.NumberFormat(spec.locale, { style: "currency", currency: spec.currency, maximumFractionDigits: 0 }); }
    catch (e) { format = new Intl.NumberFormat(spec.locale, { maximumFractionDigits: 0 }); }
    return function (v) { return format.format(v); };
  }
  function config(spec) {
    var fmt = money(spec);
    var horizontal = spec.kind === "horizontal-bar";
    var valueAxis = { ticks: { callback: function (v) { return fmt(v); } }, grid: { color: "#e6e6e6" } };
    var labelAxis = { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } };
    return {
      type: spec.kind === "line" ? "line" : "bar",
      data: {
        labels: spec.labels,
        datasets: spec.series.map(function (s) {
          return { label: s.label, data: s.values, borderColor: s.color, backgroundColor: s.color, pointRadius: 0, maxBarThickness: 48, borderWidth: spec.kind === "line" ? 2 : 0, spanGaps: true };
        })
      },
      options: {
        indexAxis: horizontal ? "y" : "x",
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: "index", intersect: false },
        plugins: {
          legend: { display: spec.series.length > 1 },
          tooltip: { callbacks: { label: function (c) { return c.dataset.label + ": " + fmt(horizontal ? c.parsed.x : c.parsed.y); } } }
        },
        scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis }
      }
    };
  }
  document.querySelectorAll("canvas[data-chart]").forEach(function (canvas) {
    var spec = specs[Number(canvas.getAttribute("data-chart"))];
    if (spec) new Chart(canvas, config(spec));
  });
  document.body.setAttribute("data-charts", "drawn");
})();
`
