/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown>, optimizedTerm: NonNullable<unknown> }} Searchcorrected1Inputs */

const fr_searchcorrected1 = /** @type {(inputs: Searchcorrected1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous n'avons rien trouvé pour « ${i?.term} ». Voici les résultats pour « ${i?.optimizedTerm} ».`)
};

/**

* @param {Searchcorrected1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const searchcorrected1 = fr_searchcorrected1;
export { searchcorrected1 as "searchCorrected" }