/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordersempty2Inputs */

const sv_customerordersempty2 = /** @type {(inputs: Customerordersempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du har inte beställt något de senaste 12 månaderna.`)
};

/**

* @param {Customerordersempty2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerordersempty2 = sv_customerordersempty2;
export { customerordersempty2 as "customerOrdersEmpty" }