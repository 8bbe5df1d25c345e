/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnsempty2Inputs */

const fr_customerreturnsempty2 = /** @type {(inputs: Customerreturnsempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez aucun retour.`)
};

/**

* @param {Customerreturnsempty2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerreturnsempty2 = fr_customerreturnsempty2;
export { customerreturnsempty2 as "customerReturnsEmpty" }