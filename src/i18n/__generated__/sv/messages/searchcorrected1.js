/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown>, optimizedTerm: NonNullable<unknown> }} Searchcorrected1Inputs */

const sv_searchcorrected1 = /** @type {(inputs: Searchcorrected1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vi hittade inget för ”${i?.term}”. Vi visar dig resultaten för ”${i?.optimizedTerm}”.`)
};

/**

* @param {Searchcorrected1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchcorrected1 = sv_searchcorrected1;
export { searchcorrected1 as "searchCorrected" }