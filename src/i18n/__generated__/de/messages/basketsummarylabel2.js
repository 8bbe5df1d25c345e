/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsummarylabel2Inputs */

const de_basketsummarylabel2 = /** @type {(inputs: Basketsummarylabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusammenfassung`)
};

/**

* @param {Basketsummarylabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketsummarylabel2 = de_basketsummarylabel2;
export { basketsummarylabel2 as "basketSummaryLabel" }