/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsummarylabel2Inputs */

const fr_basketsummarylabel2 = /** @type {(inputs: Basketsummarylabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récapitulatif`)
};

/**

* @param {Basketsummarylabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketsummarylabel2 = fr_basketsummarylabel2;
export { basketsummarylabel2 as "basketSummaryLabel" }