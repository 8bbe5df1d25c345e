/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown> }} No_Search_Result14Inputs */

const de_no_search_result14 = /** @type {(inputs: No_Search_Result14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben nach "${i?.term}" gesucht. Leider haben wir kein Ergebnis gefunden.`)
};

/**

* @param {No_Search_Result14Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const no_search_result14 = de_no_search_result14;
export { no_search_result14 as "NO_SEARCH_RESULT" }