/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsummarylabel2Inputs */

const nl_basketsummarylabel2 = /** @type {(inputs: Basketsummarylabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overzicht`)
};

/**

* @param {Basketsummarylabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketsummarylabel2 = nl_basketsummarylabel2;
export { basketsummarylabel2 as "basketSummaryLabel" }