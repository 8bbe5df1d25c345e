/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnsempty2Inputs */

const sv_customerreturnsempty2 = /** @type {(inputs: Customerreturnsempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du har inga returer.`)
};

/**

* @param {Customerreturnsempty2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerreturnsempty2 = sv_customerreturnsempty2;
export { customerreturnsempty2 as "customerReturnsEmpty" }