/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnsempty2Inputs */

const sk_customerreturnsempty2 = /** @type {(inputs: Customerreturnsempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nemáte žiadne vrátenia.`)
};

/**

* @param {Customerreturnsempty2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerreturnsempty2 = sk_customerreturnsempty2;
export { customerreturnsempty2 as "customerReturnsEmpty" }