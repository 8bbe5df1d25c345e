/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverystatedelayed3Inputs */

const sk_tiledeliverystatedelayed3 = /** @type {(inputs: Tiledeliverystatedelayed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar je možné dodať`)
};

/**

* @param {Tiledeliverystatedelayed3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledeliverystatedelayed3 = sk_tiledeliverystatedelayed3;
export { tiledeliverystatedelayed3 as "tileDeliveryStateDelayed" }