/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsummarylabel2Inputs */

const cs_basketsummarylabel2 = /** @type {(inputs: Basketsummarylabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Souhrn`)
};

/**

* @param {Basketsummarylabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketsummarylabel2 = cs_basketsummarylabel2;
export { basketsummarylabel2 as "basketSummaryLabel" }