/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoorders2Inputs */

const sv_customertoorders2 = /** @type {(inputs: Customertoorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till dina beställningar`)
};

/**

* @param {Customertoorders2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertoorders2 = sv_customertoorders2;
export { customertoorders2 as "customerToOrders" }