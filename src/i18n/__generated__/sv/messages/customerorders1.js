/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerorders1Inputs */

const sv_customerorders1 = /** @type {(inputs: Customerorders1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställningar`)
};

/**

* @param {Customerorders1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerorders1 = sv_customerorders1;
export { customerorders1 as "customerOrders" }