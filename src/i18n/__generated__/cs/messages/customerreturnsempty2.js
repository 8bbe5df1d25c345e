/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnsempty2Inputs */

const cs_customerreturnsempty2 = /** @type {(inputs: Customerreturnsempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nemáte žádné vratky.`)
};

/**

* @param {Customerreturnsempty2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerreturnsempty2 = cs_customerreturnsempty2;
export { customerreturnsempty2 as "customerReturnsEmpty" }