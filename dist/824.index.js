export const id = 824;
export const ids = [824];
export const modules = {

/***/ 43824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_SEARCH_ROWS: () => (/* binding */ MAX_SEARCH_ROWS),
/* harmony export */   readVisitorsSettings: () => (/* binding */ readVisitorsSettings)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_parsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45165);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98488);
/* harmony import */ var _dates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97990);
/* harmony import */ var _sections_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66804);





/** `search-rows` past this would spend the whole hourly analytics budget (100 requests of 100 terms). */
const MAX_SEARCH_ROWS = 10_000;
const ARTIFACT_NAME_FORBIDDEN = /[":<>|*?\\/\r\n]/;
function readVisitorsSettings(common, inputs, environment, now) {
    const { input, rawInput } = inputs;
    const artifactName = rawInput('artifact-name').trim();
    if (ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
        throw new Error(`Input "artifact-name" must not contain any of " : < > | * ? \\ / or line breaks; got "${artifactName}".`);
    }
    const included = (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseChoiceList */ .pT)('include', rawInput('include'), _sections_table_js__WEBPACK_IMPORTED_MODULE_2__/* .EXTRA_SECTIONS */ .ij);
    const sections = [_sections_table_js__WEBPACK_IMPORTED_MODULE_2__/* .ALWAYS_INCLUDED */ .pi, ..._sections_table_js__WEBPACK_IMPORTED_MODULE_2__/* .EXTRA_SECTIONS */ .ij.filter((name) => included.includes(name))];
    const dateRange = (0,_dates_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveDateRange */ .wT)(rawInput('date-from'), rawInput('date-to'), now);
    const compare = (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseChoice */ .HU)('compare', input('compare'), ['none', 'previous-period']);
    const retention = rawInput('artifact-retention-days');
    const reportDir = rawInput('report-dir').trim();
    const overwrite = (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBoolean */ .yG)('overwrite', input('overwrite'));
    if (overwrite && artifactName === '') {
        throw new Error('Input "overwrite" is true but "artifact-name" is empty: there is no artifact to replace.');
    }
    return {
        ...common,
        dateRange,
        previousRange: compare === 'previous-period' ? (0,_dates_js__WEBPACK_IMPORTED_MODULE_3__/* .previousPeriod */ .jB)(dateRange, now) : undefined,
        sections,
        pageSize: (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)('page-size', input('page-size'), { min: 1, max: 250 }),
        searchRows: readSearchRows(inputs, sections),
        summaryRows: (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)('summary-rows', input('summary-rows'), { min: 0, max: 1000 }),
        reportDir: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(environment.workspace, reportDir || node_path__WEBPACK_IMPORTED_MODULE_0___default().join(environment.runnerTemp, 'visitors-report')),
        artifactName,
        artifactRetentionDays: retention.trim() === '' ? undefined : (0,_inputs_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)('artifact-retention-days', retention, { min: 1, max: 400 }),
        overwrite,
    };
}
/** `search-rows` means something only for the searches section; set without it, it is a mistake. */
function readSearchRows({ input, defaultOf }, sections) {
    const text = input('search-rows').trim();
    if (!sections.includes('searches') && text !== defaultOf('search-rows')) {
        throw new Error('Input "search-rows" applies only when "include" lists searches.');
    }
    if (text.toLowerCase() === 'all')
        return 'all';
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_SEARCH_ROWS) {
        throw new Error(`Input "search-rows" must be "all" or a whole number from 1 to ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatNumber */ .ZV)(MAX_SEARCH_ROWS)}; got "${text}".`);
    }
    return Number(text);
}


/***/ })

};
