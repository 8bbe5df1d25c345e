/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordertotal1Inputs */

const sv_ordertotal1 = /** @type {(inputs: Ordertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totalt`)
};

/**

* @param {Ordertotal1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const ordertotal1 = sv_ordertotal1;
export { ordertotal1 as "orderTotal" }