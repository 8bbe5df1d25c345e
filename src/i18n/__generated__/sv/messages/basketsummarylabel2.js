/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsummarylabel2Inputs */

const sv_basketsummarylabel2 = /** @type {(inputs: Basketsummarylabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sammanfattning`)
};

/**

* @param {Basketsummarylabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketsummarylabel2 = sv_basketsummarylabel2;
export { basketsummarylabel2 as "basketSummaryLabel" }