/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoorders2Inputs */

const fr_customertoorders2 = /** @type {(inputs: Customertoorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vers vos commandes`)
};

/**

* @param {Customertoorders2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertoorders2 = fr_customertoorders2;
export { customertoorders2 as "customerToOrders" }