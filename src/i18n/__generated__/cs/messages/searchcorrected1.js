/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown>, optimizedTerm: NonNullable<unknown> }} Searchcorrected1Inputs */

const cs_searchcorrected1 = /** @type {(inputs: Searchcorrected1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pro „${i?.term}“ jsme nic nenašli. Zobrazujeme Vám výsledky pro „${i?.optimizedTerm}“.`)
};

/**

* @param {Searchcorrected1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const searchcorrected1 = cs_searchcorrected1;
export { searchcorrected1 as "searchCorrected" }