/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown>, optimizedTerm: NonNullable<unknown> }} Searchcorrected1Inputs */

const sk_searchcorrected1 = /** @type {(inputs: Searchcorrected1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pre „${i?.term}“ sme nič nenašli. Zobrazujeme Vám výsledky pre „${i?.optimizedTerm}“.`)
};

/**

* @param {Searchcorrected1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const searchcorrected1 = sk_searchcorrected1;
export { searchcorrected1 as "searchCorrected" }