/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoorders3Inputs */

const sv_customerbacktoorders3 = /** @type {(inputs: Customerbacktoorders3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tillbaka till dina beställningar`)
};

/**

* @param {Customerbacktoorders3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerbacktoorders3 = sv_customerbacktoorders3;
export { customerbacktoorders3 as "customerBackToOrders" }