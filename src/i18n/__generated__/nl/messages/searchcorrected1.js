/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown>, optimizedTerm: NonNullable<unknown> }} Searchcorrected1Inputs */

const nl_searchcorrected1 = /** @type {(inputs: Searchcorrected1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We hebben niets gevonden voor ‘${i?.term}’. We laten je de resultaten zien voor ‘${i?.optimizedTerm}’.`)
};

/**

* @param {Searchcorrected1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const searchcorrected1 = nl_searchcorrected1;
export { searchcorrected1 as "searchCorrected" }